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
  it('counts orders per status, all six', async () => {
    const counts = (await server.call('GET', '/order/order/statusCount', { token: dispatcher })).body
      .data as { orderStatus: string; count: number }[];
    expect(counts).toHaveLength(6);
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
