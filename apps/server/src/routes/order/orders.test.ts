import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface OrderRow {
  orderId: number;
  orderNo: string;
  enterpriseId: number;
  orderStatus: string;
  principalId: number | null;
  createTime: string;
}

const list = async (query: Record<string, unknown>, token = dispatcher) =>
  (await server.call('GET', '/order/order/list', { token, query })).body as {
    rows: OrderRow[];
    total: number;
    code: number;
  };

const region = () =>
  server.db
    .prepare(
      `SELECT c.province_code AS provinceCode, c.city_code AS cityCode, a.area_code AS areaCode FROM bd_area a
       JOIN bd_city c ON c.city_code = a.city_code ORDER BY a.area_code LIMIT 1`,
    )
    .get() as { provinceCode: string; cityCode: string; areaCode: string };

const orderType = () =>
  server.db
    .prepare(
      "SELECT order_type_id AS id, install_type AS installType FROM bd_order_type WHERE status = '0' ORDER BY order_type_id LIMIT 1",
    )
    .get() as {
    id: number;
    installType: string;
  };

const newOrder = () => ({
  enterpriseId: 2,
  customerName: '刘女士',
  customerMobile: '13900000001',
  ...region(),
  detailedAddress: '科技园南区8栋',
  installType: orderType().installType,
  orderTypeId: orderType().id,
  number: 1,
  remark: '',
  infoList: [{ infoName: '门锁型号', infoValue: 'AJ-S1' }],
});

describe('order list (spec 000 §2.1 jumpList and query)', () => {
  it('pages all orders newest first and filters by the jumpList params', async () => {
    const all = await list({ pageSize: 50 });
    expect(all.total).toBe(server.count('work_order'));
    const times = all.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const service = await list({ orderStatus: 'customerServiceApply', isMyOrder: true, pageSize: 100 });
    expect(service.total).toBe(
      server.count('work_order', "order_status = 'customerServiceApply' AND principal_id = 2"),
    );
    expect(
      service.rows.every((row) => row.orderStatus === 'customerServiceApply' && row.principalId === 2),
    ).toBe(true);
  });

  it('finds an order by the orderId/time query and by every other filter', async () => {
    const sample = server.db
      .prepare('SELECT * FROM work_order WHERE master_id IS NOT NULL ORDER BY order_id LIMIT 1')
      .get() as Record<string, string | number>;
    expect(
      (await list({ orderId: sample.order_id, time: String(sample.create_time).slice(0, 10) })).total,
    ).toBe(1);
    const filters = {
      orderNo: sample.order_no,
      enterpriseId: sample.enterprise_id,
      customerName: sample.customer_name,
      customerMobile: String(sample.customer_mobile).slice(0, 6),
      provinceCode: sample.province_code,
      cityCode: sample.city_code,
      areaCode: sample.area_code,
      installType: sample.install_type,
      orderTypeId: sample.order_type_id,
      masterId: sample.master_id,
      beginTime: String(sample.create_time).slice(0, 10),
      endTime: String(sample.create_time).slice(0, 10),
    };
    expect((await list(filters)).rows.map((row) => row.orderId)).toEqual([sample.order_id]);
    expect((await list({ ...filters, time: '2001-01-01' })).total).toBe(0);
  });

  it('validates the query (unknown status, non-boolean isMyOrder, bad date)', async () => {
    for (const query of [
      { orderStatus: 'lost' },
      { isMyOrder: 'maybe' },
      { time: 'yesterday' },
      { orderId: -1 },
    ]) {
      expect(
        (await server.call('GET', '/order/order/list', { token: dispatcher, query })).status,
        JSON.stringify(query),
      ).toBe(400);
    }
  });

  it('shows an enterprise user only their enterprise, whatever enterpriseId they send', async () => {
    const token = await server.login('enterprise');
    const own = await list({ enterpriseId: 2, pageSize: 500 }, token);
    expect(own.total).toBe(server.count('work_order', 'enterprise_id = 1'));
    expect(own.rows.every((row) => row.enterpriseId === 1)).toBe(true);
    const other = server.db
      .prepare('SELECT order_id FROM work_order WHERE enterprise_id <> 1 LIMIT 1')
      .get() as { order_id: number };
    expect((await server.call('GET', `/order/order/get/${other.order_id}`, { token })).body.code).not.toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/order/order/list')).status).toBe(401);
  });
});

