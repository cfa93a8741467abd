import type { ApprovalModel, Chargeback, DistrictPrice, EnterpriseProcess } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementAmounts } from '../../core/settlement';
import { migrate } from '../../db/database';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'market' | 'finance' | 'enterprise' | 'viewer' | 'master', string>;

const post = (path: string, token: string, body: object) => server.call('POST', path, { token, body });
const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query: { pageSize: 100, ...query } });

const snapshot = () => ({
  prices: server.db.prepare('SELECT * FROM ent_district_price ORDER BY district_price_id').all(),
  chargebacks: server.db.prepare('SELECT * FROM ent_chargeback ORDER BY chargeback_id').all(),
  wallets: server.db.prepare('SELECT * FROM wallet ORDER BY enterprise_id').all(),
  bills: server.db.prepare('SELECT COUNT(*) AS n FROM enterprise_detailed').get(),
});

/** A refusal: not a 500, a message matching `msg`, and nothing changed. */
async function refused(
  action: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: RegExp,
) {
  const before = snapshot();
  const answer = await action();
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

interface VerifiedOrder {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  install_type: string;
  order_type_id: number;
  number: number;
  master_id: number | null;
  province_code: string;
  city_code: string;
  area_code: string;
}

const balanceOf = (enterpriseId: number) =>
  (
    server.db.prepare('SELECT balance_cents FROM wallet WHERE enterprise_id = ?').get(enterpriseId) as
      | { balance_cents: number }
      | undefined
  )?.balance_cents ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'market', 'finance', 'enterprise', 'viewer', 'master'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('district prices (D63)', () => {
  it("lists the seeded prices; an enterprise user sees its own enterprise's only; others are refused", async () => {
    const all = (await get('/enterprise/districtPrice/list', tokens.market)).body.rows as DistrictPrice[];
    expect(new Set(all.map((row) => row.enterpriseId)).size).toBeGreaterThan(1);
    expect(all.every((row) => row.regionName.length > 0)).toBe(true);
    const own = (
      await get('/enterprise/districtPrice/list', tokens.enterprise, {
        enterpriseId: all.find((r) => r.enterpriseId !== 1)?.enterpriseId,
      })
    ).body.rows as DistrictPrice[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    await refused(() => get('/enterprise/districtPrice/list', tokens.master), /没有权限/);
  });

  it('a district price for the order’s region wins over tab 2’s price at settlement, the most specific first', async () => {
    const order = server.db
      .prepare(
        `SELECT order_id, order_no, enterprise_id, install_type, order_type_id, number, master_id, province_code, city_code,
           area_code FROM work_order WHERE order_status IN ('verified', 'completed') AND master_id IS NOT NULL
         ORDER BY order_id LIMIT 1`,
      )
      .get() as VerifiedOrder | undefined;
    if (!order) throw new Error('the seed has a finished order');
    const before = settlementAmounts(server.db, order);
    const add = async (price: number, region: { cityCode?: string; areaCode?: string }) => {
      const answer = await post('/enterprise/districtPrice/add', tokens.market, {
        enterpriseId: order.enterprise_id,
        orderTypeId: order.order_type_id,
        provinceCode: order.province_code,
        ...region,
        price,
        remark: '测试',
      });
      expect(answer.body.msg).toBe('区域价格已新增');
      return answer.body.data as DistrictPrice;
    };
    // What the charge adds besides the price × number (parts, approved requests).
    const chargeAt = (yuan: number) =>
      Math.round(yuan * 100) * order.number + before.enterpriseCents - tabTwoCents();
    const tabTwoCents = () => {
      const own = server.db
        .prepare(
          `SELECT price FROM ent_price WHERE enterprise_id = ? AND installation_type_code = ? AND order_type_id = ?
             AND del_status = 0 ORDER BY price_type, enterprise_price_id LIMIT 1`,
        )
        .get(order.enterprise_id, order.install_type, order.order_type_id) as { price: number } | undefined;
      const base = server.db
        .prepare('SELECT price FROM bd_basic_price WHERE install_type = ? AND order_type_id = ? LIMIT 1')
        .get(order.install_type, order.order_type_id) as { price: number } | undefined;
      return Math.round((own?.price ?? base?.price ?? 0) * 100) * order.number;
    };

    const province = await add(333, {});
    expect(settlementAmounts(server.db, order).enterpriseCents).toBe(chargeAt(333));
    const city = await add(444, { cityCode: order.city_code });
    expect(settlementAmounts(server.db, order).enterpriseCents).toBe(chargeAt(444));
    const area = await add(555, { cityCode: order.city_code, areaCode: order.area_code });
    expect(settlementAmounts(server.db, order).enterpriseCents).toBe(chargeAt(555));
    // The master's earning stays the base price's.
    expect(settlementAmounts(server.db, order).masterCents).toBe(before.masterCents);

    await refused(
      () =>
        post('/enterprise/districtPrice/add', tokens.market, {
          enterpriseId: order.enterprise_id,
          orderTypeId: order.order_type_id,
          provinceCode: order.province_code,
          cityCode: order.city_code,
          price: 1,
          remark: '',
        }),
      /已有/,
    );
    // Removing the area price gives the city's back; removing all gives tab 2's.
    expect(
      (
        await post('/enterprise/districtPrice/remove', tokens.admin, {
          districtPriceId: area.districtPriceId,
        })
      ).body.code,
    ).toBe(0);
    expect(settlementAmounts(server.db, order).enterpriseCents).toBe(chargeAt(444));
    const edited = await post('/enterprise/districtPrice/edit', tokens.market, {
      districtPriceId: city.districtPriceId,
      enterpriseId: order.enterprise_id,
      orderTypeId: order.order_type_id,
      provinceCode: order.province_code,
      cityCode: order.city_code,
      price: 420.5,
      remark: '调整',
    });
    expect((edited.body.data as DistrictPrice).price).toBe(420.5);
    expect(settlementAmounts(server.db, order).enterpriseCents).toBe(chargeAt(420.5));
    for (const id of [city.districtPriceId, province.districtPriceId])
      await post('/enterprise/districtPrice/remove', tokens.market, { districtPriceId: id });
    expect(settlementAmounts(server.db, order)).toEqual(before);
  });

  it('refuses what a district price may not be, changing nothing', async () => {
    const seeded = (await get('/enterprise/districtPrice/list', tokens.market)).body.rows as DistrictPrice[];
    const row = seeded[0];
    if (!row) throw new Error('seeded district prices');
    const body = {
      enterpriseId: row.enterpriseId,
      orderTypeId: row.orderTypeId,
      provinceCode: row.provinceCode,
      price: 10,
      remark: '',
    };
    await refused(() => post('/enterprise/districtPrice/add', tokens.enterprise, body), /没有权限/);
    await refused(() => post('/enterprise/districtPrice/add', tokens.viewer, body), /没有权限/);
    await refused(
      () => post('/enterprise/districtPrice/add', tokens.market, { ...body, enterpriseId: 99999 }),
      /企业 99999 不存在/,
    );
    await refused(
      () => post('/enterprise/districtPrice/add', tokens.market, { ...body, orderTypeId: 99999 }),
      /订单类型 99999/,
    );
    await refused(
      () => post('/enterprise/districtPrice/add', tokens.market, { ...body, provinceCode: '999999' }),
      /省份 999999 不存在/,
    );
    const otherCity = server.db
      .prepare('SELECT city_code FROM bd_city WHERE province_code <> ? LIMIT 1')
      .get(row.provinceCode) as { city_code: string };
    await refused(
      () => post('/enterprise/districtPrice/add', tokens.market, { ...body, cityCode: otherCity.city_code }),
      /不属于/,
    );
    const area = server.db.prepare('SELECT area_code FROM bd_area LIMIT 1').get() as { area_code: string };
    await refused(
      () => post('/enterprise/districtPrice/add', tokens.market, { ...body, areaCode: area.area_code }),
      /请先选择城市/,
    );
    await refused(() => post('/enterprise/districtPrice/add', tokens.market, { ...body, price: -1 }), /.+/);
    // The seeded province price of this enterprise and type exists already.
    const province = seeded.find(
      (candidate) => candidate.cityCode === null && candidate.enterpriseId === row.enterpriseId,
    );
    if (province)
      await refused(
        () =>
          post('/enterprise/districtPrice/add', tokens.market, {
            ...body,
            orderTypeId: province.orderTypeId,
            provinceCode: province.provinceCode,
          }),
        /已有/,
      );
    const otherType = server.db
      .prepare(
        `SELECT o.order_type_id FROM bd_order_type o WHERE o.status = '0' AND NOT EXISTS (SELECT 1 FROM ent_enterprise_install_type t
           WHERE t.enterprise_id = ? AND t.install_type = o.install_type) LIMIT 1`,
      )
      .get(row.enterpriseId) as { order_type_id: number } | undefined;
    if (otherType)
      await refused(
        () =>
          post('/enterprise/districtPrice/add', tokens.market, {
            ...body,
            orderTypeId: otherType.order_type_id,
          }),
        /安装类型/,
      );
    await refused(
      () => post('/enterprise/districtPrice/edit', tokens.market, { ...body, districtPriceId: 99999 }),
      /区域价格 99999 不存在/,
    );
    await refused(
      () =>
        post('/enterprise/districtPrice/remove', tokens.enterprise, { districtPriceId: row.districtPriceId }),
      /没有权限/,
    );
    await refused(
      () => post('/enterprise/districtPrice/remove', tokens.market, { districtPriceId: 99999 }),
      /不存在/,
    );
  });
});

describe('deductions (D63)', () => {
  it("lists the seeded deductions; an enterprise user sees its own enterprise's only", async () => {
    const all = (await get('/enterprise/chargeback/list', tokens.finance)).body.rows as Chargeback[];
    expect(new Set(all.map((row) => row.state))).toEqual(new Set(['pending', 'refused']));
    const own = (await get('/enterprise/chargeback/list', tokens.enterprise, { enterpriseName: '' })).body
      .rows as Chargeback[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    await refused(() => get('/enterprise/chargeback/list', tokens.master), /没有权限/);
  });

  it('asks, refuses what it must, and an approval moves the wallet and writes the bill line in one go', async () => {
    const enterpriseId = 1;
    const balance = balanceOf(enterpriseId);
    expect(balance).toBeGreaterThan(100);
    const ask = (token: string, body: object) => post('/enterprise/chargeback/add', token, body);
    await refused(() => ask(tokens.enterprise, { enterpriseId, amount: 1, reason: '扣' }), /没有权限/);
    await refused(() => ask(tokens.finance, { enterpriseId, amount: 1, reason: '扣' }), /没有权限/);
    await refused(
      () => ask(tokens.market, { enterpriseId, amount: balance / 100 + 1, reason: '扣' }),
      /企业余额不足/,
    );
    await refused(() => ask(tokens.market, { enterpriseId, amount: 0, reason: '扣' }), /请输入扣款金额/);
    await refused(() => ask(tokens.market, { enterpriseId, amount: 1, reason: '  ' }), /请输入扣款原因/);
    await refused(
      () => ask(tokens.market, { enterpriseId: 99999, amount: 1, reason: '扣' }),
      /企业 99999 不存在/,
    );

    const asked = await ask(tokens.market, { enterpriseId, amount: 12.34, reason: '违约金' });
    expect(asked.body.data).toMatchObject({ state: 'pending', amount: 12.34, enterpriseId });
    const { chargebackId } = asked.body.data as Chargeback;

    // The market role asks but does not decide; an enterprise user never decides.
    await refused(
      () => post('/enterprise/chargeback/approve', tokens.market, { chargebackId, remark: '' }),
      /没有权限/,
    );
    await refused(
      () => post('/enterprise/chargeback/approve', tokens.enterprise, { chargebackId, remark: '' }),
      /没有权限/,
    );
    await refused(
      () => post('/enterprise/chargeback/refuse', tokens.finance, { chargebackId, remark: ' ' }),
      /请输入拒绝原因/,
    );
    await refused(
      () => post('/enterprise/chargeback/approve', tokens.finance, { chargebackId: 99999, remark: '' }),
      /不存在/,
    );

    const approved = await post('/enterprise/chargeback/approve', tokens.finance, {
      chargebackId,
      remark: '同意',
    });
    expect(approved.body.data).toMatchObject({ state: 'approved', decidedBy: '钱财务' });
    expect(balanceOf(enterpriseId)).toBe(balance - 1234);
    const bill = server.db
      .prepare(
        'SELECT * FROM enterprise_detailed WHERE enterprise_id = ? ORDER BY enterprise_detailed_id DESC LIMIT 1',
      )
      .get(enterpriseId) as {
      oper_type: number;
      change_cents: number;
      balance_cents: number;
      remark: string;
    };
    expect(bill).toMatchObject({
      oper_type: 3,
      change_cents: -1234,
      balance_cents: balance - 1234,
      remark: '扣款：违约金',
    });
    const link = server.db
      .prepare('SELECT detailed_id FROM ent_chargeback WHERE chargeback_id = ?')
      .get(chargebackId) as {
      detailed_id: number | null;
    };
    expect(link.detailed_id).not.toBeNull();
    await refused(
      () => post('/enterprise/chargeback/approve', tokens.finance, { chargebackId, remark: '' }),
      /已处理/,
    );
    await refused(
      () => post('/enterprise/chargeback/refuse', tokens.finance, { chargebackId, remark: '不' }),
      /已处理/,
    );
  });

  it('refuses on approval an amount the balance no longer covers; refuses with a remark', async () => {
    const enterpriseId = 1;
    const asked = await post('/enterprise/chargeback/add', tokens.market, {
      enterpriseId,
      amount: 5,
      reason: '扣回',
    });
    const { chargebackId } = asked.body.data as Chargeback;
    const balance = balanceOf(enterpriseId);
    server.db.prepare('UPDATE wallet SET balance_cents = 100 WHERE enterprise_id = ?').run(enterpriseId);
    await refused(
      () => post('/enterprise/chargeback/approve', tokens.finance, { chargebackId, remark: '' }),
      /企业余额不足/,
    );
    server.db
      .prepare('UPDATE wallet SET balance_cents = ? WHERE enterprise_id = ?')
      .run(balance, enterpriseId);
    const refusedRow = await post('/enterprise/chargeback/refuse', tokens.finance, {
      chargebackId,
      remark: '金额有误',
    });
    expect(refusedRow.body.data).toMatchObject({ state: 'refused', remark: '金额有误' });
    expect(balanceOf(enterpriseId)).toBe(balance);
  });
});

describe('the enterprise side of the approval model (D63)', () => {
  it('流程实例: every enterprise request with its history; an enterprise user sees its own enterprise only', async () => {
    const all = (await get('/enterprise/process/list', tokens.finance)).body.rows as EnterpriseProcess[];
    expect(new Set(all.map((row) => row.approvalType))).toEqual(
      new Set(['increase', 'accessories', 'chargeback']),
    );
    expect(new Set(all.map((row) => row.processKey)).size).toBe(all.length);
    const deductions = (await get('/enterprise/process/list', tokens.finance, { approvalType: 'chargeback' }))
      .body.rows as EnterpriseProcess[];
    expect(deductions.length).toBeGreaterThan(0);
    expect(deductions.every((row) => row.approvalType === 'chargeback' && row.orderNo === null)).toBe(true);
    const own = (await get('/enterprise/process/list', tokens.enterprise, { enterpriseName: '不相干' })).body
      .rows as EnterpriseProcess[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    await refused(() => get('/enterprise/process/list', tokens.master), /没有权限/);
    await refused(() => get('/enterprise/process/list', tokens.viewer), /没有权限/);
  });

  it('流程模型: the model list narrowed to the types that concern enterprises, with their approver roles', async () => {
    const list = (token: string) =>
      server.call('GET', '/order/approvalModel/list', { token, query: { scope: 'enterprise' } });
    const models = (await list(tokens.market)).body.data as ApprovalModel[];
    expect(models.map((model) => model.approvalType)).toEqual(['increase', 'accessories', 'chargeback']);
    expect(models[2]?.approverRoles.map((role) => role.roleName)).toContain('财务专员');
    await refused(() => list(tokens.enterprise), /没有权限/);
  });
});

describe('migration 0036 on a database seeded before it (D63)', () => {
  it('adds the tables, the codes as buttons with their grants and the approver roles of `chargeback`', async () => {
    const { db } = server;
    const codes = `('enterprise:districtprice:list', 'enterprise:districtprice:edit', 'enterprise:districtprice:remove',
      'enterprise:chargeback:list', 'enterprise:chargeback:apply', 'enterprise:chargeback:approve', 'enterprise:process:list')`;
    const before = db
      .prepare(`SELECT role_id, button FROM sys_role_button WHERE button IN ${codes} ORDER BY 1, 2`)
      .all();
    db.exec(`DELETE FROM sys_role_button WHERE button IN ${codes};
      DELETE FROM sys_menu WHERE menu_key IN ${codes};
      DELETE FROM approval_model_role WHERE approval_type = 'chargeback';
      DELETE FROM approval_model WHERE approval_type = 'chargeback';
      DROP TABLE ent_chargeback; DROP TABLE ent_district_price;
      DELETE FROM schema_migrations WHERE name = '0036_district_price_chargeback.sql';`);
    expect(migrate(db)).toEqual(['0036_district_price_chargeback.sql']);
    const after = db
      .prepare(`SELECT role_id, button FROM sys_role_button WHERE button IN ${codes} ORDER BY 1, 2`)
      .all();
    // The market role also gets 流程模型's read code (it held it already from the seed).
    expect(after).toEqual(before);
    expect(
      db.prepare(`SELECT COUNT(*) AS n FROM sys_menu WHERE menu_type = 'F' AND menu_key IN ${codes}`).get(),
    ).toEqual({
      n: 7,
    });
    const roles = db
      .prepare("SELECT role_id FROM approval_model_role WHERE approval_type = 'chargeback' ORDER BY role_id")
      .all() as { role_id: number }[];
    expect(roles.map((row) => row.role_id)).toEqual([1, 33]);
    expect(server.count('ent_chargeback')).toBe(0);
  });
});
