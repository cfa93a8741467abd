// Builds the reference server once into dist/ (issue 19 item 6): `npm start` and the journeys run
// plain JavaScript instead of compiling TypeScript at every start. The workspace packages
// (@onsite/domain, @onsite/api-client) are compiled in from their sources, and so are the server's
// dependencies (Fastify and its plugins, TypeBox, Ajv, ws…): loading hundreds of their files from
// node_modules at every start was most of the start-up (bench/README.md, server-start.mjs). Only the
// packages that read files of their own at run time load from node_modules: better-sqlite3 (its
// native binding) and svg-captcha (its fonts); both are the server's own dependencies, so they resolve
// from dist/. pino, Fastify's logger, is bundled: it reads worker files only for log transports, which
// the server does not use, and it would not resolve from dist/ (it is Fastify's dependency, not ours).
// The SQL migrations are copied beside the bundle. Each file is
// written beside its place and renamed into it, so a server starting from dist/ meanwhile (the
// journeys' servers while the embedding example builds) never reads half a file.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
/** The packages that must stay files in node_modules (above). */
const external = ['better-sqlite3', 'svg-captcha'];

/** Writes a file whole: to a temporary name first, then renamed over the old one. */
function replaceFile(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

const result = await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@onsite/source'],
  external: external.flatMap((name) => [name, `${name}/*`]),
  // The CommonJS dependencies bundled into this ES module still call `require` (node's own modules,
  // optional add-ons of ws): give the bundle one.
  banner: {
    js: "import { createRequire as __onsiteCreateRequire } from 'node:module'; const require = __onsiteCreateRequire(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
for (const file of result.outputFiles) replaceFile(file.path, file.contents);
const migrations = path.join(here, 'src/db/migrations');
const sources = readdirSync(migrations);
for (const name of sources) {
  replaceFile(path.join(dist, 'migrations', name), readFileSync(path.join(migrations, name)));
}
// A migration renamed or removed in the sources must not stay behind in dist/ (the server would apply both).
for (const name of readdirSync(path.join(dist, 'migrations'))) {
  if (!sources.includes(name)) rmSync(path.join(dist, 'migrations', name), { force: true });
}
