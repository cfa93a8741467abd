import type { AxiosInstance, AxiosResponse } from 'axios';
import {
  type AnyCall,
  type BlobCall,
  isPageCall,
  type JsonCall,
  schemaKeys,
  type UploadCall,
} from '../contract/define';
import { baseName, fileNameFromContentDisposition } from './download';
import { ApiError, decodeJson, NO_SERVER_CODE, readEnvelopeStatus, readHeader } from './errors';
import type { CallOptions, UploadOptions } from './types';

type Fields = Record<string, unknown>;

/** An HTTP request derived from a call and its input. */
export interface PreparedRequest {
  method: AnyCall['method'];
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
export function prepareRequest(call: AnyCall, input: unknown): PreparedRequest {
  if (Array.isArray(input)) return { method: call.method, url: call.path, params: undefined, data: input };
  const fields: Fields = typeof input === 'object' && input !== null ? { ...(input as Fields) } : {};
  const paramKeys = schemaKeys(call.params);
  const url = fillPath(call.path, fields);
  const rest = omit(fields, paramKeys);
  const hasBody = call.kind === 'json' && call.body !== undefined;
  if (call.kind === 'upload') {
    return { method: call.method, url, params: pick(rest, schemaKeys(call.query)), data: undefined };
  }
  if (hasBody && call.query !== undefined) {
    const queryKeys = schemaKeys(call.query);
    return { method: call.method, url, params: pick(rest, queryKeys), data: omit(rest, queryKeys) };
  }
  if (hasBody) return { method: call.method, url, params: undefined, data: rest };
  return { method: call.method, url, params: call.query === undefined ? undefined : rest, data: undefined };
}

/** Unwraps a JSON envelope: `data`, or `{ rows, total, pageNum }` of a page; code ≠ 0 throws. */
export function unwrapEnvelope(call: JsonCall | UploadCall, response: AxiosResponse): unknown {
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
  if (isPageCall(call)) {
    return {
      rows: Array.isArray(body.rows) ? body.rows : [],
      total: Number(body.total ?? 0),
      pageNum: Number(body.pageNum ?? 1),
    };
  }
  return body.data === undefined ? null : body.data;
}

export async function sendJson(
  http: AxiosInstance,
  call: JsonCall,
  input: unknown,
  options: CallOptions = {},
) {
  const request = prepareRequest(call, input);
  // A POST without a body claims no content type: axios would send a form type in Node, which a
  // server without a form parser refuses (415) although there is nothing to parse.
  const headers = request.data === undefined ? { 'Content-Type': false } : undefined;
  const response = await http.request({ ...request, headers, signal: options.signal });
  return unwrapEnvelope(call, response);
}

export async function sendUpload(
  http: AxiosInstance,
  call: UploadCall,
  input: unknown,
  options: UploadOptions = {},
) {
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
  const request = prepareRequest(call, omit(fields, ['file', 'fileName']));
  const { onProgress } = options;
  let lastPercent = -1;
  const report = (percent: number) => {
    if (onProgress === undefined || percent === lastPercent) return;
    lastPercent = percent;
    onProgress(percent);
  };
  const response = await http.request({
    ...request,
    data: form,
    signal: options.signal,
    onUploadProgress: (event) => {
      if (event.total) report(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
  const result = unwrapEnvelope(call, response);
  report(100);
  return result;
}

export async function sendBlob(
  http: AxiosInstance,
  call: BlobCall,
  input: unknown,
  options: CallOptions = {},
) {
  const request = prepareRequest(call, input);
  const response = await http.request<ArrayBuffer>({
    ...request,
    responseType: 'arraybuffer',
    signal: options.signal,
  });
  const contentType = readHeader(response.headers, 'content-type') ?? '';
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
    fileNameFromContentDisposition(readHeader(response.headers, 'content-disposition')) ??
    (typeof requested === 'string' ? baseName(requested) : call.fileName);
  const blob = new Blob([response.data], { type: contentType || call.produces });
  if (call.responseHeaders === undefined) return { blob, fileName };
  const headers: Record<string, string> = {};
  for (const key of schemaKeys(call.responseHeaders)) headers[key] = readHeader(response.headers, key) ?? '';
  return { blob, fileName, headers };
}
