import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface Row {
  id: number;
  no: string;
  orderNo: string | null;
  status: number;
  enterpriseName: string;
  customerMobile: string;
  installType: string;
  createTime: string;
  deleteReason: string | null;
  infoList: unknown[];
}

const list = async (query: Record<string, unknown>, as = token) =>
  (await server.call('GET', '/order/customer/selectOrderList', { token: as, query })).body as {
    rows: Row[];
    total: number;
    pageNum: number;
  };

const pendingIds = (limit: number) =>
  (
    server.db.prepare('SELECT id FROM customer_order WHERE status = 0 ORDER BY id LIMIT ?').all(limit) as {
      id: number;
    }[]
  ).map((row) => row.id);

describe('customer-order list (spec 000 §7.6)', () => {
  it('pages one status tab, newest first, with counts that match', async () => {
    const counts = (await server.call('GET', '/order/customer/getCustomerOrderCount', { token })).body
      .data as { pendingCount: number; handledCount: number; removedCount: number };
    expect(counts.pendingCount).toBe(server.count('customer_order', 'status = 0'));
    expect(counts.pendingCount + counts.handledCount + counts.removedCount).toBe(
      server.count('customer_order'),
    );
    const page = await list({ status: 0, pageSize: 20 });
    expect(page.total).toBe(counts.pendingCount);
    expect(page.rows).toHaveLength(20);
    expect(page.rows.every((row) => row.status === 0)).toBe(true);
    const times = page.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list({ status: 0, pageSize: 20, pageNum: 2 });
    expect(second.pageNum).toBe(2);
    expect(second.rows[0]?.id).not.toBe(page.rows[0]?.id);
  });

  it('applies every filter', async () => {
    const sample = server.db
      .prepare('SELECT * FROM customer_order WHERE status = 2 ORDER BY id LIMIT 1')
      .get() as Record<string, string>;
    const filters: Record<string, unknown> = {
      status: 2,
      enterpriseName: sample.enterprise_name?.slice(2, 6),
      customerName: sample.customer_name,
      customerMobile: sample.customer_mobile?.slice(0, 7),
      provinceId: sample.province_id,
      cityId: sample.city_id,
      areaId: sample.area_id,
      detailedAddress: sample.detailed_address?.slice(0, 4),
      installType: sample.install_type,
      orderType: sample.order_type,
      createStartTime: sample.create_time?.slice(0, 10),
      createEndTime: sample.create_time?.slice(0, 10),
      updateBy: '王派单',
      updateStartTime: sample.update_time,
      updateEndTime: sample.update_time,
      deleteBy: '王派',
      deleteStartTime: sample.delete_time?.slice(0, 16),
      deleteEndTime: sample.delete_time?.slice(0, 16),
      deleteReason: sample.delete_reason,
      orderNo: sample.no,
    };
    const found = await list(filters);
    expect(found.rows.map((row) => row.id)).toEqual([Number(sample.id)]);
    for (const [key, value] of Object.entries({
      customerMobile: '1999',
      installType: '9',
      orderType: '不存在',
      deleteReason: '9',
      createEndTime: '2000-01-01',
      orderNo: 'KH0',
    })) {
      expect((await list({ ...filters, [key]: value })).total, key).toBe(0);
    }
    const handled = server.db
      .prepare('SELECT order_no FROM customer_order WHERE status = 1 LIMIT 1')
      .get() as { order_no: string };
    expect((await list({ orderNo: handled.order_no })).total).toBe(1);
  });

  it('validates the filters (enum, type, length, date format)', async () => {
    for (const query of [
      { status: 5 },
      { pageNum: 0 },
      { pageSize: 'x' },
      { customerMobile: '123456789012' },
      { createStartTime: '2025/01/01' },
      { sortOrder: 'up' },
    ]) {
      const answer = await server.call('GET', '/order/customer/selectOrderList', { token, query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.msg).toContain('查询参数');
    }
  });

  it('shows an enterprise user their own enterprise only', async () => {
    server.db
      .prepare('INSERT INTO sys_role_button (role_id, button) VALUES (31, ?)')
      .run('order:customer:list');
    const own = await list({ pageSize: 500 }, await server.login('enterprise'));
    expect(own.total).toBe(server.count('customer_order', 'enterprise_id = 1'));
    expect(new Set(own.rows.map((row) => row.enterpriseName)).size).toBe(1);
  });

  it('refuses users without the list code (403) and no token (401)', async () => {
    expect(
      (await server.call('GET', '/order/customer/selectOrderList', { token: await server.login('viewer') }))
        .status,
    ).toBe(403);
    expect((await server.call('GET', '/order/customer/selectOrderList')).status).toBe(401);
  });
});

describe('customer-order transitions (spec 000 §4.4)', () => {
  it('places many pending orders at once: each becomes handled and an order', async () => {
    const ids = pendingIds(3);
    const orders = server.count('work_order');
    const answer = await server.call('POST', '/order/customer/sendOrder', { token, body: ids });
    expect(answer.body.code).toBe(0);
    expect(server.count('work_order')).toBe(orders + 3);
    for (const id of ids) {
      const row = server.db
        .prepare('SELECT status, order_no, update_by FROM customer_order WHERE id = ?')
        .get(id) as Record<string, unknown>;
      expect(row).toMatchObject({ status: 1, update_by: '王派单' });
      const order = server.db
        .prepare('SELECT order_status, customer_order_id FROM work_order WHERE order_no = ?')
        .get(row.order_no);
      expect(order).toEqual({ order_status: 'toDispatch', customer_order_id: id });
    }
  });

  it('places nothing when one of the ids is not pending or unknown', async () => {
    const [pending] = pendingIds(1);
    const handled = (
      server.db.prepare('SELECT id FROM customer_order WHERE status = 1 LIMIT 1').get() as { id: number }
    ).id;
    const orders = server.count('work_order');
    for (const body of [
      [pending, handled],
      [pending, 99999],
    ]) {
      const answer = await server.call('POST', '/order/customer/sendOrder', { token, body });
      expect(answer.body.code).not.toBe(0);
    }
    expect(server.count('work_order')).toBe(orders);
    expect(server.count('customer_order', `id = ${pending} AND status = 0`)).toBe(1);
    expect((await server.call('POST', '/order/customer/sendOrder', { token, body: [] })).status).toBe(400);
    expect((await server.call('POST', '/order/customer/sendOrder', { token, body: ['a'] })).status).toBe(400);
  });

  it('removes with a reason, needs a remark for reason 3, and restores from the recycle bin', async () => {
    const [id] = pendingIds(1);
    const noRemark = await server.call('POST', '/order/customer/removeOrder', {
      token,
      body: { id, deleteReason: '3', remark: ' ' },
    });
    expect(noRemark.body.msg).toBe('请输入备注');
    const unknown = await server.call('POST', '/order/customer/removeOrder', {
      token,
      body: { id, deleteReason: '42', remark: '' },
    });
    expect(unknown.body.code).not.toBe(0);
    expect(server.count('customer_order', `id = ${id} AND status = 0`)).toBe(1);
    const removed = await server.call('POST', '/order/customer/removeOrder', {
      token,
      body: { id, deleteReason: '3', remark: '客户联系不上' },
    });
    expect(removed.body).toMatchObject({ code: 0, msg: '移除成功' });
    expect(
      server.db.prepare('SELECT status, delete_reason, delete_by FROM customer_order WHERE id = ?').get(id),
    ).toEqual({
      status: 2,
      delete_reason: '3',
      delete_by: '王派单',
    });
    expect(
      (
        await server.call('POST', '/order/customer/removeOrder', {
          token,
          body: { id, deleteReason: '1', remark: '' },
        })
      ).body.code,
    ).not.toBe(0);
    const restored = await server.call('GET', '/order/customer/recoverOrder', { token, query: { id } });
    expect(restored.body).toMatchObject({ code: 0, msg: '恢复成功' });
    expect(server.count('customer_order', `id = ${id} AND status = 0 AND delete_reason IS NULL`)).toBe(1);
    expect(
      (await server.call('GET', '/order/customer/recoverOrder', { token, query: { id } })).body.code,
    ).not.toBe(0);
  });

  it('validates the removal body (missing reason, long remark)', async () => {
    const [id] = pendingIds(1);
    expect(
      (await server.call('POST', '/order/customer/removeOrder', { token, body: { id, remark: '' } })).status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/order/customer/removeOrder', {
          token,
          body: { id, deleteReason: '1', remark: 'x'.repeat(201) },
        })
      ).status,
    ).toBe(400);
    expect(server.count('customer_order', `id = ${id} AND status = 0`)).toBe(1);
  });

  it('refuses the transitions to users without their codes', async () => {
    const viewer = await server.login('viewer');
    const [id] = pendingIds(1);
    expect(
      (await server.call('POST', '/order/customer/sendOrder', { token: viewer, body: [id] })).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/order/customer/removeOrder', {
          token: viewer,
          body: { id, deleteReason: '1', remark: '' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/order/customer/recoverOrder', { token: viewer, query: { id } })).status,
    ).toBe(403);
    expect(server.count('customer_order', `id = ${id} AND status = 0`)).toBe(1);
  });
});

describe('customer-order export', () => {
  it('answers a real .xlsx of the filtered rows and keeps it in my downloads', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/order/customer/export',
      query: { status: '2' },
      headers: { 'access-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('.xlsx');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const record = server.db.prepare('SELECT export_url FROM export_record WHERE user_id = 2').get() as {
      export_url: string;
    };
    const file = path.join(server.config.dataDir, record.export_url);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(response.rawPayload)).toBe(true);
    // The downloads list links to /dfs/download, which serves the same file to its owner only.
    const download = await server.call('GET', '/dfs/download', {
      query: { fileName: record.export_url, token },
    });
    expect(download.status).toBe(200);
    expect(download.raw.equals(response.rawPayload)).toBe(true);
    const stranger = await server.call('GET', '/dfs/download', {
      query: { fileName: record.export_url, token: await server.login('market') },
    });
    expect(stranger.status).toBe(403);
    expect(
      (await server.call('GET', '/order/customer/export', { token: await server.login('viewer') })).status,
    ).toBe(403);
  });
});
