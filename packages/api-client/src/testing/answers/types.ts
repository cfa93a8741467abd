import type { CurrentUser } from '@onsite/domain';
import type { CallInput, CallResult, Page } from '../../client/types';
import type { AnyCall, BlobCall, UploadCall } from '../../contract/define';
import type { ProfileName } from '../fixtures/users';

/** What an answer knows about the request besides its input. */
export interface AnswerContext {
  /** The profile the handlers were created for (its user is the signed-in user). */
  profile: ProfileName;
  user: CurrentUser;
  request: Request;
}

/** A file answer of a blob call. */
export interface FileAnswer {
  body: string | Uint8Array;
  contentType: string;
  /** Sent as Content-Disposition with an RFC 5987 `filename*`. */
  fileName?: string;
  headers?: Record<string, string>;
}

/** The validated input of a call as a handler sees it (an upload's file is a `File`). */
export type AnswerInput<C extends AnyCall> = C extends UploadCall
  ? Omit<CallInput<C>, 'file' | 'fileName'> & { file: File }
  : CallInput<C>;

/** A page call may answer all its rows (the handler pages them) or a ready page. */
type AnswerData<C extends AnyCall> =
  CallResult<C> extends Page<infer Row> ? Row[] | Page<Row> : CallResult<C>;

/** The happy-path answer of one call. */
export type Answer<C extends AnyCall> = C extends BlobCall
  ? (input: AnswerInput<C>, context: AnswerContext) => FileAnswer
  : (input: AnswerInput<C>, context: AnswerContext) => AnswerData<C>;

/** An answer for every call of a contract group: a missing one does not compile. */
export type AnswersOf<T> = {
  [K in keyof T]: T[K] extends AnyCall ? Answer<T[K]> : AnswersOf<T[K]>;
};
