import { baseName, fileNameFromContentDisposition } from './download';
import {
  ApiError,
  decodeJson,
  errorOfResponse,
  isFailureStatus,
  NO_SERVER_CODE,
  readEnvelopeStatus,
} from './errors';
import type { Http, HttpResponse } from './http';
import type { Route } from './route';
import type { CallOptions, UploadOptions } from './types';

type Fields = Record<string, unknown>;

/** An HTTP request derived from a call and its input. */
export interface PreparedRequest {
  method: Route['method'];
  url: string;
  params: Fields | undefined;
  data: unknown;
}

function pick(fields: Fields, keys: readonly string[]): Fields {
  const picked: Fields = {};
  for (const key of keys) if (fields[key] !== undefined) picked[key] = fields[key];
  return picked;
}

function omit(fields: Fields, keys: readonly string[]): Fields {
  const rest: Fields = { ...fields };
  for (const key of keys) delete rest[key];
  return rest;
}

/** Fills `:name` segments of a path from the input. */
export function fillPath(path: string, fields: Fields): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') {
      throw new ApiError({
        kind: 'network',
        code: NO_SERVER_CODE,
        msg: `Missing path parameter ${name}`,
        httpStatus: null,
      });
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Splits the one input object of a call: path params fill the path; with both a query and a body
 * the query's own keys go to the query and the rest to the body; otherwise everything left goes
 * to whichever of the two the call has. An array input is the body.
 */
export function prepareRequest(route: Route, input: unknown): PreparedRequest {
  if (Array.isArray(input)) return { method: route.method, url: route.path, params: undefined, data: input };
  const fields: Fields = typeof input === 'object' && input !== null ? { ...(input as Fields) } : {};
  const url = fillPath(route.path, fields);
  const rest = omit(fields, route.params ?? []);
  if (route.kind === 'upload') {
    return { method: route.method, url, params: pick(rest, route.query ?? []), data: undefined };
  }
  if (route.body && route.query !== undefined) {
    return { method: route.method, url, params: pick(rest, route.query), data: omit(rest, route.query) };
  }
  if (route.body) return { method: route.method, url, params: undefined, data: rest };
  return { method: route.method, url, params: route.query === undefined ? undefined : rest, data: undefined };
}

/** Sends a prepared request; an answer with a status other than 2xx rejects with its {@link ApiError}. */
async function exchange(
  http: Http,
  request: PreparedRequest,
  extra: { binary?: boolean; signal?: AbortSignal | undefined; body?: FormData },
  onUploadProgress?: (fraction: number) => void,
): Promise<HttpResponse> {
  const response = await http({
    method: request.method,
    url: request.url,
    query: request.params,
    body: extra.body ?? request.data,
    binary: extra.binary,
    signal: extra.signal,
    onUploadProgress,
  });
  if (isFailureStatus(response.status)) throw errorOfResponse(response);
  return response;
}

/** Unwraps a JSON envelope: `data`, or `{ rows, total, pageNum }` of a page; code ≠ 0 throws. */
export function unwrapEnvelope(route: Route, response: HttpResponse): unknown {
  const status = readEnvelopeStatus(response.data);
  if (status === null) {
    throw new ApiError({
      kind: 'network',
      code: NO_SERVER_CODE,
      msg: 'The answer is not a { code, msg } envelope',
      httpStatus: response.status,
    });
  }
  if (status.code !== 0) {
    throw new ApiError({ kind: 'business', code: status.code, msg: status.msg, httpStatus: response.status });
  }
  const body = decodeJson(response.data) as Fields;
  if (route.page) {
    return {
      rows: Array.isArray(body.rows) ? body.rows : [],
      total: Number(body.total ?? 0),
      pageNum: Number(body.pageNum ?? 1),
    };
  }
  return body.data === undefined ? null : body.data;
}

export async function sendJson(http: Http, route: Route, input: unknown, options: CallOptions = {}) {
  // A POST without a body sends no content type: a server without a form parser would refuse it.
  const response = await exchange(http, prepareRequest(route, input), { signal: options.signal });
  return unwrapEnvelope(route, response);
}

export async function sendUpload(http: Http, route: Route, input: unknown, options: UploadOptions = {}) {
  const fields = (input ?? {}) as Fields & { file?: unknown; fileName?: unknown };
  const file = fields.file;
  if (!(file instanceof Blob)) {
    throw new ApiError({
      kind: 'network',
      code: NO_SERVER_CODE,
      msg: 'An upload needs a File or Blob',
      httpStatus: null,
    });
  }
  const name =
    typeof fields.fileName === 'string' ? fields.fileName : file instanceof File ? file.name : 'file';
  const form = new FormData();
  form.append('file', file, name);
  const request = prepareRequest(route, omit(fields, ['file', 'fileName']));
  const { onProgress } = options;
  let lastPercent = -1;
  const report = (percent: number) => {
    if (onProgress === undefined || percent === lastPercent) return;
    lastPercent = percent;
    onProgress(percent);
  };
  const response = await exchange(
    http,
    request,
    { body: form, signal: options.signal },
    onProgress === undefined ? undefined : (fraction) => report(Math.min(100, Math.round(fraction * 100))),
  );
  const result = unwrapEnvelope(route, response);
  report(100);
  return result;
}

export async function sendBlob(http: Http, route: Route, input: unknown, options: CallOptions = {}) {
  const response = await exchange(http, prepareRequest(route, input), {
    binary: true,
    signal: options.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (/json/i.test(contentType)) {
    // A file call answers an envelope only to refuse (e.g. nothing to export).
    const status = readEnvelopeStatus(response.data);
    if (status !== null && status.code !== 0) {
      throw new ApiError({
        kind: 'business',
        code: status.code,
        msg: status.msg,
        httpStatus: response.status,
      });
    }
  }
  const requested =
    typeof (input as Fields | undefined)?.fileName === 'string' ? (input as Fields).fileName : null;
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition') ?? undefined) ??
    (typeof requested === 'string' ? baseName(requested) : (route.fileName ?? 'download'));
  const blob = new Blob([response.data as ArrayBuffer], { type: contentType || route.produces });
  if (route.headers === undefined) return { blob, fileName };
  const headers: Record<string, string> = {};
  for (const key of route.headers) headers[key] = response.headers.get(key) ?? '';
  return { blob, fileName, headers };
}
