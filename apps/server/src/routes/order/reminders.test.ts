import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

interface ReminderRow {
  reminderId: number;
  orderId: number;
  orderNo: string;
  customerName: string;
  remindBy: string;
  createTime: string;
}

const listOf = async (token: string, query: Record<string, unknown> = { pageSize: 100 }) =>
  (await server.call('GET', '/order/reminder/list', { token, query })).body as {
    code: number;
    rows: ReminderRow[];
    total: number;
  };

describe('the reminder list (issue 16 item 3)', () => {
  it("lists the open reminders of a dispatcher's orders, newest first, as many as the badge counts", async () => {
    const token = await server.login('dispatcher');
    const page = await listOf(token);
    const count = (await server.call('GET', '/order/reminder/reminderOrderCount', { token })).body.data;
    expect(page.total).toBe(count);
    expect(page.rows.length).toBe(Math.min(100, page.total));
    expect(page.rows.length).toBeGreaterThan(0);
    const times = page.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of page.rows) {
      const order = server.db
        .prepare('SELECT principal_id, order_no FROM work_order WHERE order_id = ?')
        .get(row.orderId) as { principal_id: number; order_no: string };
      expect(order).toEqual({ principal_id: 2, order_no: row.orderNo });
      expect(row.remindBy).not.toBe('');
    }
    const second = await listOf(token, { pageNum: 2, pageSize: 1 });
    expect(second.rows[0]?.reminderId).toBe(page.rows[1]?.reminderId);
  });

  it("gives an enterprise user only their enterprise's reminders, and names who reminded", async () => {
    const order = server.db
      .prepare(
        "SELECT order_id FROM work_order WHERE enterprise_id = 1 AND order_status = 'toDispatch' LIMIT 1",
      )
      .get() as { order_id: number };
    server.db
      .prepare(
        "INSERT INTO order_reminder (order_id, content, status, create_time, remind_by) VALUES (?, '请尽快安排', 0, '2099-01-01 00:00:00', '张企业')",
      )
      .run(order.order_id);
    const page = await listOf(await server.login('enterprise'));
    expect(page.total).toBe(
      server.count(
        'order_reminder r JOIN work_order o ON o.order_id = r.order_id',
        'r.status = 0 AND o.enterprise_id = 1',
      ),
    );
    expect(page.rows[0]).toMatchObject({ orderId: order.order_id, remindBy: '张企业' });
    const enterpriseOrders = new Set(
      (
        server.db.prepare('SELECT order_id FROM work_order WHERE enterprise_id = 1').all() as {
          order_id: number;
        }[]
      ).map((row) => row.order_id),
    );
    expect(page.rows.every((row) => enterpriseOrders.has(row.orderId))).toBe(true);
  });

  it('refuses a user who may not list orders, as the header hides the badge from them', async () => {
    server.db.prepare("DELETE FROM sys_role_button WHERE role_id = 32 AND button = 'order:order:list'").run();
    const refused = await server.call('GET', '/order/reminder/list', { token: await server.login('viewer') });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).not.toBe('');
  });
});
