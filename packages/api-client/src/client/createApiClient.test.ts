import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../contract';
import { createHandlers } from '../testing/handlers';
import {
  businessErrorHandler,
  forbiddenHandler,
  networkErrorHandler,
  unauthorizedHandler,
} from '../testing/scenarios';
import { createApiClient } from './createApiClient';
import { type ApiError, isApiError } from './errors';

const baseURL = 'http://errors.test/api';
const server = setupServer(...createHandlers({ baseURL }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

describe('the envelope', () => {
  it('resolves code 0 to its data', async () => {
    const client = createApiClient({ baseURL });
    await expect(client.order.reminder.reminderOrderCount()).resolves.toBe(2);
  });

  it('resolves a page to rows, total and pageNum only', async () => {
    const client = createApiClient({ baseURL });
    const page = await client.finance.recharge.list({ pageNum: 2, pageSize: 2 });
    expect(Object.keys(page).sort()).toEqual(['pageNum', 'rows', 'total']);
    expect(page).toMatchObject({ pageNum: 2, total: 5 });
    expect(page.rows).toHaveLength(2);
  });

  it('rejects code ≠ 0 as a business error carrying the server msg', async () => {
    server.use(businessErrorHandler(contract.stuff.record.clearExportRecord, '暂无数据', 500, { baseURL }));
    const client = createApiClient({ baseURL });
    const error = await failureOf(client.stuff.record.clearExportRecord({ userId: 2 }));
    expect(error).toMatchObject({ kind: 'business', code: 500, msg: '暂无数据', httpStatus: 200 });
    expect(error).toBeInstanceOf(Error);
  });

  it('reads a 4xx answer with an envelope (a validation refusal) as a business error', async () => {
    const client = createApiClient({ baseURL });
    // @ts-expect-error a wrong type on purpose: the handler validates like the server
    const error = await failureOf(client.stuff.stuff.stuffworkstatus({ workStatus: 'WORK_MAYBE' }));
    expect(error).toMatchObject({ kind: 'business', code: 400, httpStatus: 400 });
    expect(error.msg).toContain('参数错误');
  });

  it('rejects an answer that is not an envelope as a network error', async () => {
    server.use(http.get(`${baseURL}/backlog/union/count`, () => HttpResponse.text('<html>gateway</html>')));
    const client = createApiClient({ baseURL });
    const error = await failureOf(client.backlog.union.count());
    expect(error).toMatchObject({ kind: 'network', httpStatus: 200 });
  });
});

describe('the Access-Token header', () => {
  const seen: (string | null)[] = [];
  const recordToken = http.post(`${baseURL}/auth/logout`, ({ request }) => {
    seen.push(request.headers.get('Access-Token'));
    return HttpResponse.json({ code: 0, msg: '操作成功', data: null });
  });

  it('is sent on every call, logout included (D2)', async () => {
    seen.length = 0;
    server.use(recordToken);
    const client = createApiClient({ baseURL, getToken: () => 'token-42' });
    await client.auth.logout();
    expect(seen).toEqual(['token-42']);
  });

  it('is absent without a token', async () => {
    seen.length = 0;
    server.use(recordToken);
    const client = createApiClient({ baseURL, getToken: () => null });
    await client.auth.logout();
    expect(seen).toEqual([null]);
  });

  it('reads the token at each call, not once', async () => {
    seen.length = 0;
    server.use(recordToken);
    let token = 'first';
    const client = createApiClient({ baseURL, getToken: () => token });
    await client.auth.logout();
    token = 'second';
    await client.auth.logout();
    expect(seen).toEqual(['first', 'second']);
  });
});

describe('the Accept-Language header (D30)', () => {
  const seen: (string | null)[] = [];
  const recordLanguage = http.post(`${baseURL}/auth/logout`, ({ request }) => {
    seen.push(request.headers.get('Accept-Language'));
    return HttpResponse.json({ code: 0, msg: 'Done', data: null });
  });

  it('names the language of getLanguage on every call, read at each call', async () => {
    seen.length = 0;
    server.use(recordLanguage);
    let language = 'en-US';
    const client = createApiClient({ baseURL, getLanguage: () => language });
    await client.auth.logout();
    language = 'pt-BR';
    await client.auth.logout();
    expect(seen).toEqual(['en-US', 'pt-BR']);
  });

  it('is absent without a language (the server answers zh-CN)', async () => {
    seen.length = 0;
    server.use(recordLanguage);
    await createApiClient({ baseURL }).auth.logout();
    await createApiClient({ baseURL, getLanguage: () => '' }).auth.logout();
    expect(seen).toEqual([null, null]);
  });

  it('follows setLanguage over getLanguage until it is reset', async () => {
    seen.length = 0;
    server.use(recordLanguage);
    const client = createApiClient({ baseURL, getLanguage: () => 'en-US' });
    client.setLanguage('zh-TW');
    await client.auth.logout();
    client.setLanguage(null);
    await client.auth.logout();
    expect(seen).toEqual(['zh-TW', 'en-US']);
  });
});

describe('the Content-Type header', () => {
  it('is absent on a POST without a body and JSON on one with a body', async () => {
    const seen: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push(request.headers.get('Content-Type'));
      return HttpResponse.json({ code: 0, msg: '操作成功', data: null });
    };
    server.use(http.post(`${baseURL}/auth/logout`, record), http.post(`${baseURL}/account/sms`, record));
    const client = createApiClient({ baseURL });
    // A server without a form parser answers 415 to a form type, even with nothing to parse.
    await client.auth.logout();
    await client.auth.sms({ phonenumber: '13800000001' });
    expect(seen[0]).toBeNull();
    expect(seen[1]).toMatch(/^application\/json/);
  });
});

describe('HTTP failures', () => {
  it('fires onUnauthorized once for a burst of three 401s, each call rejecting as unauthorized', async () => {
    server.use(
      unauthorizedHandler(contract.system.user.info, { baseURL }),
      unauthorizedHandler(contract.system.menu.user, { baseURL }),
      unauthorizedHandler(contract.order.reminder.reminderOrderCount, { baseURL }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    const errors = await Promise.all([
      failureOf(client.system.user.info()),
      failureOf(client.system.menu.user()),
      failureOf(client.order.reminder.reminderOrderCount()),
    ]);
    expect(errors.map((error) => error.kind)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
    expect(errors[0]).toMatchObject({ httpStatus: 401, code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('fires onUnauthorized again after a successful call ended the burst', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized });
    server.use(unauthorizedHandler(contract.system.user.info, { baseURL }));
    await failureOf(client.system.user.info());
    await client.order.reminder.reminderOrderCount();
    await failureOf(client.system.user.info());
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('fires onUnauthorized again once the burst window has passed', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onUnauthorized, unauthorizedWindowMs: 20 });
    server.use(unauthorizedHandler(contract.system.user.info, { baseURL }));
    await failureOf(client.system.user.info());
    await delay(40);
    await failureOf(client.system.user.info());
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('calls onForbidden with a forbidden error carrying the server message on 403', async () => {
    server.use(forbiddenHandler(contract.enterprise.contract.remove, '没有权限删除合同', { baseURL }));
    const onForbidden = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL, onForbidden, onUnauthorized });
    const error = await failureOf(client.enterprise.contract.remove({ ids: '1' }));
    expect(error).toMatchObject({ kind: 'forbidden', httpStatus: 403, msg: '没有权限删除合同' });
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith(error);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a failed connection as a network error without an HTTP status', async () => {
    server.use(networkErrorHandler(contract.system.user.info, { baseURL }));
    const client = createApiClient({ baseURL });
    const error = await failureOf(client.system.user.info());
    expect(error).toMatchObject({ kind: 'network', httpStatus: null, code: -1 });
  });

  it('rejects an answer slower than the timeout as a timeout', async () => {
    server.use(
      http.get(`${baseURL}/system/user/info`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 0, msg: '', data: null });
      }),
    );
    const client = createApiClient({ baseURL, timeout: 50 });
    const error = await failureOf(client.system.user.info());
    expect(error).toMatchObject({ kind: 'timeout', httpStatus: null });
  });

  it('uses a 300000 ms timeout by default (spec 000 §9)', async () => {
    vi.useFakeTimers();
    try {
      // A server that never answers: only the timeout ends the call.
      const silent = (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const client = createApiClient({ baseURL, fetch: silent });
      const outcome = failureOf(client.finance.pay.checkIdentification());
      await vi.advanceTimersByTimeAsync(299_999);
      let settled = false;
      void outcome.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ kind: 'timeout', httpStatus: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an aborted call as a network error', async () => {
    const client = createApiClient({ baseURL });
    const controller = new AbortController();
    const pending = client.system.user.info({}, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(error.kind).toBe('network');
  });
});
