import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { isApiError } from '../client/errors';
import { contract, listCalls } from '../contract';
import { createHandlers, DEFAULT_HANDLER_BASE_URL } from './handlers';
import { emptyHandler, slowHandler } from './scenarios';

describe('the fixture handlers', () => {
  it('have a handler for every call of the contract, with its method and path', () => {
    const routes = createHandlers().map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    const calls = listCalls(contract).map(
      ({ call }) => `${call.method} ${DEFAULT_HANDLER_BASE_URL}${call.path}`,
    );
    expect(calls.length).toBeGreaterThan(100);
    expect(routes).toEqual(calls);
    expect(new Set(calls).size).toBe(calls.length);
  });
});

describe('the handlers in use', () => {
  const baseURL = 'http://fixtures.test/api';
  const server = setupServer(...createHandlers({ baseURL, profile: 'enterprise' }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const client = createApiClient({ baseURL });

  it('answer for the chosen profile', async () => {
    await expect(client.system.user.info()).resolves.toMatchObject({
      loginName: 'enterprise',
      userType: '22',
    });
    const page = await client.order.order.list({ pageSize: 100 });
    expect(page.rows.every((order) => order.enterpriseId === 1)).toBe(true);
  });

  it('page lists by pageNum and pageSize, 10 rows by default', async () => {
    const first = await client.system.dict.data.list({ dictType: 'install_type', pageSize: 2 });
    const second = await client.system.dict.data.list({ dictType: 'install_type', pageSize: 2, pageNum: 2 });
    expect(first).toMatchObject({ total: 3, pageNum: 1 });
    expect(first.rows).toHaveLength(2);
    expect(second.rows).toHaveLength(1);
  });

  it('refuse an input the contract rejects, like the server', async () => {
    // A negative amount passes the type (a number) but not the schema (minimum).
    const outcome = await client.finance.pay
      .insert({ enterpriseId: 1, totalAmount: -5, payType: 2 })
      .catch((e: unknown) => e);
    expect(isApiError(outcome) && { kind: outcome.kind, code: outcome.code }).toEqual({
      kind: 'business',
      code: 400,
    });
  });

  it('answer an unknown id with a not-found refusal', async () => {
    const outcome = await client.enterprise.management.get({ id: 999 }).catch((e: unknown) => e);
    expect(isApiError(outcome) && outcome.msg).toBe('企业不存在');
  });

  it('offer an empty answer of a page, a list and an object', async () => {
    server.use(
      emptyHandler(contract.order.customer.selectOrderList, { baseURL }),
      emptyHandler(contract.system.menu.user, { baseURL }),
      emptyHandler(contract.enterprise.customInfo.get, { baseURL }),
    );
    await expect(client.order.customer.selectOrderList({ status: 0 })).resolves.toEqual({
      rows: [],
      total: 0,
      pageNum: 1,
    });
    await expect(client.system.menu.user()).resolves.toEqual([]);
    await expect(client.enterprise.customInfo.get({ enterpriseId: 1 })).resolves.toBeNull();
  });

  it('offer a slow answer that still arrives', async () => {
    server.use(slowHandler(contract.backlog.union.count, 80, { baseURL }));
    const started = Date.now();
    const count = await client.backlog.union.count();
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(count.total).toBeGreaterThan(0);
  });
});
