import { PageQuerySchema } from '@onsite/domain';
import type { TSchema } from 'typebox';
import { type AnyCall, isPageCall, listCalls, schemaKeys } from '../contract';

type Node = {
  title?: string;
  type?: string;
  const?: unknown;
  items?: Node;
  anyOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  patternProperties?: Record<string, Node>;
};

const PAGING_KEYS = Object.keys(PageQuerySchema.properties);

/** A short TypeScript-like name of a schema: its title, a literal union, `T[]`, `T | null`… */
export function describeType(schema: TSchema | Node): string {
  const node = schema as Node;
  if (node.title) return node.title;
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.anyOf) return node.anyOf.map(describeType).join(' | ');
  if (node.type === 'array' && node.items) {
    const item = describeType(node.items);
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (node.patternProperties) {
    const [value] = Object.values(node.patternProperties);
    return `Record<string, ${value ? describeType(value) : 'unknown'}>`;
  }
  if (node.type === 'object' && node.properties) return `{ ${describeFields(node)} }`;
  if (node.type === 'integer') return 'number';
  return node.type ?? 'unknown';
}

/** The fields of an object schema, `?` marking the optional ones; the paging fields as `…paging`. */
export function describeFields(schema: TSchema | Node): string {
  const node = schema as Node;
  const keys = Object.keys(node.properties ?? {});
  const required = new Set(node.required ?? []);
  const paged = PAGING_KEYS.every((key) => keys.includes(key));
  const fields = keys
    .filter((key) => !(paged && PAGING_KEYS.includes(key)))
    .map((key) => (required.has(key) ? key : `${key}?`));
  return [...fields, ...(paged ? ['…paging'] : [])].join(', ');
}

function describePayload(call: AnyCall): string {
  const parts: string[] = [];
  if (call.params) parts.push(`path: ${schemaKeys(call.params).join(', ')}`);
  if (call.query) parts.push(`query: ${describeFields(call.query)}`);
  if (call.kind === 'json' && call.body) {
    const body = call.body as Node;
    parts.push(`body: ${body.type === 'array' || body.title ? describeType(body) : describeFields(body)}`);
  }
  if (call.kind === 'upload') {
    parts.push(
      `multipart file (${call.file.extensions.join('/')}, ≤ ${call.file.maxBytes / 1024 / 1024} MB)`,
    );
  }
  return parts.length === 0 ? '—' : parts.join('; ');
}

function describeAnswer(call: AnyCall): string {
  if (call.kind === 'blob') {
    const headers = call.responseHeaders ? ` + header ${schemaKeys(call.responseHeaders).join(', ')}` : '';
    return `file \`${call.produces}\`${headers}`;
  }
  const response = call.response as Node;
  const rows = response.properties?.rows?.items;
  const data = response.properties?.data;
  const type =
    isPageCall(call) && rows ? `Page<${describeType(rows)}>` : data ? describeType(data) : 'unknown';
  return `\`${type}\``;
}

const PATH_ORIGIN = { spec: 'spec', family: 'spec (family list)', chosen: 'chosen (D7)' } as const;
const PAYLOAD_ORIGIN = { spec: 'spec', D13: 'D13', chosen: 'chosen', none: '—' } as const;

/** The README's table of every call of a contract. */
export function renderCallTable(contract: object): string {
  const header = [
    '| family | function | method | path | payload | answer | path from | payload from | what |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = listCalls(contract).map(({ name, call }) => {
    const dot = name.lastIndexOf('.');
    const cells = [
      name.slice(0, dot),
      `\`${name.slice(dot + 1)}\``,
      call.method,
      `\`${call.path}\``,
      describePayload(call),
      describeAnswer(call),
      PATH_ORIGIN[call.doc.path],
      PAYLOAD_ORIGIN[call.doc.payload],
      call.doc.summary,
    ];
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}

/**
 * A Markdown table as rows of trimmed cells, so that a formatter's column padding and separator
 * style do not matter when comparing tables.
 */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim())
        .map((cell) => (/^:?-+:?$/.test(cell) ? '---' : cell)),
    );
}
