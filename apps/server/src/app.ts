import { existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { userOfToken } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { ApiFailure } from './http/errors';
import { authRateLimit } from './http/rateLimit';
import { type RouteDefinition, registerRoutes } from './http/routes';
import { readUpload } from './http/uploads';
import { validationMessage } from './http/validationMessage';

export interface AppDependencies {
  config: ServerConfig;
  db: Db;
  /** Every implemented call of the contract. */
  routes: readonly RouteDefinition[];
  /** Extra plugins under `/api` (the live channel). */
  plugins?: ((api: FastifyInstance) => Promise<void> | void)[];
  /** Clock of the server, replaceable in tests (session expiry, auto-cancel). */
  now?: () => number;
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
    logger,
    bodyLimit: 2 * 1024 * 1024,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false },
    },
  });

  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.code(error.httpStatus).send({ code: error.code, msg: error.message });
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ code: 400, msg: validationMessage(error.validation, error.validationContext) });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ code: 413, msg: '文件或请求体过大' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: error.statusCode, msg: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, msg: '系统错误，请稍后再试' });
  });

  await app.register(websocket);
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1 } });
  await app.register(
    async (api) => {
      await authRateLimit(api, config);
      registerRoutes(api, routes, { authenticate: (token) => userOfToken(db, token, now()), readUpload });
      for (const plugin of plugins) await plugin(api);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ code: 404, msg: `接口不存在：${request.method} ${request.url}` }),
      );
    },
    { prefix: '/api' },
  );

  if (config.consoleDir && existsSync(config.consoleDir)) {
    await app.register(fastifyStatic, { root: config.consoleDir, wildcard: false });
    // A single-page app: every non-API path that is not a file answers the console's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply.code(404).send({ code: 404, msg: '接口不存在' });
      }
      return reply.sendFile('index.html');
    });
  }
  return app;
}
