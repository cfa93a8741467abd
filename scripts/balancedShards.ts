// Splits test files between Vitest shards by how long each took, not by their number (`--shard=i/n`).
// Vitest's own split gives each shard the same count of files; the stories' files differ 50-fold (a
// large form's twelve stories take 45 s, a button's two under one), so one half of the stories ended
// a minute after the other. Each file weighs its seconds in `story-durations.json` (written by
// `node scripts/story-durations.mjs` from a run's reports); a file not listed there weighs the median.
// The heaviest file goes to the lightest shard, in turn (longest processing time first): every
// shard computes the same split from the same list, so each file runs exactly once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Seconds per test file, by its path from the repository's root. */
export function readDurations(file = path.join(here, 'story-durations.json')): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The files of shard `index` (1-based) of `count`, each file weighing its known seconds. */
export function balancedShard(
  files: readonly string[],
  index: number,
  count: number,
  durations: Record<string, number>,
): string[] {
  const known = Object.values(durations).sort((a, b) => a - b);
  const fallback = known[Math.floor(known.length / 2)] ?? 1;
  const weighed = files
    .map((file) => ({ file, seconds: durations[file] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const totals = Array.from({ length: count }, () => 0);
  const mine: string[] = [];
  for (const { file, seconds } of weighed) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] = (totals[lightest] ?? 0) + seconds;
    if (lightest === index - 1) mine.push(file);
  }
  return mine;
}

export default class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const byPath = new Map(files.map((spec) => [path.relative(root, spec.moduleId), spec]));
    const mine = new Set(balancedShard([...byPath.keys()], index, count, readDurations()));
    return files.filter((spec) => mine.has(path.relative(root, spec.moduleId)));
  }
}
