import type { Static, TArray, TObject, TSchema } from 'typebox';
import type { AnyCall, BlobCall, UploadCall } from '../contract/define';

type Simplify<T> = { [K in keyof T]: T[K] };
type Empty = Record<never, never>;
type StaticField<C, K extends string> = C extends { readonly [P in K]: infer S extends TSchema }
  ? Static<S>
  : Empty;

/** A page of a paged list (spec 000 §3 Paging response). */
export interface Page<Row> {
  rows: Row[];
  total: number;
  pageNum: number;
}

/** A file answered by a blob call. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (RFC 5987 `filename*` first), else the call's default name. */
  fileName: string;
}

/** The file of an upload call. */
export interface UploadFile {
  file: Blob;
  /** Name sent with the file; defaults to the File's own name. */
  fileName?: string;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the request (TanStack Query passes one). */
  signal?: AbortSignal;
}

/** Options of an upload call. */
export interface UploadOptions extends CallOptions {
  /** Called with 0–100 as the file is sent; ends with 100 on success. */
  onProgress?: (percent: number) => void;
}

/**
 * The single argument of a call: path params, query and body fields merged into one object, or
 * the array itself for a call whose body is a JSON array.
 */
export type CallInput<C extends AnyCall> = C extends UploadCall
  ? Simplify<StaticField<C, 'params'> & StaticField<C, 'query'> & UploadFile>
  : C extends { readonly body: infer B extends TArray }
    ? Static<B>
    : Simplify<StaticField<C, 'params'> & StaticField<C, 'query'> & StaticField<C, 'body'>>;

type Unwrap<R> = R extends { rows: (infer Row)[]; total: number; pageNum: number }
  ? Page<Row>
  : R extends { data: infer D }
    ? D
    : never;

/** What a call resolves to: `data`, a {@link Page}, or a {@link DownloadedFile}. */
export type CallResult<C extends AnyCall> = C extends BlobCall
  ? C extends { readonly responseHeaders: infer H extends TObject }
    ? DownloadedFile & { headers: Static<H> }
    : DownloadedFile
  : C extends { readonly response: infer R extends TSchema }
    ? Unwrap<Static<R>>
    : never;

type OptionsOf<C extends AnyCall> = C extends UploadCall ? UploadOptions : CallOptions;

/** The typed function of one call. */
export type CallFunction<C extends AnyCall> = [keyof CallInput<C>] extends [never]
  ? (input?: Empty, options?: OptionsOf<C>) => Promise<CallResult<C>>
  : Empty extends CallInput<C>
    ? (input?: CallInput<C>, options?: OptionsOf<C>) => Promise<CallResult<C>>
    : (input: CallInput<C>, options?: OptionsOf<C>) => Promise<CallResult<C>>;

/** The client's groups and functions, mirroring a contract object. */
export type ClientOf<T> = {
  readonly [K in keyof T]: T[K] extends AnyCall ? CallFunction<T[K]> : ClientOf<T[K]>;
};
