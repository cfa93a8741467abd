// Writes scripts/story-durations.json, the seconds each story file took, from the reports of the last
// `npm test` (.test-results/vitest-stories-*.json). The stories' shards are split by these weights
// (scripts/balancedShards.ts); run this after adding or growing story files, then commit the file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
const durations = {};
for (const name of readdirSync(results).filter((file) => /^vitest-stories-.*\.json$/.test(file))) {
  const report = JSON.parse(readFileSync(path.join(results, name), 'utf8'));
  for (const file of report.testResults)
    durations[path.relative(root, file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).toSorted(([a], [b]) => (a < b ? -1 : 1)));
const count = Object.keys(sorted).length;
if (count === 0) throw new Error('no story report in .test-results: run npm test first');
writeFileSync(path.join(root, 'scripts', 'story-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`scripts/story-durations.json: ${count} story files`);
