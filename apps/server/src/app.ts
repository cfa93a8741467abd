import { existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { userOfToken } from './auth/sessions';
import type { ServerConfig } from './config';
import { uploadQuotaBytes } from './core/settings';
import type { Db } from './db/database';
import { storedBytesOf } from './enterprise/storage';
import { registerCors } from './http/cors';
import { registerApiCompression, registerConsole } from './http/delivery';
import { ApiFailure } from './http/errors';
import { requestLocale } from './http/language';
import { lazyValidatorCompilers } from './http/lazyValidators';
import { authRateLimit } from './http/rateLimit';
import { type RouteDefinition, registerRoutes } from './http/routes';
import { loggerOptions, redactUrl, registerSecurityHeaders, SERVER_LIMITS, trimNames } from './http/security';
import { readUpload } from './http/uploads';
import { validationMessage } from './http/validationMessage';
import { localize, type Message, type MessageId, message } from './i18n/localize';

/** The message of a framework refusal (malformed JSON, unsupported type, timeout …). */
function frameworkMessage(status: number, code: string | undefined): MessageId {
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return '不支持的请求内容类型';
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return '请求体不能为空';
  if (code?.startsWith('FST_ERR_CTP') || status === 400) return '请求体格式不正确（应为合法的 JSON）';
  if (status === 408) return '请求超时，请稍后再试';
  if (status === 404) return '接口不存在';
  if (status === 405) return '不支持的请求方法';
  return '请求不合法';
}

export interface AppDependencies {
  config: ServerConfig;
  db: Db;
  /** Every implemented call of the contract. */
  routes: readonly RouteDefinition[];
  /** Extra plugins under `/api` (the live channel). */
  plugins?: ((api: FastifyInstance) => Promise<void> | void)[];
  /** Clock of the server, replaceable in tests (session expiry, auto-cancel). */
  now?: () => number;
  /** Fastify's pino request log (redacted, see `loggerOptions`); off in tests. */
  logger?: boolean;
}

const LARGEST_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The reference API under `/api`, the WebSocket, and the built console when present. */
export async function buildApp({
  config,
  db,
  routes,
  plugins = [],
  now = Date.now,
  logger = false,
}: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(logger),
    connectionTimeout: SERVER_LIMITS.connectionTimeout,
    requestTimeout: SERVER_LIMITS.requestTimeout,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout,
    bodyLimit: SERVER_LIMITS.bodyLimit,
    schemaController: lazyValidatorCompilers(),
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: false,
        useDefaults: true,
        allErrors: false,
        // Money is validated to the fen with multipleOf 0.01; floating point needs a tolerance.
        multipleOfPrecision: 4,
      },
    },
  });
  app.server.headersTimeout = SERVER_LIMITS.headersTimeout;

  // The one place a failure's `{ code, msg }` is written: msg in the caller's language (D30).
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    const answer = (status: number, code: number, text: string | Message) =>
      reply.code(status).send({ code, msg: localize(text, requestLocale(request)) });
    if (error instanceof ApiFailure) return answer(error.httpStatus, error.code, error.message);
    if (error.validation) {
      return answer(400, 400, validationMessage(error.validation, error.validationContext));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return answer(413, 413, message('文件或请求体过大'));
    }
    if (error.statusCode === 429) {
      const msg = (error as { msg?: unknown }).msg;
      return answer(429, 429, typeof msg === 'string' ? msg : message('操作过于频繁，请稍后再试'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Framework refusals (bad JSON, wrong content type, timeouts) answer from the catalogue, never Fastify's English.
      return answer(
        error.statusCode,
        error.statusCode,
        /[\u4e00-\u9fff]/.test(error.message)
          ? error.message
          : { id: frameworkMessage(error.statusCode, error.code) },
      );
    }
    // A 500 is always logged with its cause, even when the request log is off.
    if (logger) request.log.error({ err: error, cause: error.cause }, 'request failed');
    else console.error('[onsite] 500', request.method, redactUrl(request.url), error);
    return answer(500, 500, message('系统错误，请稍后再试'));
  });

  await registerSecurityHeaders(app);
  // Names arrive trimmed at the validator, so a name of only spaces is refused as empty.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') trimNames(request.body);
  });
  await app.register(websocket);
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1 } });
  await app.register(
    async (api) => {
      await registerCors(api, config.corsOrigins);
      await registerApiCompression(api);
      await authRateLimit(api, config);
      registerRoutes(api, routes, {
        authenticate: (token) => userOfToken(db, token, now()),
        readUpload: (request, call, user) =>
          readUpload(request, call, {
            dataDir: config.dataDir,
            remainingQuota: uploadQuotaBytes(db) - storedBytesOf(db, user.userId),
            quotaBytes: uploadQuotaBytes(db),
          }),
      });
      for (const plugin of plugins) await plugin(api);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          code: 404,
          msg: localize(
            message('接口不存在：{method} {url}', { method: request.method, url: request.url }),
            requestLocale(request),
          ),
        }),
      );
    },
    { prefix: '/api' },
  );

  if (config.consoleDir && existsSync(config.consoleDir)) await registerConsole(app, config.consoleDir);
  return app;
}
