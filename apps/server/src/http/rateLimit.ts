import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The one registration of @fastify/rate-limit (shared by every limited route: uploads here, sign-in
 * calls may add their own `config.rateLimit`). Not global: only routes that ask are limited. A
 * refusal answers the `{ code, msg }` envelope with HTTP 429 and a Chinese message.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      msg: `操作过于频繁，请 ${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后再试`,
    }),
  });
}

/** Who an upload's limit counts: the session token when present, else the address. */
const uploaderKey = (request: FastifyRequest) => {
  const token = request.headers['access-token'];
  return typeof token === 'string' && token !== '' ? `token:${token}` : `ip:${request.ip}`;
};

/** Uploads: at most 20 per minute per session (ASVS 12.1.1 against floods). */
export const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: uploaderKey } as const;
