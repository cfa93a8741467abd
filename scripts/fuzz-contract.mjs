#!/usr/bin/env node
// Contract fuzz probe (issue 14 §9): against an in-process reference server on a seeded :memory:
// database, sends malformed bodies and queries (wrong types, missing fields, 1e308, negatives,
// sub-fen fractions, blank and 100k-character texts, arrays of 10,000) to every write call of the
// contract, signed in as the administrator, and reports refused / accepted / HTTP 500 counts,
// refusals that changed a table (partial writes) and refusals without a Chinese message.
//
//   node scripts/fuzz-contract.mjs [--json out.json] [--only enterprise.]
//
// Exit code 1 when any request answered HTTP 500, any refusal wrote, or any refusal was not Chinese.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

if (process.env.ONSITE_FUZZ_CHILD !== '1') {
  // The server is TypeScript compiled on the fly: run this file again with tsx and the source condition.
  const child = spawnSync(
    process.execPath,
    [
      '--conditions=@onsite/source',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { cwd: serverDir, stdio: 'inherit', env: { ...process.env, ONSITE_FUZZ_CHILD: '1' } },
  );
  process.exit(child.status ?? 1);
}

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

const { startTestServer } = await import(path.join(serverDir, 'src/testing/harness.ts'));
const { runFuzz } = await import(path.join(serverDir, 'src/testing/fuzz.ts'));

const only = argument('--only');
const server = await startTestServer();
const started = Date.now();
const report = await runFuzz(server, only ? { filter: (name) => name.startsWith(only) } : {});
await server.close();

console.log(
  `contract fuzz: ${report.calls} write calls, ${report.requests} malformed requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`  refused        ${report.refused}`);
console.log(`  accepted       ${report.accepted}`);
console.log(`  HTTP 500       ${report.serverErrors}`);
console.log(`  partial writes ${report.partialWrites}`);
console.log(`  not Chinese    ${report.englishMessages}`);
if (report.acceptedCases.length > 0) {
  console.log('accepted (review: the malformed value may still be a valid input of that call):');
  for (const line of report.acceptedCases) console.log(`  ${line}`);
}
if (report.failures.length > 0) {
  console.log('failures:');
  for (const line of report.failures.slice(0, 200)) console.log(`  ${line}`);
}
const json = argument('--json');
if (json) writeFileSync(path.resolve(root, json), `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.serverErrors + report.partialWrites + report.englishMessages > 0 ? 1 : 0);
