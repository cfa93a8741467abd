import { MONITOR_OVERDUE_HOURS } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../core/time';
import { startTestServer, type TestServer } from '../testing/harness';

/** D64: 监控页 — open orders by state, in service now, overdue; staff with the code only. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface MonitorData {
  toDispatchCount: number;
  dispatchedCount: number;
  inServiceCount: number;
  overdueCount: number;
  inService: { orderId: number; orderStatus: string; overdueMinutes: number }[];
  overdue: { orderId: number; orderStatus: string; overdueMinutes: number }[];
}
const monitorOf = async (token: string) =>
  (await server.call('GET', '/analysis/monitor', { token })).body.data as MonitorData;
const countWhere = (where: string) => server.count('work_order', where);

describe('监控页 (D64)', () => {
  it('counts the open orders by state as the orders table has them, held ones left out', async () => {
    const data = await monitorOf(await server.login('admin'));
    expect(data.toDispatchCount).toBe(countWhere("order_status = 'toDispatch' AND held = 0"));
    expect(data.dispatchedCount).toBe(countWhere("order_status = 'dispatched' AND held = 0"));
    expect(data.inServiceCount).toBe(countWhere("order_status = 'inService' AND held = 0"));
    expect(data.inService.every((order) => order.orderStatus === 'inService')).toBe(true);
    expect(data.overdue.every((order) => order.overdueMinutes > 0)).toBe(true);
    const minutes = data.overdue.map((order) => order.overdueMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
  });

  it('an order waiting for dispatch longer than its limit becomes overdue; on hold it is not', async () => {
    const admin = await server.login('admin');
    const { order_id: orderId } = server.db
      .prepare("SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 LIMIT 1")
      .get() as { order_id: number };
    const created = formatTime(server.clock.now - (MONITOR_OVERDUE_HOURS.toDispatch * 60 + 30) * 60 * 1000);
    server.db.prepare('UPDATE work_order SET create_time = ? WHERE order_id = ?').run(created, orderId);
    const { overdue, overdueCount: before } = await monitorOf(admin);
    expect(before).toBeGreaterThan(0);
    // Listed with its minutes past the limit unless twenty orders are more overdue.
    const listed = overdue.find((order) => order.orderId === orderId);
    if (listed) expect(listed.overdueMinutes).toBe(30);
    else expect(overdue).toHaveLength(20);
    server.db.prepare('UPDATE work_order SET held = 1 WHERE order_id = ?').run(orderId);
    const after = await monitorOf(admin);
    expect(after.overdueCount).toBe(before - 1);
    expect(after.overdue.map((order) => order.orderId)).not.toContain(orderId);
  });

  it('refuses a caller without the code, an enterprise user and a master', async () => {
    for (const login of ['viewer', 'enterprise', 'master', 'dispatcher']) {
      const answer = await server.call('GET', '/analysis/monitor', { token: await server.login(login) });
      expect(answer.status, login).toBe(403);
    }
  });
});
