import type { TArray, TObject, TSchema } from 'typebox';

/** HTTP methods the backend uses: it reads with GET and changes with POST (spec 000 §7). */
export type HttpMethod = 'GET' | 'POST';

/** How a call's answer travels: a JSON envelope, a binary file, or a JSON envelope after an upload. */
export type CallKind = 'json' | 'blob' | 'upload';

/**
 * Where a path comes from: given by the spec, named as a helper of a family list in the spec
 * (000 §7.9) with its exact form chosen by us, or chosen by us for a call the spec names only (D7).
 */
export type PathOrigin = 'spec' | 'family' | 'chosen';

/** Where a payload comes from: shown by the spec, decided by D13, chosen by us, or no payload. */
export type PayloadOrigin = 'spec' | 'D13' | 'chosen' | 'none';

/** Documentation of a call, rendered into the package README's table. */
export interface CallDoc {
  /** What the call does, in one line. */
  readonly summary: string;
  readonly path: PathOrigin;
  readonly payload: PayloadOrigin;
}

interface CallBase {
  readonly method: HttpMethod;
  /** Path below the base URL; `:name` marks a path parameter declared in `params`. */
  readonly path: string;
  readonly params?: TObject;
  readonly query?: TObject;
  readonly doc: CallDoc;
}

/** A call answering `{ code, msg, data }` or `{ code, msg, rows, total, pageNum }`. */
export interface JsonCall extends CallBase {
  readonly kind: 'json';
  readonly body?: TObject | TArray;
  readonly response: TSchema;
}

/** A call answering a file (Excel export, captcha image, stored file). */
export interface BlobCall extends CallBase {
  readonly kind: 'blob';
  /** MIME type of the answer, e.g. an xlsx workbook. */
  readonly produces: string;
  /** File name used when the answer has no Content-Disposition. */
  readonly fileName: string;
  /** Response headers the caller needs (lower-case names), e.g. the captcha's uuid. */
  readonly responseHeaders?: TObject;
}

/** A multipart upload of one file in the field `file`, answering a JSON envelope. */
export interface UploadCall extends CallBase {
  readonly kind: 'upload';
  readonly response: TSchema;
  /** Allowed file extensions (lower case, no dot) and the largest accepted size. */
  readonly file: { readonly extensions: readonly string[]; readonly maxBytes: number };
}

export type AnyCall = JsonCall | BlobCall | UploadCall;

type JsonCallSpec = Omit<JsonCall, 'kind'> & { readonly kind?: 'json' };

/** The definition as written: `kind` may be left out for a JSON call. */
export type CallSpec = JsonCallSpec | BlobCall | UploadCall;

/** The definition with its `kind` filled in. */
export type DefinedCall<C extends CallSpec> = C extends { readonly kind: CallKind }
  ? C
  : C & { readonly kind: 'json' };

/**
 * Describes one call as plain data. A server iterates the contract to register each route with
 * the same schemas; the client derives a typed function from it.
 */
export function defineCall<const C extends CallSpec>(spec: C): DefinedCall<C> {
  return { kind: 'json', ...spec } as DefinedCall<C>;
}

/** True when a contract node is a call rather than a group of calls. */
export function isCall(node: unknown): node is AnyCall {
  if (typeof node !== 'object' || node === null) return false;
  const candidate = node as Partial<AnyCall>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'doc' in candidate;
}

/** True when a JSON or upload call answers a page (`rows`, `total`, `pageNum`). */
export function isPageCall(call: AnyCall): boolean {
  if (call.kind === 'blob') return false;
  const properties = (call.response as { properties?: Record<string, unknown> }).properties;
  return properties !== undefined && 'rows' in properties;
}

/** Names of the properties of an object schema. */
export function schemaKeys(schema: TObject | undefined): string[] {
  return schema === undefined ? [] : Object.keys(schema.properties);
}
