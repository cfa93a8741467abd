import type { BlacklistRow, EnterpriseCustomerRow, EnterpriseOrderSummary, ProblemRow } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let market: string;
let enterprise: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, market, enterprise, viewer] = await Promise.all([
    server.login('admin'),
    server.login('market'),
    server.login('enterprise'),
    server.login('viewer'),
  ]);
});
afterAll(async () => server.close());

const TABLES = [
  'ent_blacklist',
  'ent_problem',
  'ent_customer',
  'work_order',
  'work_order_info',
  'work_order_course',
];
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((table) => [table, server.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );

/** Every refused call in `action` answers a failure and changes none of the tables above. */
async function unchanged(action: () => Promise<void>) {
  const before = snapshot();
  await action();
  expect(snapshot()).toEqual(before);
}

const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query });
const post = (path: string, token: string, body: unknown) => server.call('POST', path, { token, body });

const region = () =>
  server.db
    .prepare(
      `SELECT c.province_code AS provinceCode, c.city_code AS cityCode, a.area_code AS areaCode FROM bd_area a
       JOIN bd_city c ON c.city_code = a.city_code ORDER BY a.area_code LIMIT 1`,
    )
    .get() as { provinceCode: string; cityCode: string; areaCode: string };

const noAddress = { provinceCode: '', cityCode: '', areaCode: '', detailedAddress: '' };
const entry = (extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  customerName: '测试客户',
  phone: '17100000001',
  ...noAddress,
  reason: '测试拉黑',
  remark: '',
  ...extra,
});

const orderType = () =>
  server.db
    .prepare(
      "SELECT order_type_id AS id, install_type AS installType FROM bd_order_type WHERE status = '0' ORDER BY order_type_id LIMIT 1",
    )
    .get() as { id: number; installType: string };

const newOrder = (extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  customerName: '黑名单客户',
  customerMobile: '13912345678',
  ...region(),
  detailedAddress: '普通小区 1 栋',
  installType: orderType().installType,
  orderTypeId: orderType().id,
  number: 1,
  remark: '',
  infoList: [],
  ...extra,
});

const blacklistRows = async (token: string, query: Record<string, unknown> = {}) => {
  const answer = await get('/enterprise/blacklist/list', token, { pageSize: 100, ...query });
  expect(answer.body.code).toBe(0);
  return answer.body.rows as BlacklistRow[];
};
const problemRows = async (token: string, query: Record<string, unknown> = {}) => {
  const answer = await get('/enterprise/problem/list', token, { pageSize: 100, ...query });
  expect(answer.body.code).toBe(0);
  return answer.body.rows as ProblemRow[];
};

