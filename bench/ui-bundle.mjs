// Bundle size of @onsite/ui as an app sees it. Bundles tiny entries that each import one component
// from the BUILT package (packages/ui/dist) with Vite, prints raw and gzip sizes of what loads at
// start and of what loads on demand, and exits non-zero when pdf.js would load with the
// Greeting-only app (the PDF viewer must come only through its React.lazy chunk).
//
// Run from the workspace root after building the three packages:
//   pnpm --filter @onsite/domain build && pnpm --filter @onsite/api-client build && pnpm --filter @onsite/ui build
//   node bench/ui-bundle.mjs
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ui/dist/index.js');
if (!existsSync(dist)) {
  console.error(
    'packages/ui/dist/index.js is missing: build domain, api-client and ui first (see the top of this file).',
  );
  process.exit(2);
}

/** Each scenario imports one export and keeps it alive, as an app rendering it would. */
const SCENARIOS = [
  { name: 'Greeting only', importName: 'Greeting', expectPdfJs: false },
  { name: 'PdfViewerModal', importName: 'PdfViewerModal', expectPdfJs: true },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sizeOf = (text) => {
  const buffer = Buffer.from(text);
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
};

async function bundle(work, importName) {
  const folder = path.join(work, importName);
  mkdirSync(folder, { recursive: true });
  const entry = path.join(folder, 'entry.js');
  writeFileSync(
    entry,
    `import { ${importName} } from ${JSON.stringify(dist)};\nglobalThis.__kept = ${importName};\n`,
  );
  const result = await build({
    configFile: false,
    root: folder,
    logLevel: 'error',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: entry,
        onwarn(warning, warn) {
          // antd's "use client" directives mean nothing in a plain bundle.
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((output) => output.output);
}

/** The files an app fetches at start (entry and its static imports) and those fetched on demand. */
function classify(files) {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const startup = new Set();
  const visit = (name, into) => {
    if (into.has(name) || !byName.has(name)) return;
    into.add(name);
    for (const next of byName.get(name).imports ?? []) visit(next, into);
  };
  for (const file of files) if (file.type === 'chunk' && file.isEntry) visit(file.fileName, startup);
  const reachable = new Set(startup);
  const queue = [...startup];
  while (queue.length > 0) {
    const file = byName.get(queue.shift());
    const referenced = [...(file.dynamicImports ?? []), ...(file.imports ?? [])];
    // An asset counts as reachable when a reachable chunk names it (e.g. the pdf.js worker URL).
    for (const other of files)
      if (file.type === 'chunk' && other.type === 'asset' && file.code.includes(other.fileName))
        referenced.push(other.fileName);
    for (const name of referenced) {
      if (reachable.has(name) || !byName.has(name)) continue;
      reachable.add(name);
      queue.push(name);
    }
  }
  return files.map((file) => {
    const content = file.type === 'chunk' ? file.code : file.source;
    const kind = startup.has(file.fileName) ? 'start' : reachable.has(file.fileName) ? 'lazy' : 'unused';
    return { file: file.fileName, kind, ...sizeOf(content), pdfjs: String(content).includes('pdfjs') };
  });
}

const work = mkdtempSync(path.join(os.tmpdir(), 'onsite-ui-bundle-'));
let failed = false;
try {
  for (const { name, importName, expectPdfJs } of SCENARIOS) {
    const rows = classify(await bundle(work, importName)).filter((row) => /\.(m?js|css)$/.test(row.file));
    console.log(`\n${name}`);
    for (const kind of ['start', 'lazy', 'unused']) {
      const group = rows.filter((row) => row.kind === kind);
      if (group.length === 0) continue;
      const raw = group.reduce((sum, row) => sum + row.raw, 0);
      const gzip = group.reduce((sum, row) => sum + row.gzip, 0);
      const label = {
        start: 'loaded at start',
        lazy: 'loaded on demand',
        unused: 'emitted, never referenced',
      }[kind];
      console.log(`  ${label}: ${kb(raw)} raw, ${kb(gzip)} gzip`);
      for (const row of group) {
        console.log(
          `    ${row.file.padEnd(46)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}${row.pdfjs ? '  pdfjs' : ''}`,
        );
      }
    }
    const loaded = rows.filter((row) => row.kind !== 'unused' && row.pdfjs);
    if (!expectPdfJs && loaded.length > 0) {
      console.error(`FAIL: the ${name} app would load pdf.js (${loaded.map((row) => row.file).join(', ')}).`);
      failed = true;
    }
    if (expectPdfJs && (loaded.length === 0 || loaded.some((row) => row.kind === 'start'))) {
      console.error(`FAIL: the ${name} app should load pdf.js on demand only, never at start.`);
      failed = true;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  failed
    ? '\nui-bundle: FAILED'
    : '\nui-bundle: ok — pdf.js loads only on demand, and only where the PDF viewer is used',
);
process.exit(failed ? 1 : 0);
