import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Test support (not imported by the server): every Chinese text the server's source writes where a
 * message reaches a caller, for the coverage test of the catalogue. A text is a string literal, or a
 * template literal whose `${…}` parts become `{}`.
 */
export interface SourceMessage {
  file: string;
  line: number;
  /** The literal with each `${…}` replaced by `{}`. */
  pattern: string;
  /** The source text of each `${…}`, in order. */
  spans: string[];
}

/** Calls whose arguments are (or name a part of) a message the caller reads. */
export const MESSAGE_CALLS = new Set([
  'businessError',
  'badRequest',
  'notFound',
  'forbidden',
  'ApiFailure',
  'requireCode',
  'enterpriseScope',
  'assertDept',
  'checkUsersInDept',
  'refuse',
]);

/** Object properties whose value is a message the caller reads (`title`, `text`: a live alert's). */
export const MESSAGE_PROPERTIES = new Set(['msg', 'already', 'title', 'text']);

const CJK = /[\u4e00-\u9fff]/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'seed' && entry.name !== 'i18n' && entry.name !== 'testing')
        files.push(...sourceFiles(full));
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.includes('testSupport')
    ) {
      files.push(full);
    }
  }
  return files;
}

function patternOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return null;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Is the literal inside the arguments of a message call or the value of a message property? */
function inMessagePosition(node: ts.Node): boolean {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && child !== parent.expression) {
      const name = calleeName(parent);
      if (name && MESSAGE_CALLS.has(name)) return true;
    }
    if (ts.isPropertyAssignment(parent) && child === parent.initializer) {
      const name = parent.name;
      if ((ts.isIdentifier(name) || ts.isStringLiteral(name)) && MESSAGE_PROPERTIES.has(name.text))
        return true;
    }
    // A literal inside a function or a statement of its own is not an argument any more.
    if (ts.isFunctionLike(parent) || ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

/** Every Chinese message text of the server's source (below `root`, without tests, seeds and the catalogue). */
export function sourceMessages(root: string): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const pattern = patternOf(node);
      if (pattern !== null && CJK.test(pattern) && inMessagePosition(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const spans = ts.isTemplateExpression(node)
          ? node.templateSpans.map((span) => span.expression.getText(source))
          : [];
        found.push({ file: path.relative(root, file), line: line + 1, pattern, spans });
        if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