describe('blacklist (D62)', () => {
  it('lists the seeded entries: staff every enterprise, an enterprise user only their own', async () => {
    const all = await blacklistRows(admin);
    expect(new Set(all.map((row) => row.enterpriseId))).toEqual(new Set([1, 2]));
    const own = await blacklistRows(enterprise);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    // Asking for another enterprise is refused, not silently narrowed.
    expect((await get('/enterprise/blacklist/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
    const lifted = await blacklistRows(market, { enterpriseId: 1, forbiddenStatus: 1 });
    expect(lifted.map((row) => row.customerName)).toEqual(['钱女士']);
    const address = all.find((row) => row.phone === '' && row.enterpriseId === 1);
    expect(address?.regionName).not.toBe('');
  });

  it('adds, edits, lifts, restores and deletes an entry', async () => {
    const added = await post('/enterprise/blacklist/add', enterprise, entry({ enterpriseId: 1 }));
    expect(added.body).toMatchObject({ code: 0, msg: '新增成功' });
    const id = added.body.data as number;
    const edited = await post('/enterprise/blacklist/update', enterprise, {
      blacklistId: id,
      ...entry({ reason: '改了原因' }),
    });
    expect(edited.body.code).toBe(0);
    expect((await blacklistRows(enterprise, { phone: '17100000001' }))[0]).toMatchObject({
      blacklistId: id,
      reason: '改了原因',
      forbiddenStatus: 0,
      createBy: '张企业',
    });
    expect((await post('/enterprise/blacklist/disable', enterprise, { blacklistId: id })).body.msg).toBe(
      '已解除黑名单',
    );
    expect((await post('/enterprise/blacklist/enable', enterprise, { blacklistId: id })).body.msg).toBe(
      '黑名单已重新生效',
    );
    expect((await post('/enterprise/blacklist/remove', enterprise, { blacklistId: id })).body.code).toBe(0);
    expect(server.count('ent_blacklist', `blacklist_id = ${id}`)).toBe(0);
  });

  it('refuses bad entries, duplicates, another enterprise, missing codes and repeated states, changing nothing', async () => {
    const area = region();
    const theirs = (await blacklistRows(admin, { enterpriseId: 2 }))[0] as BlacklistRow;
    const ours = (await blacklistRows(admin, { enterpriseId: 1, forbiddenStatus: 0 }))[0] as BlacklistRow;
    await unchanged(async () => {
      // Neither a phone nor an address; an address without its region; a region chain that does not match.
      expect((await post('/enterprise/blacklist/add', admin, entry({ phone: '' }))).status).toBe(400);
      expect(
        (await post('/enterprise/blacklist/add', admin, entry({ phone: '', detailedAddress: '某路 1 号' })))
          .status,
      ).toBe(400);
      expect(
        (
          await post(
            '/enterprise/blacklist/add',
            admin,
            entry({ ...area, cityCode: '999999', detailedAddress: '某路 1 号' }),
          )
        ).status,
      ).toBe(400);
      // A blank reason (spaces only) and a malformed phone.
      expect((await post('/enterprise/blacklist/add', admin, entry({ reason: '  ' }))).status).toBe(400);
      expect((await post('/enterprise/blacklist/add', admin, entry({ phone: 'abc' }))).status).toBe(400);
      // The same phone (written differently) is already listed in the enterprise.
      const duplicate = await post('/enterprise/blacklist/add', admin, entry({ phone: '170-0000-0001' }));
      expect(duplicate.body.code).toBe(500);
      expect(duplicate.body.msg).toContain('已在该企业的黑名单中');
      // An unknown enterprise; another enterprise's entry for an enterprise user (not found, least data).
      expect((await post('/enterprise/blacklist/add', admin, entry({ enterpriseId: 99999 }))).status).toBe(
        404,
      );
      expect((await post('/enterprise/blacklist/add', enterprise, entry({ enterpriseId: 2 }))).status).toBe(
        403,
      );
      expect(
        (await post('/enterprise/blacklist/remove', enterprise, { blacklistId: theirs.blacklistId })).status,
      ).toBe(404);
      expect(
        (await post('/enterprise/blacklist/disable', enterprise, { blacklistId: theirs.blacklistId })).status,
      ).toBe(404);
      // Without the codes.
      expect((await get('/enterprise/blacklist/list', viewer)).status).toBe(403);
      expect((await post('/enterprise/blacklist/add', viewer, entry())).status).toBe(403);
      expect(
        (await post('/enterprise/blacklist/remove', viewer, { blacklistId: ours.blacklistId })).status,
      ).toBe(403);
      // Already in force.
      const again = await post('/enterprise/blacklist/enable', admin, { blacklistId: ours.blacklistId });
      expect(again.body).toMatchObject({ code: 500, msg: '该黑名单已生效' });
    });
  });

  it("refuses an order for a blacklisted phone or address of the enterprise with the entry's reason, leaving nothing", async () => {
    const area = region();
    const address = await post(
      '/enterprise/blacklist/add',
      admin,
      entry({ phone: '', ...area, detailedAddress: '拉黑 小区 9 栋', reason: '多次爽约' }),
    );
    expect(address.body.code).toBe(0);
    await unchanged(async () => {
      const byPhone = await post('/order/order/add', enterprise, newOrder({ customerMobile: '17000000001' }));
      expect(byPhone.body.code).toBe(500);
      expect(byPhone.body.msg).toBe(
        '客户电话 17000000001 在该企业的黑名单中（多次恶意投诉并拒付上门费），不能下单',
      );
      // The address matches without blanks and in any case.
      const byAddress = await post('/order/order/add', admin, newOrder({ detailedAddress: '拉黑小区9栋' }));
      expect(byAddress.body.code).toBe(500);
      expect(byAddress.body.msg).toBe('服务地址 拉黑小区9栋 在该企业的黑名单中（多次爽约），不能下单');
    });
    // A lifted entry (17000000002), another enterprise's entry (17000000003 is enterprise 2's) refuse nothing.
    expect(
      (await post('/order/order/add', admin, newOrder({ customerMobile: '17000000002' }))).body.code,
    ).toBe(0);
    expect(
      (await post('/order/order/add', admin, newOrder({ customerMobile: '17000000003' }))).body.code,
    ).toBe(0);
    // Lifting the address entry lets the order through.
    await post('/enterprise/blacklist/disable', admin, { blacklistId: address.body.data });
    expect(
      (await post('/order/order/add', admin, newOrder({ detailedAddress: '拉黑小区9栋' }))).body.code,
    ).toBe(0);
  });
});

describe('problem list (D62)', () => {
  it('lists problems: staff every enterprise, an enterprise user only their own, filtered by state and category', async () => {
    const all = await problemRows(admin);
    expect(new Set(all.map((row) => row.enterpriseId))).toEqual(new Set([1, 2]));
    const own = await problemRows(enterprise);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    const handled = await problemRows(admin, { state: 'handled' });
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.every((row) => row.result !== '' && row.handledTime !== null)).toBe(true);
    const installs = await problemRows(admin, { category: 'install', enterpriseId: 1 });
    expect(installs.every((row) => row.category === 'install')).toBe(true);
    expect((await get('/enterprise/problem/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
  });

  it('reports a problem on an order of the enterprise, edits it, handles it to a result', async () => {
    const order = server.db
      .prepare('SELECT order_no FROM work_order WHERE enterprise_id = 1 ORDER BY order_id LIMIT 1')
      .get() as { order_no: string };
    const added = await post('/enterprise/problem/add', enterprise, {
      enterpriseId: 1,
      orderNo: order.order_no,
      category: 'install',
      description: '门锁装反',
    });
    expect(added.body).toMatchObject({ code: 0, msg: '问题已上报' });
    const problemId = added.body.data as number;
    expect(
      (
        await post('/enterprise/problem/update', enterprise, {
          problemId,
          orderNo: '',
          category: 'product',
          description: '锁体有划痕',
        })
      ).body.code,
    ).toBe(0);
    // Handling is staff's code (the enterprise role does not hold it).
    expect(
      (await post('/enterprise/problem/handle', enterprise, { problemId, result: '已处理' })).status,
    ).toBe(403);
    expect((await post('/enterprise/problem/handle', market, { problemId, result: '已换货' })).body.msg).toBe(
      '问题已处理',
    );
    const row = (await problemRows(enterprise)).find((problem) => problem.problemId === problemId);
    expect(row).toMatchObject({ state: 'handled', result: '已换货', handledBy: '李市场', orderNo: null });
  });

  it('refuses bad reports, other enterprises, missing codes and changes to a handled problem, changing nothing', async () => {
    const handled = (await problemRows(admin, { state: 'handled', enterpriseId: 1 }))[0] as ProblemRow;
    const theirs = (await problemRows(admin, { enterpriseId: 2, state: 'open' }))[0] as ProblemRow;
    const theirOrder = server.db
      .prepare('SELECT order_no FROM work_order WHERE enterprise_id = 2 ORDER BY order_id LIMIT 1')
      .get() as { order_no: string };
    const report = { enterpriseId: 1, orderNo: '', category: 'service', description: '迟到' };
    await unchanged(async () => {
      expect((await post('/enterprise/problem/add', admin, { ...report, description: '   ' })).status).toBe(
        400,
      );
      expect((await post('/enterprise/problem/add', admin, { ...report, category: 'weather' })).status).toBe(
        400,
      );
      // Another enterprise's order, an unknown order.
      for (const orderNo of [theirOrder.order_no, 'GD0000000000']) {
        const refused = await post('/enterprise/problem/add', admin, { ...report, orderNo });
        expect(refused.body.code).toBe(500);
        expect(refused.body.msg).toBe(`该企业没有订单 ${orderNo}`);
      }
      expect((await post('/enterprise/problem/add', enterprise, { ...report, enterpriseId: 2 })).status).toBe(
        403,
      );
      expect(
        (await post('/enterprise/problem/remove', enterprise, { problemId: theirs.problemId })).status,
      ).toBe(404);
      expect((await post('/enterprise/problem/add', viewer, report)).status).toBe(403);
      expect((await get('/enterprise/problem/list', viewer)).status).toBe(403);
      // A handled problem is a record: not edited, handled again nor deleted.
      const edit = await post('/enterprise/problem/update', admin, {
        problemId: handled.problemId,
        orderNo: '',
        category: 'other',
        description: '改',
      });
      expect(edit.body).toMatchObject({ code: 500, msg: '该问题已处理，不能再修改' });
      const again = await post('/enterprise/problem/handle', admin, {
        problemId: handled.problemId,
        result: '再处理',
      });
      expect(again.body.msg).toBe('该问题已处理，不能再修改');
      const remove = await post('/enterprise/problem/remove', admin, { problemId: handled.problemId });
      expect(remove.body.msg).toBe('已处理的问题是处理记录，不能删除');
      expect(
        (await post('/enterprise/problem/handle', admin, { problemId: theirs.problemId, result: ' ' }))
          .status,
      ).toBe(400);
    });
  });

  it('deletes an open problem', async () => {
    const open = (await problemRows(enterprise, { state: 'open' }))[0] as ProblemRow;
    expect(
      (await post('/enterprise/problem/remove', enterprise, { problemId: open.problemId })).body.code,
    ).toBe(0);
    expect(server.count('ent_problem', `problem_id = ${open.problemId}`)).toBe(0);
  });
});

const customerRows = async (token: string, query: Record<string, unknown> = {}) => {
  const answer = await get('/enterprise/database/list', token, { pageSize: 500, ...query });
  expect(answer.body.code).toBe(0);
  return answer.body.rows as EnterpriseCustomerRow[];
};
const customer = (extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  phone: '17300000001',
  customerName: '手工客户',
  ...noAddress,
  remark: '',
  ...extra,
});

describe('customer database (D62)', () => {
  it('holds one customer per phone of each enterprise, made from the orders; phones masked without the code', async () => {
    const all = await customerRows(admin, { enterpriseId: 1 });
    const phones = all.map((row) => row.phone);
    expect(new Set(phones).size).toBe(phones.length);
    const fromOrders = server.db
      .prepare(
        "SELECT COUNT(DISTINCT replace(customer_mobile, '-', '')) AS customers FROM work_order WHERE enterprise_id = 1",
      )
      .get() as { customers: number };
    // The orders' customers, and the one added by hand (no orders).
    expect(all.filter((row) => row.orderCount > 0)).toHaveLength(fromOrders.customers);
    expect(all.find((row) => row.orderCount === 0)?.customerName).toBe('周先生');
    expect(all.every((row) => !row.phoneMasked)).toBe(true);
    // The market role reads customers without their full phones (least data) and cannot search by phone.
    const masked = await customerRows(market, { enterpriseId: 1 });
    expect(masked.every((row) => row.phoneMasked && row.phone.includes('****'))).toBe(true);
    expect(masked.map((row) => row.customerId)).toEqual(all.map((row) => row.customerId));
    expect((await get('/enterprise/database/list', market, { phone: '139' })).status).toBe(403);
    // An enterprise user: their own customers, in full; another enterprise is refused.
    const own = await customerRows(enterprise);
    expect(own.every((row) => row.enterpriseId === 1 && !row.phoneMasked)).toBe(true);
    expect((await get('/enterprise/database/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
    expect((await get('/enterprise/database/list', viewer)).status).toBe(403);
  });

  it("learns a new order's customer and keeps one row per phone, named by the latest order", async () => {
    const first = await post(
      '/order/order/add',
      admin,
      newOrder({ customerMobile: '13811112222', customerName: '吴先生' }),
    );
    expect(first.body.code).toBe(0);
    expect(await customerRows(admin, { enterpriseId: 1, phone: '13811112222' })).toEqual([
      expect.objectContaining({ customerName: '吴先生', orderCount: 1, detailedAddress: '普通小区 1 栋' }),
    ]);
    const second = await post(
      '/order/order/add',
      enterprise,
      newOrder({ customerMobile: '13811112222', customerName: '吴先生（新）', detailedAddress: '新家 2 栋' }),
    );
    expect(second.body.code).toBe(0);
    expect(await customerRows(enterprise, { phone: '13811112222' })).toEqual([
      expect.objectContaining({ customerName: '吴先生（新）', orderCount: 2, detailedAddress: '新家 2 栋' }),
    ]);
  });

  it('adds a customer by hand, edits and deletes it', async () => {
    const added = await post('/enterprise/database/add', enterprise, customer());
    expect(added.body.code).toBe(0);
    const customerId = added.body.data as number;
    const area = region();
    const edited = await post('/enterprise/database/update', enterprise, {
      customerId,
      customerName: '手工客户二',
      ...area,
      detailedAddress: '某路 3 号',
      remark: '回访过',
    });
    expect(edited.body.code).toBe(0);
    expect((await customerRows(enterprise, { phone: '17300000001' }))[0]).toMatchObject({
      customerName: '手工客户二',
      areaCode: area.areaCode,
      remark: '回访过',
    });
    expect((await post('/enterprise/database/remove', enterprise, { customerId })).body.code).toBe(0);
  });

  it('refuses duplicates, bad input, customers with orders, other enterprises and missing codes, changing nothing', async () => {
    const withOrders = (await customerRows(admin, { enterpriseId: 1 })).find((row) => row.orderCount > 0);
    const theirs = (await customerRows(admin, { enterpriseId: 2 }))[0] as EnterpriseCustomerRow;
    await unchanged(async () => {
      const duplicate = await post('/enterprise/database/add', admin, customer({ phone: '172-0000-0001' }));
      expect(duplicate.body).toMatchObject({ code: 500, msg: '客户电话 172-0000-0001 已在资料库中' });
      expect((await post('/enterprise/database/add', admin, customer({ customerName: '  ' }))).status).toBe(
        400,
      );
      expect((await post('/enterprise/database/add', admin, customer({ phone: '12' }))).status).toBe(400);
      expect(
        (await post('/enterprise/database/add', admin, customer({ detailedAddress: '只有详细地址' }))).status,
      ).toBe(400);
      const refused = await post('/enterprise/database/remove', admin, {
        customerId: withOrders?.customerId,
      });
      expect(refused.body.code).toBe(500);
      expect(refused.body.msg).toContain('个订单，不能删除');
      expect((await post('/enterprise/database/add', enterprise, customer({ enterpriseId: 2 }))).status).toBe(
        403,
      );
      expect(
        (await post('/enterprise/database/remove', enterprise, { customerId: theirs.customerId })).status,
      ).toBe(404);
      expect(
        (
          await post('/enterprise/database/update', enterprise, {
            customerId: theirs.customerId,
            customerName: '改',
            ...noAddress,
            remark: '',
          })
        ).status,
      ).toBe(404);
      // The market role reads but does not edit.
      expect((await post('/enterprise/database/add', market, customer())).status).toBe(403);
      expect((await get('/enterprise/database/export', viewer)).status).toBe(403);
    });
  });

  it('exports the customers as the caller may see them', async () => {
    const file = await get('/enterprise/database/export', market, { enterpriseId: 1 });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    expect(file.raw.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('enterprise order management (D62)', () => {
  it("counts each enterprise's orders by state, busiest first; an enterprise user sees their own", async () => {
    const answer = await get('/enterprise/orderManagement/list', admin, { pageSize: 100 });
    expect(answer.body.code).toBe(0);
    const rows = answer.body.rows as EnterpriseOrderSummary[];
    expect(answer.body.total).toBe(server.count('ent_enterprise', 'del_status = 0'));
    const totals = rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const first = rows.find((row) => row.enterpriseId === 1);
    expect(first?.total).toBe(server.count('work_order', 'enterprise_id = 1'));
    expect(first?.toDispatch).toBe(
      server.count('work_order', "enterprise_id = 1 AND order_status = 'toDispatch'"),
    );
    expect(
      (first?.toDispatch ?? 0) +
        (first?.underWay ?? 0) +
        (first?.finished ?? 0) +
        (first?.cancelled ?? 0) +
        (first?.customerServiceApply ?? 0),
    ).toBe(first?.total);
    const own = await get('/enterprise/orderManagement/list', enterprise);
    expect((own.body.rows as EnterpriseOrderSummary[]).map((row) => row.enterpriseId)).toEqual([1]);
    expect((await get('/enterprise/orderManagement/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
    // Without the order list's code (a master holds only their own orders' steps).
    expect((await get('/enterprise/orderManagement/list', await server.login('master'))).status).toBe(403);
  });
});
