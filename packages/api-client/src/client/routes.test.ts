import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { isCall } from '../contract/define';
import { type Route, type RouteTree, routeOf } from './route';
import { ROUTES } from './routes.gen';

const FILE = fileURLToPath(new URL('./routes.gen.ts', import.meta.url));
const BIOME = fileURLToPath(new URL('../../../../node_modules/.bin/biome', import.meta.url));

function routesOf(node: object): RouteTree {
  const tree: Record<string, Route | RouteTree> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isCall(value)) tree[key] = routeOf(value);
    else if (typeof value === 'object' && value !== null) tree[key] = routesOf(value);
  }
  return tree;
}

const HEADER = `// Generated from the contract by routes.test.ts (UPDATE_ROUTES=1 rewrites it): the method, path and
// input fields of every call, which is all the client needs at run time. Do not edit by hand.
import type { RouteTree } from './route';
`;

describe('the route table the client is built from', () => {
  it('holds every call of the contract as the contract defines it (UPDATE_ROUTES=1 rewrites it)', () => {
    const expected = routesOf(contract);
    if (process.env.UPDATE_ROUTES === '1' && JSON.stringify(ROUTES) !== JSON.stringify(expected)) {
      writeFileSync(
        FILE,
        `${HEADER}\nexport const ROUTES: RouteTree = ${JSON.stringify(expected, null, 2)};\n`,
      );
      execFileSync(BIOME, ['format', '--write', FILE]);
      return;
    }
    expect(ROUTES).toEqual(expected);
  });
});
