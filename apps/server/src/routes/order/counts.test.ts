import { ORDER_STATUS_VALUES } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

describe('counts: statuses, reminders, to-do list, month bar', () => {
  it('counts orders per status, every status of the lifecycle (D32)', async () => {
    const counts = (await server.call('GET', '/order/order/statusCount', { token: dispatcher })).body
      .data as { orderStatus: string; count: number }[];
    expect(counts).toHaveLength(ORDER_STATUS_VALUES.length);
    expect(counts.reduce((sum, item) => sum + item.count, 0)).toBe(server.count('work_order'));
    const own = (
      await server.call('GET', '/order/order/statusCount', { token: await server.login('enterprise') })
    ).body.data as { count: number }[];
    expect(own.reduce((sum, item) => sum + item.count, 0)).toBe(
      server.count('work_order', 'enterprise_id = 1'),
    );
  });

  it("counts the open reminders of a dispatcher's orders, and all of them for the administrator", async () => {
    const mine = (await server.call('GET', '/order/reminder/reminderOrderCount', { token: dispatcher })).body
      .data;
    expect(mine).toBe(
      server.count(
        'order_reminder r JOIN work_order o ON o.order_id = r.order_id',
        'r.status = 0 AND o.principal_id = 2',
      ),
    );
    const all = (
      await server.call('GET', '/order/reminder/reminderOrderCount', { token: await server.login('admin') })
    ).body.data;
    expect(all).toBe(server.count('order_reminder', 'status = 0'));
  });

  it('counts the to-do list from the real state', async () => {
    const backlog = (await server.call('GET', '/backlog/union/count', { token: dispatcher })).body.data as {
      total: number;
      items: { backlogKey: string; count: number }[];
    };
    expect(backlog.items.find((item) => item.backlogKey === 'customerOrder')?.count).toBe(
      server.count('customer_order', 'status = 0'),
    );
    expect(backlog.total).toBe(backlog.items.reduce((sum, item) => sum + item.count, 0));
    // Held orders are out of dispatch (D29).
    expect(backlog.items.find((item) => item.backlogKey === 'toDispatch')?.count).toBe(
      server.count('work_order', "order_status = 'toDispatch' AND held = 0"),
    );
  });

  it('answers only the to-do items whose target the user can open (least data, issue 16 item 3)', async () => {
    const keysOf = async (login: string) =>
      (
        (await server.call('GET', '/backlog/union/count', { token: await server.login(login) })).body
          .data as {
          items: { backlogKey: string }[];
        }
      ).items.map((item) => item.backlogKey);
    expect(await keysOf('admin')).toEqual([
      'customerOrder',
      'toDispatch',
      'customerServiceApply',
      'reminder',
      'unpaidRecharge',
    ]);
    // No top-up list for the dispatcher; no customer orders for the enterprise, the viewer or the market.
    expect(await keysOf('dispatcher')).toEqual([
      'customerOrder',
      'toDispatch',
      'customerServiceApply',
      'reminder',
    ]);
    expect(await keysOf('enterprise')).toEqual([
      'toDispatch',
      'customerServiceApply',
      'reminder',
      'unpaidRecharge',
    ]);
    expect(await keysOf('viewer')).toEqual(['toDispatch', 'customerServiceApply', 'reminder']);
    expect(await keysOf('market')).toEqual([
      'toDispatch',
      'customerServiceApply',
      'reminder',
      'unpaidRecharge',
    ]);
    // Without the order list in the menu, the order-list items go too.
    server.db
      .prepare(
        "DELETE FROM sys_role_menu WHERE role_id = 32 AND menu_id = (SELECT menu_id FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C')",
      )
      .run();
    expect(await keysOf('viewer')).toEqual(['reminder']);
  });

  it('answers twelve months of order counts for the analysis chart', async () => {
    const bars = (await server.call('GET', '/analysis/month-bar', { token: dispatcher })).body.data as {
      x: string;
      y: number;
    }[];
    expect(bars.map((bar) => bar.x)).toEqual(Array.from({ length: 12 }, (_, index) => `${index + 1}月`));
    expect(bars.reduce((sum, bar) => sum + bar.y, 0)).toBe(
      server.count('work_order', "create_time >= '2025-01-01'"),
    );
    expect(bars[2]?.y).toBeGreaterThan(0);
  });
});
