import { ApiError } from '@onsite/api-client';
import { UNAUTHORIZED_RELOAD_DELAY_MS } from '@onsite/domain';
import { LOCALE_STORAGE_KEY } from '@onsite/ui';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_CATALOGUES } from '../i18n';
import { useSessionStore } from '../stores/sessionStore';
import { useTabsStore } from '../stores/tabsStore';
import { recordFeedback } from '../test/feedback';
import { server } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { apiErrorText } from './apiErrorText';
import { apiClient, FORBIDDEN_NOTICE_KEY } from './client';

const network = withTestNetwork();

describe('the api client of the console (spec 000 §8)', () => {
  it('sends the token in the Access-Token header (D2)', async () => {
    let header: string | null = null;
    server.use(
      http.get('*/api/order/reminder/reminderOrderCount', ({ request }) => {
        header = request.headers.get('Access-Token');
        return HttpResponse.json({ code: 0, msg: '', data: 2 });
      }),
    );
    useSessionStore.getState().signIn('t-9');
    await expect(apiClient.order.reminder.reminderOrderCount()).resolves.toBe(2);
    expect(header).toBe('t-9');
  });

  it('names the language in Accept-Language: the saved one first, then the provider’s (D30)', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/order/reminder/reminderOrderCount', ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ code: 0, msg: '', data: 2 });
      }),
    );
    apiClient.setLanguage(null);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt-BR');
    await apiClient.order.reminder.reminderOrderCount();
    apiClient.setLanguage('en-US');
    await apiClient.order.reminder.reminderOrderCount();
    apiClient.setLanguage(null);
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(seen).toEqual(['pt-BR', 'en-US']);
  });

  it('after 401s shows 登录超时，请重新登录 once, then logs out and reloads after 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const told = recordFeedback();
      server.use(
        http.get('*/api/*', () => HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 })),
      );
      useSessionStore.getState().signIn('t-1');
      useTabsStore.getState().open({ key: '/a', path: '/a', screenKey: 'a', title: 'A' });
      const results = await Promise.allSettled([
        apiClient.order.reminder.reminderOrderCount(),
        apiClient.system.menu.user(),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(told).toEqual([{ kind: 'message', level: 'error', texts: ['登录超时，请重新登录'] }]);
      vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_DELAY_MS - 1);
      expect(network.reloads()).toBe(0);
      expect(useSessionStore.getState().token).toBe('t-1');
      vi.advanceTimersByTime(1);
      expect(network.reloads()).toBe(1);
      expect(useSessionStore.getState().token).toBeNull();
      expect(useTabsStore.getState().tabs).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a 403 as a notice with the server's message", async () => {
    const told = recordFeedback();
    server.use(
      http.get('*/api/order/reminder/reminderOrderCount', () =>
        HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' }, { status: 403 }),
      ),
    );
    await expect(apiClient.order.reminder.reminderOrderCount()).rejects.toMatchObject({ kind: 'forbidden' });
    expect(told).toEqual([
      {
        kind: 'notification',
        level: 'error',
        texts: [FORBIDDEN_NOTICE_KEY, '无权访问', '没有权限，请联系管理员授权'],
      },
    ]);
  });
});

describe('the text of a failed call at its call site', () => {
  const t = ((key: string) =>
    key === 'errors.systemError' ? CONSOLE_CATALOGUES['zh-CN'].errors.systemError : key) as never;
  const error = (kind: ApiError['kind'], msg = '') => new ApiError({ kind, msg, code: 1, httpStatus: 200 });

  it("is the server's msg for a business failure, else 系统错误，请稍后再试", () => {
    expect(apiErrorText(error('business', '账号或密码错误'), t)).toBe('账号或密码错误');
    expect(apiErrorText(error('business', '  '), t)).toBe('系统错误，请稍后再试');
    expect(apiErrorText(error('network'), t)).toBe('系统错误，请稍后再试');
    expect(apiErrorText(error('timeout'), t)).toBe('系统错误，请稍后再试');
    expect(apiErrorText(new Error('boom'), t)).toBe('系统错误，请稍后再试');
  });

  it('is nothing for 401 and 403, which the client hooks already announced', () => {
    expect(apiErrorText(error('unauthorized'), t)).toBeNull();
    expect(apiErrorText(error('forbidden'), t)).toBeNull();
  });
});
