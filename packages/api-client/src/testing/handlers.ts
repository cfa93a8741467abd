import { type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw';
import type { TObject, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { type Contract, contract, listCalls } from '../contract';
import { type AnyCall, isPageCall } from '../contract/define';
import { defaultAnswers } from './answers';
import type { AnswerContext, FileAnswer } from './answers/types';
import { AnswerFailure, pageOf } from './answers/util';
import { currentUsers, type ProfileName } from './fixtures/users';

/** Where the handlers listen: any origin's `/api` by default (the browser page and Node alike). */
export const DEFAULT_HANDLER_BASE_URL = '*/api';

export interface HandlerOptions {
  /** Base URL of the API the handlers answer; `*\/api` (any origin) by default. */
  baseURL?: string;
  /** Whose session the handlers answer for (`/system/user/info` and friends); admin by default. */
  profile?: ProfileName;
}

type AnyAnswer = (input: unknown, context: AnswerContext) => unknown;
type Fields = Record<string, unknown>;

/** The default answer of each call, found by walking the answers like the contract. */
const answerByCall = new Map<AnyCall, AnyAnswer>(
  listCalls(contract).map(({ name, call }) => {
    const answer = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Fields | undefined)?.[key], defaultAnswers);
    return [call, answer as AnyAnswer];
  }),
);

/** The MSW route of a call: method and `baseURL + path` (`:name` params as MSW reads them). */
export function routeOf(call: AnyCall, baseURL = DEFAULT_HANDLER_BASE_URL) {
  const method = call.method === 'GET' ? http.get : http.post;
  return (resolver: HttpResponseResolver) => method(`${baseURL.replace(/\/+$/, '')}${call.path}`, resolver);
}

const ok = (payload: Fields) => HttpResponse.json({ code: 0, msg: '操作成功', ...payload });
const refuse = (code: number, msg: string, status = 200) => HttpResponse.json({ code, msg }, { status });

function checked(schema: TSchema | undefined, raw: unknown, part: string): Fields | unknown[] {
  if (schema === undefined) return {};
  const value = Value.Convert(schema, raw);
  if (!Value.Check(schema, value)) {
    const first = Value.Errors(schema, value)[0];
    throw new AnswerFailure(
      `参数错误（${part}${first ? ` ${first.instancePath} ${first.message}` : ''}）`,
      400,
    );
  }
  return value as Fields | unknown[];
}

async function readInput(call: AnyCall, request: Request, params: Fields): Promise<unknown> {
  const url = new URL(request.url);
  const pathFields = checked(call.params, params, 'path');
  const queryFields = checked(call.query, Object.fromEntries(url.searchParams), 'query');
  if (call.kind === 'upload') {
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) throw new AnswerFailure('没有收到文件（字段 file）', 400);
    return { ...pathFields, ...queryFields, file };
  }
  if (call.kind === 'json' && call.body !== undefined) {
    const body = checked(call.body, await request.json().catch(() => undefined), 'body');
    return Array.isArray(body) ? body : { ...pathFields, ...queryFields, ...body };
  }
  return { ...pathFields, ...queryFields };
}

function fileResponse(file: FileAnswer): Response {
  const headers = new Headers({ 'Content-Type': file.contentType, ...file.headers });
  if (file.fileName !== undefined) {
    headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  }
  return new HttpResponse(file.body, { headers });
}

/** Answers a request of `call` with `answer` as the reference server would. */
async function respond(
  call: AnyCall,
  answer: AnyAnswer,
  request: Request,
  params: Fields,
  profile: ProfileName,
) {
  try {
    const input = await readInput(call, request, params);
    const result = answer(input, { profile, user: currentUsers[profile], request });
    if (call.kind === 'blob') return fileResponse(result as FileAnswer);
    if (isPageCall(call)) {
      const page: Fields = Array.isArray(result)
        ? { ...pageOf(result as unknown[], input as Fields) }
        : (result as Fields);
      return ok(page);
    }
    return ok({ data: result ?? null });
  } catch (error) {
    if (error instanceof AnswerFailure) return refuse(error.code, error.msg, error.code === 400 ? 400 : 200);
    throw error;
  }
}

/** The resolver answering `call` with its default (happy-path) answer. */
export function happyResolver(call: AnyCall, options: HandlerOptions = {}): HttpResponseResolver {
  const answer = answerByCall.get(call);
  if (answer === undefined) throw new Error(`No answer for ${call.method} ${call.path}`);
  const profile = options.profile ?? 'admin';
  return ({ request, params }) => respond(call, answer, request, params as Fields, profile);
}

/** An MSW handler answering `call` with its default (happy-path) answer. */
export function happyHandler(call: AnyCall, options: HandlerOptions = {}): HttpHandler {
  return routeOf(call, options.baseURL)(happyResolver(call, options));
}

/** Happy-path MSW handlers for every call of the contract. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return listCalls(contract).map(({ call }) => happyHandler(call, options));
}

/** The schema of an object property, if any. */
export function propertyOf(schema: TSchema, key: string): TSchema | undefined {
  return (schema as Partial<TObject>).properties?.[key];
}

export type { Contract };
