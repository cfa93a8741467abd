// Builds the reference server once into dist/ (issue 19 item 6): `npm start` and the journeys run
// plain JavaScript instead of compiling TypeScript at every start. The workspace packages
// (@onsite/domain, @onsite/api-client) are compiled in from their sources; the server's own
// dependencies stay external and load from its node_modules (better-sqlite3 is native, pino starts
// worker threads from its files). The SQL migrations are copied beside the bundle. Each file is
// written beside its place and renamed into it, so a server starting from dist/ meanwhile (the
// journeys' servers while the embedding example builds) never reads half a file.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@onsite/'));

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
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
for (const file of result.outputFiles) replaceFile(file.path, file.contents);
const migrations = path.join(here, 'src/db/migrations');
for (const name of readdirSync(migrations)) {
  replaceFile(path.join(dist, 'migrations', name), readFileSync(path.join(migrations, name)));
}
