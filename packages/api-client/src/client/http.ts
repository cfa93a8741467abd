/**
 * The client's transport: `fetch` with a timeout, an abort signal and the caller's headers, and an
 * `XMLHttpRequest` for an upload whose progress is shown (fetch cannot report upload progress). It
 * replaces axios (issue 19): the client used it only as a transport, and its 24 KiB (gzip) weighed on
 * the login page.
 */

/** The `fetch` the client sends through: the global one by default, a recording one in tests. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Path below the base URL, already filled. */
  url: string;
  /** Query fields; undefined and null are left out. */
  query?: Record<string, unknown> | undefined;
  /** A JSON value, or the form of an upload. */
  body?: unknown;
  /** Read the answer as bytes (a file) instead of as JSON. */
  binary?: boolean;
  signal?: AbortSignal | undefined;
  /** Upload progress, 0–1. */
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

/** An answer of any HTTP status; `data` is parsed JSON, the text when it is not JSON, or bytes. */
export interface HttpResponse {
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
}

/** No answer arrived: the connection failed, the caller aborted, or the timeout passed. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    readonly reason: 'network' | 'timeout',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface HttpOptions {
  baseURL: string;
  /** Milliseconds before a call fails as a timeout; 0 for none. */
  timeout: number;
  /** Headers of every request (the token, the language), asked for at each call. */
  headers: () => Record<string, string>;
  fetch?: FetchFunction | undefined;
}

function joinURL(baseURL: string, url: string, query: Record<string, unknown> | undefined): string {
  const joined = `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (query === undefined) return joined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text === '' ? joined : `${joined}${joined.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response, binary: boolean): Promise<unknown> {
  if (binary) return response.arrayBuffer();
  const text = await response.text();
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Links a caller's signal and the timeout into one signal, and says which of them fired. */
function deadline(timeout: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    failure(cause: unknown): TransportError {
      if (timedOut) return new TransportError('timeout', `timeout of ${timeout}ms exceeded`, { cause });
      if (signal?.aborted) return new TransportError('network', 'canceled', { cause });
      const message = cause instanceof Error ? cause.message : String(cause);
      return new TransportError('network', message || 'Network Error', { cause });
    },
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

function headersOf(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** What of `XMLHttpRequest` an upload uses (the server's Node types have no DOM). */
interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  getAllResponseHeaders(): string;
  abort(): void;
  send(body: FormData): void;
}

/** The browser's XMLHttpRequest; undefined in Node. */
const uploadRequest = () => (globalThis as { XMLHttpRequest?: new () => UploadRequest }).XMLHttpRequest;

/** An upload through XMLHttpRequest, which reports how much of the form has been sent. */
function sendWithProgress(
  Request: new () => UploadRequest,
  url: string,
  request: HttpRequest,
  headers: Record<string, string>,
  limit: ReturnType<typeof deadline>,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new Request();
    xhr.open(request.method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the text stays, the envelope check refuses it
      }
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: headersOf(xhr.getAllResponseHeaders()),
        data,
      });
    };
    xhr.onerror = () => reject(limit.failure(new Error('Network Error')));
    xhr.onabort = () => reject(limit.failure(new Error('canceled')));
    limit.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body as FormData);
  });
}

/** Sends requests below a base URL; rejects only with a {@link TransportError} (no answer). */
export function createHttp(options: HttpOptions) {
  return async function send(request: HttpRequest): Promise<HttpResponse> {
    const url = joinURL(options.baseURL, request.url, request.query);
    const headers = options.headers();
    const form = typeof FormData !== 'undefined' && request.body instanceof FormData;
    let body: string | FormData | undefined;
    if (form) body = request.body as FormData;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['Content-Type'] = 'application/json';
    }
    const limit = deadline(options.timeout, request.signal);
    try {
      if (form && request.onUploadProgress !== undefined && options.fetch === undefined) {
        const Request = uploadRequest();
        if (Request !== undefined) return await sendWithProgress(Request, url, request, headers, limit);
      }
      const send = options.fetch ?? globalThis.fetch.bind(globalThis);
      let response: Response;
      try {
        response = await send(url, { method: request.method, headers, body, signal: limit.signal });
      } catch (cause) {
        throw limit.failure(cause);
      }
      try {
        const data = await readBody(response, request.binary === true);
        return { status: response.status, statusText: response.statusText, headers: response.headers, data };
      } catch (cause) {
        throw limit.failure(cause);
      }
    } finally {
      limit.done();
    }
  };
}

export type Http = ReturnType<typeof createHttp>;
