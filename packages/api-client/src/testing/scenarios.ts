import { delay, type HttpHandler, HttpResponse } from 'msw';
import type { AnyCall } from '../contract/define';
import { isPageCall } from '../contract/define';
import { type HandlerOptions, happyResolver, propertyOf, routeOf } from './handlers';

/**
 * Handlers for the other states of one call, to put in front of the default handlers
 * (`server.use(…)` in Node, `msw.use(…)` or `parameters.msw` in Storybook).
 */

/** An empty answer: an empty page, an empty list, or `data: null`. */
export function emptyHandler(call: AnyCall, options: HandlerOptions = {}): HttpHandler {
  return routeOf(
    call,
    options.baseURL,
  )(() => {
    if (isPageCall(call))
      return HttpResponse.json({ code: 0, msg: '操作成功', rows: [], total: 0, pageNum: 1 });
    const data = call.kind === 'blob' ? undefined : propertyOf(call.response, 'data');
    const empty = (data as { type?: unknown } | undefined)?.type === 'array' ? [] : null;
    return HttpResponse.json({ code: 0, msg: '操作成功', data: empty });
  });
}

/** The happy answer after `delayMs` (a loading state). Use `Number.POSITIVE_INFINITY` to never answer. */
export function slowHandler(call: AnyCall, delayMs: number, options: HandlerOptions = {}): HttpHandler {
  const happy = happyResolver(call, options);
  return routeOf(
    call,
    options.baseURL,
  )(async (info) => {
    await delay(delayMs === Number.POSITIVE_INFINITY ? 'infinite' : delayMs);
    return happy(info);
  });
}

/** A refusal: HTTP 200 with `code` ≠ 0 and `msg` (spec 000 §8). */
export function businessErrorHandler(
  call: AnyCall,
  msg = '操作失败',
  code = 500,
  options: HandlerOptions = {},
): HttpHandler {
  return routeOf(call, options.baseURL)(() => HttpResponse.json({ code, msg }));
}

/** HTTP 401: the session expired. */
export function unauthorizedHandler(call: AnyCall, options: HandlerOptions = {}): HttpHandler {
  return routeOf(
    call,
    options.baseURL,
  )(() => HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' }, { status: 401 }));
}

/** HTTP 403 with the server's message. */
export function forbiddenHandler(
  call: AnyCall,
  msg = '没有权限执行该操作，请联系管理员授权',
  options: HandlerOptions = {},
): HttpHandler {
  return routeOf(call, options.baseURL)(() => HttpResponse.json({ code: 403, msg }, { status: 403 }));
}

/** A failed connection (no answer at all). */
export function networkErrorHandler(call: AnyCall, options: HandlerOptions = {}): HttpHandler {
  return routeOf(call, options.baseURL)(() => HttpResponse.error());
}
