import { type Locale, localeFromAcceptLanguage } from '@onsite/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language the caller reads (issue 16 item 6): the `Accept-Language` header the console sends
 * with every call, zh-CN when it names none of the four (the spec's texts are zh-CN).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}
