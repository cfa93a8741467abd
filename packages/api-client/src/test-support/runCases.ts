import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import type { CallInput, CallOptions, CallResult, UploadOptions } from '../client/types';
import { type AnyCall, isPageCall, listCalls } from '../contract';
import type { ContractTarget } from './contractTarget';

/** Marks a case whose JSON body is exactly its input. */
export const AS_INPUT = Symbol('the input is the JSON body');

/** What a case's `prepare` may answer: the input to send instead of `input`, and what to undo afterwards. */
export interface PreparedCase<C extends AnyCall> {
  input?: CallInput<C>;
  /** What the call must send with that input, when it differs from the case's `sends`. */
  sends?: string;
  /** Runs after the checks, pass or fail (e.g. restores the target's token). */
  cleanup?: () => Promise<unknown> | unknown;
}

/** What one call must send, given its input; `check` adds assertions on the parsed answer. */
export interface CallCase<C extends AnyCall> {
  input: CallInput<C>;
  /**
   * Makes the state the call needs through other calls of the same target before it is made (a
   * record to change read first, a session of its own to close); it may answer the input to send.
   * MSW answers the same calls, so a case keeps one shape for both targets.
   */
  prepare?: (target: ContractTarget) => Promise<PreparedCase<C> | undefined>;
  /** `METHOD /path?query` relative to the base URL; query order does not matter. */
  sends: string;
  /** The JSON body expected; nothing is expected when left out. */
  body?: unknown;
  options?: C extends { kind: 'upload' } ? UploadOptions : CallOptions;
  check?: (result: CallResult<C>) => void;
}

/** A case for every call of a contract group: a missing one does not compile. */
export type CasesOf<T> = { [K in keyof T]: T[K] extends AnyCall ? CallCase<T[K]> : CasesOf<T[K]> };

type Fn = (input: unknown, options: unknown) => Promise<unknown>;

const at = (node: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node);

function expectedRequest(sends: string) {
  const space = sends.indexOf(' ');
  const method = sends.slice(0, space);
  const url = new URL(sends.slice(space + 1), 'http://expected.invalid');
  return { method, path: url.pathname, query: Object.fromEntries([...url.searchParams].sort()) };
}

/**
 * One test per call of `group`: the client sends the method, path, query and body of the case,
 * the raw answer satisfies the contract's response schema, and the function resolves to its
 * unwrapped part.
 */
export function runCases(
  family: string,
  group: object,
  clientGroup: object,
  cases: object,
  target: ContractTarget,
) {
  for (const { name, call } of listCalls(group)) {
    const testCase = at(cases, name) as CallCase<AnyCall>;
    it(`${family}.${name}: sends ${testCase.sends} and parses its answer`, async () => {
      const prepared = await testCase.prepare?.(target);
      try {
        await checkCall(call, { ...testCase, ...prepared }, at(clientGroup, name) as Fn, target);
      } finally {
        await prepared?.cleanup?.();
      }
    });
  }
}

async function checkCall(call: AnyCall, testCase: CallCase<AnyCall>, fn: Fn, target: ContractTarget) {
  const { input } = testCase;
  target.exchanges.length = 0;
  const result = await fn(input, testCase.options);

  const exchange = target.exchanges.at(-1);
  expect(exchange, 'a request was sent').toBeDefined();
  if (exchange === undefined) return;
  const expected = expectedRequest(testCase.sends);
  const basePath = new URL(target.baseURL).pathname.replace(/\/+$/, '');
  expect({
    method: exchange.method,
    path: exchange.url.pathname.slice(basePath.length),
    query: Object.fromEntries([...exchange.url.searchParams].sort()),
  }).toEqual(expected);
  if (call.kind === 'json') {
    const expectedBody = testCase.body === AS_INPUT ? input : testCase.body;
    expect(exchange.body).toEqual(expectedBody);
  }
  expect(exchange.token).toBe(target.token);

  if (call.kind === 'blob') {
    const file = result as { blob: Blob; fileName: string };
    expect(file.blob).toBeInstanceOf(Blob);
    expect(file.blob.size).toBeGreaterThan(0);
    expect(file.fileName).not.toBe('');
  } else {
    const errors = Value.Errors(call.response, exchange.raw);
    expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    const raw = exchange.raw as Record<string, unknown>;
    const unwrapped = isPageCall(call)
      ? { rows: raw.rows, total: raw.total, pageNum: raw.pageNum }
      : raw.data;
    expect(result).toEqual(unwrapped);
  }
  testCase.check?.(result as never);
}
