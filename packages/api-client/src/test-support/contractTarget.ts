import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiClient, createApiClient } from '../client/createApiClient';
import type { FetchFunction } from '../client/http';
import { FIXTURE_TOKEN } from '../testing/answers';
import { createHandlers } from '../testing/handlers';

/** A request as it left the client, and the raw answer it got. */
export interface Exchange {
  method: string;
  url: URL;
  token: string | null;
  /** The JSON body parsed back (fetch sees it as text), a FormData, or undefined. */
  body: unknown;
  status: number | null;
  raw: unknown;
  headers: Record<string, string>;
}

export interface ContractTarget {
  readonly baseURL: string;
  readonly client: ApiClient;
  /** Every exchange of the current test, oldest first. */
  readonly exchanges: Exchange[];
  /** The token the client sends. */
  token: string | null;
}

/** Where to send the calls instead of the MSW handlers, e.g. a server a test started itself. */
export interface ContractTargetOptions {
  /** Base URL of a running reference server, e.g. `http://127.0.0.1:40123/api`. */
  baseURL?: string;
  /** The token the client sends (a session of that server). */
  token?: string | null;
}

/**
 * Where the contract tests send their calls. By default MSW answers in-process with the fixture
 * handlers at `http://onsite.test/api`; set `ONSITE_CONTRACT_BASE_URL` (e.g.
 * `http://localhost:8000/api`) and `ONSITE_CONTRACT_TOKEN` to run the same tests against a running
 * reference server, or pass `options` (the server's own test starts it in-process and signs in).
 */
export function useContractTarget(options: ContractTargetOptions = {}): ContractTarget {
  const external = options.baseURL ?? process.env.ONSITE_CONTRACT_BASE_URL;
  const baseURL = external ?? 'http://onsite.test/api';
  if (external === undefined) {
    const server = setupServer(...createHandlers({ baseURL }));
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
  }
  const exchanges: Exchange[] = [];
  const target: ContractTarget = {
    baseURL,
    exchanges,
    token: options.token !== undefined ? options.token : (process.env.ONSITE_CONTRACT_TOKEN ?? FIXTURE_TOKEN),
    client: createApiClient({ baseURL, getToken: () => target.token, fetch: recordingFetch(exchanges) }),
  };
  beforeEach(() => {
    exchanges.length = 0;
  });
  return target;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Wraps the global `fetch` to record what was sent and received (the answer read from a clone). */
export function recordingFetch(exchanges: Exchange[]): FetchFunction {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    const exchange: Exchange = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(input),
      token: headers.get('Access-Token'),
      body: parseBody(init.body ?? undefined),
      status: null,
      raw: undefined,
      headers: {},
    };
    exchanges.push(exchange);
    const response = await fetch(input, init);
    exchange.status = response.status;
    response.headers.forEach((value, key) => {
      exchange.headers[key] = value;
    });
    const copy = response.clone();
    exchange.raw = /json/i.test(response.headers.get('content-type') ?? '')
      ? parseBody(await copy.text())
      : await copy.arrayBuffer();
    return response;
  };
}
