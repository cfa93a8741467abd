import { REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@onsite/domain';
import type { Contract } from '../contract';
import { buildDownloadUrl } from './download';
import { type ApiError, toApiError } from './errors';
import { createHttp, type FetchFunction } from './http';
import { sendBlob, sendJson, sendUpload } from './request';
import { isRoute, type Route, type RouteTree } from './route';
import { ROUTES } from './routes.gen';
import type { CallOptions, ClientOf, UploadOptions } from './types';
import { createUnauthorizedGate, UNAUTHORIZED_BURST_WINDOW_MS } from './unauthorized';

/** Name of the request header carrying the token (D2). */
export const TOKEN_HEADER = TOKEN_STORAGE_KEY;

/** Name of the request header naming the caller's language (D30). */
export const LANGUAGE_HEADER = 'Accept-Language';

/** Default base URL of the backend (spec 000 §7). */
export const DEFAULT_BASE_URL = '/api';

export interface ApiClientOptions {
  /** Base URL of the backend; `/api` by default. */
  baseURL?: string;
  /** Returns the current token, sent in the `Access-Token` header of every call; none when empty. */
  getToken?: () => string | null | undefined;
  /**
   * Returns the language the person reads (a BCP 47 tag such as `en-US`), sent in the `Accept-Language`
   * header of every call so that the server answers `msg` in it (D30); none when empty (the server then
   * answers zh-CN). A language given later with `setLanguage` wins.
   */
  getLanguage?: () => string | null | undefined;
  /** Called once per burst of HTTP 401 answers (see `UNAUTHORIZED_BURST_WINDOW_MS`). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called on every HTTP 403 answer with its error (the server's msg is in `error.msg`). */
  onForbidden?: (error: ApiError) => void;
  /** Request timeout in ms; 300000 by default (spec 000 §9). */
  timeout?: number;
  /** The `fetch` to send through: the global one by default, e.g. a recording wrapper in tests. */
  fetch?: FetchFunction;
  /** Window of a 401 burst in ms; 3000 by default. */
  unauthorizedWindowMs?: number;
}

type Send = (
  route: Route,
  input: unknown,
  options: CallOptions | UploadOptions | undefined,
) => Promise<unknown>;

function bindGroup(node: RouteTree, send: Send): Record<string, unknown> {
  const group: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    group[key] = isRoute(value)
      ? (input?: unknown, options?: CallOptions | UploadOptions) => send(value, input, options)
      : bindGroup(value, send);
  }
  return group;
}

/**
 * Creates the typed client of the whole contract around one transport (`fetch`). Every function
 * resolves to the unwrapped answer (`data`, a page, or a file) and rejects with an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const {
    baseURL = DEFAULT_BASE_URL,
    getToken,
    getLanguage,
    onUnauthorized,
    onForbidden,
    timeout = REQUEST_TIMEOUT_MS,
    fetch,
    unauthorizedWindowMs = UNAUTHORIZED_BURST_WINDOW_MS,
  } = options;
  // The language a provider set (OnsiteProvider follows its language switch), else the option's.
  let language: string | null = null;
  const http = createHttp({
    baseURL,
    timeout,
    fetch,
    headers: () => {
      const headers: Record<string, string> = {};
      const token = getToken?.();
      if (token) headers[TOKEN_HEADER] = token;
      const tag = language ?? getLanguage?.();
      if (tag) headers[LANGUAGE_HEADER] = tag;
      return headers;
    },
  });
  const gate = createUnauthorizedGate(unauthorizedWindowMs);

  const send: Send = async (route, input, callOptions) => {
    try {
      let result: unknown;
      if (route.kind === 'blob') result = await sendBlob(http, route, input, callOptions);
      else if (route.kind === 'upload') result = await sendUpload(http, route, input, callOptions);
      else result = await sendJson(http, route, input, callOptions);
      gate.reset();
      return result;
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.kind === 'unauthorized') {
        if (gate.shouldNotify()) onUnauthorized?.(error);
      } else if (error.kind === 'business' || error.kind === 'forbidden') {
        // The server knew the token: a later 401 starts a new burst.
        gate.reset();
        if (error.kind === 'forbidden') onForbidden?.(error);
      }
      throw error;
    }
  };

  // The groups are built from the route table at run time; their types come from the contract's.
  const groups = bindGroup(ROUTES, send) as ClientOf<Contract>;
  return {
    ...groups,
    /**
     * Sets the language of the following calls' `Accept-Language` (D30): OnsiteProvider calls it with
     * its language, so an embedding host's client follows the switch. `null` goes back to `getLanguage`.
     */
    setLanguage(next: string | null): void {
      language = next === '' ? null : next;
    },
    /** The language the next call names in `Accept-Language` (null: none, the server answers zh-CN). */
    language(): string | null {
      return language ?? getLanguage?.() ?? null;
    },
    /**
     * Link of a stored file with the current token (D2), for `<a href>` or `window.open`. Kept for
     * compatibility: the token rides in the URL. Show pictures with `fetchStoredFile`, link files
     * with `ticketedDownloadUrl`.
     */
    downloadUrl(fileName: string): string {
      return buildDownloadUrl(baseURL, fileName, getToken?.());
    },
    /**
     * A one-time link of a stored file (a ticket valid 60 s, bound to the file and the session):
     * the token stays out of the URL, browser history and server logs. Prefer it to `downloadUrl`.
     */
    async ticketedDownloadUrl(fileName: string): Promise<string> {
      const link = await groups.dfs.downloadLink({ fileName });
      return `${baseURL.replace(/\/$/, '')}${link.url}`;
    },
    /**
     * The bytes of a stored file (`/dfs/download`), asked for with the token in the `Access-Token`
     * header, never in the URL (issue 14 item 8): show a picture through `URL.createObjectURL` of it.
     * Rejects with an `ApiError` like every call (a 401 reaches `onUnauthorized`).
     */
    async fetchStoredFile(fileName: string, options?: CallOptions): Promise<Blob> {
      const file = await groups.dfs.download({ fileName }, options);
      return file.blob;
    },
  };
}

/**
 * The client's type: every group of the contract plus `setLanguage`, `language`, `downloadUrl`, `ticketedDownloadUrl`,
 * `fetchStoredFile`.
 */
export type ApiClient = ReturnType<typeof createApiClient>;
