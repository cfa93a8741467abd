#!/usr/bin/env node
// The JavaScript and CSS the console's login page and signed-in welcome page load, raw and
// gzip, read from the built dist (Vite's manifest plus the chunk → modules list the console's
// build writes beside it). Also checks that the login page loads no code of the signed-in screens.
//
//   pnpm --filter @onsite/console build && node bench/bundle-report.mjs [--json out.json]
//
// Exit code 1 when the check fails or the build is missing. Figures are measured, never asserted
// against a budget here (DESIGN.md, Performance shape).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, fail as failIn, filesOf as filesIn, kib, PAGES, ROOT, readManifest } from './pages.mjs';

const MODULES = path.join(DIST, '.vite/chunk-modules.json');

/** Code of the signed-in screens, which the login page must not load (source paths from the workspace root). */
const SIGNED_IN_CODE = [
  /^apps\/console\/src\/shell\//,
  /^apps\/console\/src\/screens\//,
  /^apps\/console\/src\/live\/useLiveNotifications/,
  // The main layout, but not the breakpoint hook the login layout shares with it.
  /^packages\/ui\/src\/shell\/MainLayout\/(?!useLayoutBreakpoint)/,
  /^packages\/ui\/src\/shell\/(MultiTabBar|PageHeader|SettingDrawer|NoticeBell|Greeting|HeaderMenu)\//,
];

const fail = (message) => failIn('bundle-report', message);
const manifest = readManifest('bundle-report');
if (!existsSync(MODULES)) fail(`no ${path.relative(ROOT, MODULES)}: rebuild the console`);
const chunkModules = JSON.parse(readFileSync(MODULES, 'utf8'));
const filesOf = (keys) => filesIn(manifest, keys, 'bundle-report');

/** Where the code of some files comes from: rendered bytes (before minification) per package. */
function byPackage(files) {
  const sizes = {};
  for (const file of files) {
    for (const [module, length] of Object.entries(chunkModules[file] ?? {})) {
      const inNodeModules = module.match(
        /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
      );
      const name = inNodeModules ? inNodeModules[1] : module.split('/').slice(0, 2).join('/');
      sizes[name] = (sizes[name] ?? 0) + length;
    }
  }
  return Object.fromEntries(Object.entries(sizes).sort((a, b) => b[1] - a[1]));
}

function measure(files) {
  return files
    .map((file) => {
      const content = readFileSync(path.join(DIST, file));
      return {
        file,
        kind: file.endsWith('.css') ? 'css' : 'js',
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
}

const report = { pages: {}, check: { loginLoadsSignedInCode: [] } };
for (const [page, keys] of Object.entries(PAGES)) {
  const rows = measure(filesOf(keys));
  const total = (kind) =>
    rows
      .filter((row) => kind === undefined || row.kind === kind)
      .reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  report.pages[page] = { files: rows, js: total('js'), css: total('css'), total: total() };
  console.log(`\n${page}: ${rows.length} files`);
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(48)} ${row.kind.padEnd(4)} ${kib(row.raw).padStart(11)} ${kib(row.gzip).padStart(11)} gzip`,
    );
  }
  const { js, css } = report.pages[page];
  report.pages[page].byPackage = byPackage(rows.map((row) => row.file));
  console.log(`  ${'JavaScript'.padEnd(53)} ${kib(js.raw).padStart(11)} ${kib(js.gzip).padStart(11)} gzip`);
  console.log(`  ${'CSS'.padEnd(53)} ${kib(css.raw).padStart(11)} ${kib(css.gzip).padStart(11)} gzip`);
  const top = Object.entries(report.pages[page].byPackage).slice(0, 8);
  console.log(
    `  largest sources (rendered, before minification): ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`,
  );
}

const loginFiles = filesOf(PAGES['login (/user/login)']);
for (const file of loginFiles) {
  for (const module of Object.keys(chunkModules[file] ?? {})) {
    if (SIGNED_IN_CODE.some((pattern) => pattern.test(module)))
      report.check.loginLoadsSignedInCode.push({ file, module });
  }
}
const devOnly = Object.keys(manifest).filter((key) => key.includes('DevSettingDrawer'));

const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1 && process.argv[jsonAt + 1])
  writeFileSync(process.argv[jsonAt + 1], JSON.stringify(report, null, 2));

console.log('');
if (devOnly.length > 0)
  fail(`the production build holds the development-only setting drawer: ${devOnly.join(', ')}`);
if (report.check.loginLoadsSignedInCode.length > 0) {
  for (const { file, module } of report.check.loginLoadsSignedInCode) console.error(`  ${file}: ${module}`);
  fail('the login page loads code of the signed-in screens (listed above)');
}
console.log('✓ the login page loads no code of the signed-in screens; no development-only code in the build');
