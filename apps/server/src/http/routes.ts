import { rmSync } from 'node:fs';
import type { AnyCall, BlobCall, JsonCall, UploadCall } from '@onsite/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { type Access, isAllowed } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import { localize } from '../i18n/localize';
import { forbidden, unauthorized } from './errors';
import { requestLocale } from './language';
import { UPLOAD_RATE_LIMIT } from './rateLimit';

type StaticOf<T, Otherwise> = T extends TSchema ? Static<T> : Otherwise;
type Empty = Record<string, never>;

/** What a handler receives: the validated inputs of its call, typed from the contract. */
export interface CallInput<C extends AnyCall> {
  params: StaticOf<C['params'], Empty>;
  query: StaticOf<C['query'], Empty>;
  body: C extends JsonCall ? StaticOf<C['body'], undefined> : undefined;
}

/**
 * An uploaded file, streamed to a temp file below the data folder (never held whole in memory).
 * The handler renames `tempPath` into place; whatever is left there is removed after the call.
 */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  tempPath: string;
  size: number;
  /** The first 64 bytes, for the check that the content matches the extension. */
  head: Buffer;
}

/** The answer of a JSON call without its `code` and `msg`: `{ data }` or `{ rows, total, pageNum }`. */
export type JsonAnswer<C extends JsonCall | UploadCall> = Omit<Static<C['response']>, 'code' | 'msg'> & {
  msg?: string;
};

export interface FileAnswer {
  /** The file's bytes; a stored file streams from disk. */
  body: Buffer | string | NodeJS.ReadableStream;
  contentType: string;
  fileName?: string;
  headers?: Record<string, string>;
}

export interface CallContext {
  /** The signed-in user; null only on public calls. */
  user: SessionUser | null;
  /** The token of the request, for calls that act on the session itself. */
  token: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The context of a call that needs a session: its user is always present. */
export interface SignedInContext extends CallContext {
  user: SessionUser;
}

type ContextFor<A extends Access> = A extends { kind: 'public' } ? CallContext : SignedInContext;

export type Handler<C extends AnyCall, A extends Access = Access> = C extends UploadCall
  ? (
      input: CallInput<C> & { file: UploadedFile },
      context: ContextFor<A>,
    ) => Promise<JsonAnswer<C>> | JsonAnswer<C>
  : C extends BlobCall
    ? (input: CallInput<C>, context: ContextFor<A>) => Promise<FileAnswer> | FileAnswer
    : C extends JsonCall
      ? (input: CallInput<C>, context: ContextFor<A>) => Promise<JsonAnswer<C>> | JsonAnswer<C>
      : never;

/** One implemented call: the contract's description, who may make it, and what it does. */
export interface RouteDefinition {
  call: AnyCall;
  access: Access;
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds handlers of many call types; `route` keeps each one typed.
  handler: (input: any, context: any) => unknown;
  /**
   * Runs on the raw request before the contract's schemas validate it, for a rule whose own
   * message must answer first (a download's path safety: 文件路径不合法：…); throws an ApiFailure.
   */
  precheck?: (request: FastifyRequest) => void;
  /** The session token a request without one carries by other means (a one-time download ticket). */
  ticketToken?: (request: FastifyRequest) => string | undefined;
}

export interface RouteOptions {
  precheck?: RouteDefinition['precheck'];
  ticketToken?: RouteDefinition['ticketToken'];
}

/** Pairs a contract call with its access rule and its typed handler. */
export function route<C extends AnyCall, A extends Access>(
  call: C,
  access: A,
  handler: Handler<C, A>,
  options: RouteOptions = {},
): RouteDefinition {
  return { call, access, handler, ...options };
}

/** `/enterprise/management/get/:id` stays as it is: Fastify reads the same `:name` parameters. */
const fastifyPath = (path: string) => path;

export interface RegisterOptions {
  /** Resolves the session user of a token (null when missing or expired). */
  authenticate: (token: string | undefined) => SessionUser | null;
  /** Reads the multipart file of an upload call, enforcing its extension and size limits. */
  readUpload: (request: FastifyRequest, call: UploadCall, user: SessionUser) => Promise<UploadedFile>;
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['access-token'];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
}

/** What a 403 names: the refused call by its method and path, e.g. `该操作（POST /enterprise/price/update）`. */
function accessName(call: AnyCall): string {
  return `该操作（${call.method} ${call.path}）`;
}

/** The session each request was authenticated with, before validation. */
const sessions = new WeakMap<FastifyRequest, { token: string | undefined; user: SessionUser | null }>();

/** Registers every route with the contract's schemas validating its params, query and body. */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  options: RegisterOptions,
) {
  for (const { call, access, handler, precheck, ticketToken } of routes) {
    const schema: Record<string, TSchema> = {};
    if (call.params) schema.params = call.params;
    if (call.query) schema.querystring = call.query;
    if (call.kind === 'json' && call.body) schema.body = call.body;
    app.route({
      method: call.method,
      url: fastifyPath(call.path),
      schema,
      ...(call.kind === 'upload' ? { config: { rateLimit: UPLOAD_RATE_LIMIT } } : {}),
      // The session and the access rule are checked before the schemas run: an anonymous caller gets
      // 401 (a caller without the code 403) whatever its body, and never learns a schema (ASVS 4.1).
      onRequest: async (request: FastifyRequest) => {
        // A download's path safety answers first, with or without a session (文件路径不合法：…).
        precheck?.(request);
        const token = tokenOf(request) ?? ticketToken?.(request);
        const user = options.authenticate(token);
        if (access.kind !== 'public') {
          if (!user) throw unauthorized();
          if (!isAllowed(user, access)) throw forbidden(accessName(call));
        }
        sessions.set(request, { token, user });
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        const token = session?.token;
        const user = session?.user ?? null;
        const context: CallContext = { user, token, request, reply };
        const input: Record<string, unknown> = {
          params: request.params ?? {},
          query: request.query ?? {},
          body: request.body,
        };
        let upload: UploadedFile | undefined;
        if (call.kind === 'upload' && user) {
          upload = await options.readUpload(request, call, user);
          input.file = upload;
        }
        let answer: unknown;
        try {
          answer = await handler(input, context);
        } finally {
          // A refused upload leaves nothing behind (a kept one was renamed away already).
          if (upload) rmSync(upload.tempPath, { force: true });
        }
        if (call.kind === 'blob') {
          const file = answer as FileAnswer;
          for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
          // Every file answer: never sniffed as another type, and always named (ASVS 12.5.1, 14.4.1).
          reply.header('X-Content-Type-Options', 'nosniff');
          reply.header(
            'Content-Disposition',
            file.fileName
              ? `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
              : `inline; filename*=UTF-8''${encodeURIComponent(call.fileName)}`,
          );
          return reply.type(file.contentType).send(file.body);
        }
        // A success's msg in the caller's language too (D30).
        const { msg, ...rest } = answer as { msg?: string };
        return { code: 0, msg: localize(msg ?? '操作成功', requestLocale(request)), ...rest };
      },
    });
  }
}
