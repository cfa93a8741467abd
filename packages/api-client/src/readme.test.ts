import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract, listCalls } from './contract';
import { renderCallTable, tableCells } from './test-support/callTable';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- calls:start -->';
const END = '<!-- calls:end -->';

describe('the package README', () => {
  it('lists every call of the contract in its table (UPDATE_README=1 rewrites it; then run biome)', () => {
    const readme = readFileSync(README, 'utf8');
    const table = renderCallTable(contract);
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README has the calls markers').toBeGreaterThanOrEqual(0);
    const current = readme.slice(start + START.length, end).trim();
    const same = JSON.stringify(tableCells(current)) === JSON.stringify(tableCells(table));
    if (process.env.UPDATE_README === '1' && !same) {
      writeFileSync(README, `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`);
      return;
    }
    expect(tableCells(current)).toEqual(tableCells(table));
    for (const { call } of listCalls(contract)) expect(current).toContain(`\`${call.path}\``);
  });
});
