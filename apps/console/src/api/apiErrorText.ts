import { isApiError } from '@onsite/api-client';
import type { TFunction } from 'i18next';

/**
 * The text to show for a failed call (spec 000 §8): the server's `msg` of a business failure,
 * otherwise 系统错误，请稍后再试. Null for 401 and 403, which the client's hooks already announced.
 */
export function apiErrorText(error: unknown, t: TFunction<'console'>): string | null {
  if (isApiError(error)) {
    if (error.kind === 'unauthorized' || error.kind === 'forbidden') return null;
    if (error.kind === 'business' && error.msg.trim() !== '') return error.msg;
  }
  return t('errors.systemError');
}
