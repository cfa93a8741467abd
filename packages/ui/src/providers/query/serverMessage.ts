import { isApiError } from '@onsite/api-client';

/**
 * The message a person should read for a failed call (spec 000 §8): the server's `msg` when it
 * refused (a non-zero code, or HTTP 403 with its message); null for anything else (network,
 * time-out, a bug), which the caller shows as 系统错误，请稍后再试.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if ((error.kind === 'business' || error.kind === 'forbidden') && error.msg.trim() !== '') return error.msg;
  return null;
}