describe('order details, creation, dispatch and cancel', () => {
  it('answers the details with course, master and parts', async () => {
    const completed = server.db
      .prepare(
        'SELECT order_id FROM work_order o WHERE EXISTS (SELECT 1 FROM work_order_part p WHERE p.order_id = o.order_id) LIMIT 1',
      )
      .get() as {
      order_id: number;
    };
    const details = (
      await server.call('GET', `/order/order/get/${completed.order_id}`, { token: dispatcher })
    ).body.data as {
      course: { operateType: string }[];
      master: { masterName: string } | null;
      parts: { price: number }[];
      orderStatus: string;
    };
    expect(details.orderStatus).toBe('completed');
    expect(details.course.map((step) => step.operateType)).toEqual(['创建', '派单', '开始服务', '完工']);
    expect(details.master?.masterName).toMatch(/师傅$/);
    expect(details.parts[0]?.price).toBeGreaterThan(0);
    expect((await server.call('GET', '/order/order/get/999999', { token: dispatcher })).body.code).not.toBe(
      0,
    );
  });

  it("creates an enterprise user's order (qyCreateOrder) for their own enterprise, found in their list", async () => {
    const token = await server.login('enterprise');
    const created = await server.call('POST', '/order/order/add', { token, body: newOrder() });
    expect(created.body.code).toBe(0);
    const { orderId, orderNo } = created.body.data as { orderId: number; orderNo: string };
    expect(orderNo).toMatch(/^GD20250315\d{6}$/);
    const found = await list({ orderNo }, token);
    expect(found.rows).toEqual([
      expect.objectContaining({ orderId, enterpriseId: 1, orderStatus: 'toDispatch' }),
    ]);
    const details = (await server.call('GET', `/order/order/get/${orderId}`, { token })).body.data as {
      principalId: number;
      infoList: unknown[];
      address: string;
    };
    expect(details.infoList).toEqual([{ infoName: '门锁型号', infoValue: 'AJ-S1' }]);
    expect(details.principalId).not.toBeNull();
    expect(details.address).toContain('科技园南区8栋');
  });

  it('refuses an order with an unknown enterprise, a mismatched type or region, changing nothing', async () => {
    const admin = await server.login('admin');
    const orders = server.count('work_order');
    const mismatched = server.db
      .prepare('SELECT order_type_id FROM bd_order_type WHERE install_type <> ? LIMIT 1')
      .get(orderType().installType) as {
      order_type_id: number;
    };
    const cases = [
      { ...newOrder(), enterpriseId: 9999 },
      { ...newOrder(), orderTypeId: mismatched.order_type_id },
      { ...newOrder(), orderTypeId: 99999 },
      { ...newOrder(), areaCode: '000000' },
      { ...newOrder(), installType: '99' },
    ];
    for (const body of cases)
      expect((await server.call('POST', '/order/order/add', { token: admin, body })).body.code).toBe(500);
    for (const body of [
      { ...newOrder(), customerMobile: '123' },
      { ...newOrder(), number: 0 },
      { ...newOrder(), customerName: '' },
    ]) {
      expect((await server.call('POST', '/order/order/add', { token: admin, body })).status).toBe(400);
    }
    expect(
      (
        await server.call('POST', '/order/order/add', {
          token: await server.login('viewer'),
          body: newOrder(),
        })
      ).status,
    ).toBe(403);
    expect(server.count('work_order')).toBe(orders);
  });

  it('dispatches a waiting order to a master, then re-dispatches, each step in the course', async () => {
    const order = server.db
      .prepare("SELECT order_id FROM work_order WHERE order_status = 'toDispatch' LIMIT 1")
      .get() as { order_id: number };
    const masters = (
      await server.call('GET', '/order/order/masterList', {
        token: dispatcher,
        query: { orderId: order.order_id },
      })
    ).body.data as {
      masterId: number;
    }[];
    // D38: only the masters who may take this order; the demo masters 1 and 2 serve every area and skill.
    expect(masters.map((master) => master.masterId)).toEqual(expect.arrayContaining([1, 2]));
    await server.call('POST', '/order/order/dispatch', {
      token: dispatcher,
      body: { orderId: order.order_id, masterId: 1, remark: '' },
    });
    await server.call('POST', '/order/order/dispatch', {
      token: dispatcher,
      body: { orderId: order.order_id, masterId: 2, remark: '就近' },
    });
    const details = (await server.call('GET', `/order/order/get/${order.order_id}`, { token: dispatcher }))
      .body.data as {
      orderStatus: string;
      masterId: number;
      course: { operateType: string }[];
    };
    expect(details).toMatchObject({ orderStatus: 'dispatched', masterId: 2 });
    expect(details.course.map((step) => step.operateType).slice(-2)).toEqual(['派单', '改派']);
    const unknownMaster = await server.call('POST', '/order/order/dispatch', {
      token: dispatcher,
      body: { orderId: order.order_id, masterId: 999, remark: '' },
    });
    expect(unknownMaster.body.code).not.toBe(0);
    const enterprise = await server.login('enterprise');
    expect(
      (
        await server.call('POST', '/order/order/dispatch', {
          token: enterprise,
          body: { orderId: order.order_id, masterId: 1, remark: '' },
        })
      ).status,
    ).toBe(403);
  });

  it('cancels an open order with a reason; a finished one cannot be cancelled', async () => {
    const open = server.db
      .prepare("SELECT order_id FROM work_order WHERE order_status = 'inService' LIMIT 1")
      .get() as { order_id: number };
    expect(
      (
        await server.call('POST', '/order/order/cancel', {
          token: dispatcher,
          body: { orderId: open.order_id, cancelReason: '   ' },
        })
      ).body.code,
    ).not.toBe(0);
    expect(
      (
        await server.call('POST', '/order/order/cancel', {
          token: dispatcher,
          body: { orderId: open.order_id, cancelReason: '客户取消' },
        })
      ).body.code,
    ).toBe(0);
    expect(
      server.db
        .prepare('SELECT order_status, cancel_reason FROM work_order WHERE order_id = ?')
        .get(open.order_id),
    ).toEqual({
      order_status: 'cancelled',
      cancel_reason: '客户取消',
    });
    expect(
      (
        await server.call('POST', '/order/order/cancel', {
          token: dispatcher,
          body: { orderId: open.order_id, cancelReason: '再取消' },
        })
      ).body.code,
    ).not.toBe(0);
    expect(
      (
        await server.call('POST', '/order/order/cancel', {
          token: dispatcher,
          body: { orderId: open.order_id, cancelReason: 'x'.repeat(201) },
        })
      ).status,
    ).toBe(400);
  });
});
