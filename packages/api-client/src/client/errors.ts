import { type HttpResponse, TransportError } from './http';

/**
 * Why a call failed (DESIGN.md Contract):
 * - `business`: the server answered `code` ≠ 0 (HTTP 200, or a 4xx/5xx carrying an envelope);
 * - `unauthorized`: HTTP 401 (missing or expired token);
 * - `forbidden`: HTTP 403 (the user may not do this);
 * - `network`: no usable answer (connection failed, aborted, or a non-envelope error page);
 * - `timeout`: no answer within the client's timeout.
 */
export const API_ERROR_KINDS = ['business', 'unauthorized', 'forbidden', 'network', 'timeout'] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** `code` of a failure that has no server code (network, timeout, malformed answer). */
export const NO_SERVER_CODE = -1;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: number;
  msg: string;
  /** HTTP status of the answer; null when none arrived. */
  httpStatus: number | null;
  cause?: unknown;
}

/** The one error every call rejects with. The client shows nothing: the caller decides (spec 000 §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's `code`, else the HTTP status, else {@link NO_SERVER_CODE}. */
  readonly code: number;
  /** The server's `msg` when it sent one, else a technical English description. */
  readonly msg: string;
  readonly httpStatus: number | null;

  constructor(init: ApiErrorInit) {
    super(`${init.kind}: ${init.msg}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.httpStatus = init.httpStatus;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

interface EnvelopeStatus {
  code: number;
  msg: string;
}

/** Reads `{ code, msg }` from a JSON body, a JSON text or JSON bytes (blob calls). */
export function readEnvelopeStatus(body: unknown): EnvelopeStatus | null {
  const value = decodeJson(body);
  if (typeof value !== 'object' || value === null) return null;
  const { code, msg } = value as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '' };
}

/** Parses JSON out of text or bytes; other values are returned as they are. */
export function decodeJson(body: unknown): unknown {
  let text: string | null = null;
  if (typeof body === 'string') text = body;
  else if (body instanceof ArrayBuffer) text = new TextDecoder().decode(body);
  else if (ArrayBuffer.isView(body)) {
    text = new TextDecoder().decode(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  }
  if (text === null) return body;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Turns whatever a request threw into an {@link ApiError}. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof TransportError) {
    return new ApiError({
      kind: error.reason,
      code: NO_SERVER_CODE,
      msg: error.message,
      httpStatus: null,
      cause: error,
    });
  }
  const msg = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', code: NO_SERVER_CODE, msg, httpStatus: null, cause: error });
}

/** True for an HTTP status the client reads as a refusal or a failure (anything but 2xx). */
export function isFailureStatus(status: number): boolean {
  return status < 200 || status > 299;
}

/** The {@link ApiError} of an answer whose HTTP status is not 2xx. */
export function errorOfResponse(response: HttpResponse): ApiError {
  const status = readEnvelopeStatus(response.data);
  const httpStatus = response.status;
  if (httpStatus === 401 || httpStatus === 403) {
    return new ApiError({
      kind: httpStatus === 401 ? 'unauthorized' : 'forbidden',
      code: status?.code ?? httpStatus,
      msg: status?.msg || (httpStatus === 401 ? 'Unauthorized' : 'Forbidden'),
      httpStatus,
    });
  }
  if (status !== null) {
    return new ApiError({ kind: 'business', code: status.code, msg: status.msg, httpStatus });
  }
  return new ApiError({
    kind: 'network',
    code: httpStatus,
    msg: response.statusText || `HTTP ${httpStatus}`,
    httpStatus,
  });
}
