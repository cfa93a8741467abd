import rateLimit from '@fastify/rate-limit';
import { type AnyCall, contract } from '@onsite/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { ApiFailure } from './errors';

/** The window of the address limits: requests per minute. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Requests per minute and client address of each public sign-in, SMS and registration call, as a
 * share of `config.authRateLimit` (30 by default): sign-in and code look-ups the whole limit, calls
 * that send an SMS or create an account a third, the captcha picture twice as many (issue 14).
 */
function limitsOf(config: ServerConfig): [AnyCall, number][] {
  const full = config.authRateLimit;
  const third = Math.max(1, Math.floor(full / 3));
  const a = contract.auth;
  return [
    [a.login, full],
    [a.byPhonenumLogin, full],
    [a.registrationCode, full],
    [a.captcha, full * 2],
    [a.sms, third],
    [a.sendIdCode, third],
    [a.sendRegisterCode, third],
    [a.forgetPwd, third],
    [a.addEmployee, third],
    [a.addEnterprise, third],
  ];
}

/**
 * The one registration of `@fastify/rate-limit`, on the sign-in and registration calls (and any
 * route that asks with its own `config.rateLimit`, as the upload does) (`global: false`; the other
 * calls need a session): a request over the limit answers HTTP 429 `{ code: 429, msg }` in Chinese.
 * Register it before the routes: its onRoute hook reads each route's `config.rateLimit`.
 */
export async function authRateLimit(api: FastifyInstance, config: ServerConfig): Promise<void> {
  const limits = new Map(limitsOf(config).map(([call, max]) => [`${call.method} ${call.path}`, max]));
  api.addHook('onRoute', (routeOptions) => {
    const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
    const max = methods.map((method) => limits.get(`${method} ${routeOptions.routePath}`)).find(Boolean);
    if (max !== undefined) {
      routeOptions.config = { ...routeOptions.config, rateLimit: { max, timeWindow: RATE_WINDOW_MS } };
    }
  });
  await api.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiFailure(429, 429, `请求过于频繁，请 ${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后再试`),
  });
}

/** Who an upload's limit counts: the session token when present, else the address. */
const uploaderKey = (request: FastifyRequest) => {
  const token = request.headers['access-token'];
  return typeof token === 'string' && token !== '' ? `token:${token}` : `ip:${request.ip}`;
};

/** Uploads: at most 20 per minute per session (ASVS 12.1.1 against floods). */
export const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: uploaderKey } as const;
