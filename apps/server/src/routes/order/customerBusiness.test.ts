import type { BusinessFollow, BusinessLead, CustomerInfo, CustomerOrderHistory } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'market' | 'master' | 'enterprise' | 'viewer', string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'market', 'master', 'enterprise', 'viewer'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

type Body<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };
const get = async <T>(url: string, token: string, query: Record<string, unknown> = {}) =>
  (await server.call('GET', url, { token, query })).body as Body<T>;
const post = async <T>(url: string, token: string, body: object) =>
  (await server.call('POST', url, { token, body })).body as Body<T>;

const snapshot = () => ({
  notes: server.db.prepare('SELECT * FROM order_customer_note ORDER BY customer_mobile').all(),
  leads: server.db.prepare('SELECT * FROM business_lead ORDER BY lead_id').all(),
  follows: server.db.prepare('SELECT * FROM business_follow ORDER BY follow_id').all(),
});

/** A refusal (business or 403) with this message that changes nothing. */
async function refused(action: () => Promise<Body<unknown>>, msg: string | RegExp) {
  const before = snapshot();
  const body = await action();
  expect(body.code, JSON.stringify(body)).not.toBe(0);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

describe('客户信息订单 (D60)', () => {
  const customers = (token: string, query: Record<string, unknown> = {}) =>
    get<CustomerInfo>('/order/customerInfo/list', token, { pageSize: 500, ...query });

  it('groups the orders by mobile with the counts, the latest order and the staff note', async () => {
    const body = await customers(tokens.dispatcher);
    const { n } = server.db.prepare('SELECT COUNT(DISTINCT customer_mobile) AS n FROM work_order').get() as {
      n: number;
    };
    expect(body.total).toBe(n);
    const rows = [...(body.rows ?? [])];
    for (let pageNum = 2; rows.length < n; pageNum += 1)
      rows.push(...((await customers(tokens.dispatcher, { pageNum })).rows ?? []));
    // Every order counts for exactly one customer.
    expect(rows.reduce((sum, row) => sum + row.orderCount, 0)).toBe(server.count('work_order'));
    const noted = rows.filter((row) => row.note !== null);
    expect(noted.length).toBe(2);
    expect(noted.every((row) => row.orderCount >= 2 && row.noteBy === '王派单')).toBe(true);
    const first = rows[0] as CustomerInfo;
    const latest = server.db
      .prepare(
        'SELECT customer_name, create_time FROM work_order WHERE customer_mobile = ? ORDER BY create_time DESC, order_id DESC LIMIT 1',
      )
      .get(first.customerMobile) as { customer_name: string; create_time: string };
    expect(first).toMatchObject({ customerName: latest.customer_name, lastOrderTime: latest.create_time });
    const repeat = await customers(tokens.dispatcher, { kind: 'repeat' });
    expect(repeat.rows?.every((row) => row.orderCount >= 2)).toBe(true);
    const open = await customers(tokens.dispatcher, { kind: 'open' });
    expect(open.rows?.every((row) => row.openCount > 0)).toBe(true);
    const byMobile = await customers(tokens.dispatcher, { customerMobile: first.customerMobile });
    expect(byMobile.rows?.map((row) => row.customerMobile)).toEqual([first.customerMobile]);
    const byName = await customers(tokens.dispatcher, { customerName: first.customerName });
    expect(byName.rows?.map((row) => row.customerMobile)).toContain(first.customerMobile);
  });

  it('scopes an enterprise user to its own orders without the staff note; refuses masters and those without the code', async () => {
    const own = await customers(tokens.enterprise);
    const enterpriseId = (
      server.db.prepare("SELECT enterprise_id FROM sys_user WHERE login_name = 'enterprise'").get() as {
        enterprise_id: number;
      }
    ).enterprise_id;
    const { n } = server.db
      .prepare('SELECT COUNT(DISTINCT customer_mobile) AS n FROM work_order WHERE enterprise_id = ?')
      .get(enterpriseId) as { n: number };
    // The enterprise role holds no code of this screen: granted here to check the scope.
    if (own.code !== 0) {
      server.db
        .prepare("INSERT INTO sys_role_button (role_id, button) VALUES (31, 'order:custinfo:list')")
        .run();
      tokens.enterprise = await server.login('enterprise');
    }
    const scoped = await customers(tokens.enterprise);
    expect(scoped.total).toBe(n);
    expect(scoped.rows?.every((row) => row.note === null)).toBe(true);
    const foreign = server.db
      .prepare(
        'SELECT customer_mobile FROM work_order WHERE customer_mobile NOT IN (SELECT customer_mobile FROM work_order WHERE enterprise_id = ?) LIMIT 1',
      )
      .get(enterpriseId) as { customer_mobile: string };
    await refused(
      () =>
        get('/order/customerInfo/history', tokens.enterprise, { customerMobile: foreign.customer_mobile }),
      `客户 ${foreign.customer_mobile} 没有订单`,
    );
    await refused(
      () =>
        post('/order/customerInfo/note', tokens.enterprise, {
          customerMobile: foreign.customer_mobile,
          note: 'x',
        }),
      /没有权限/,
    );
    await refused(() => customers(tokens.master), /没有权限/);
    await refused(() => customers(tokens.viewer), /没有权限/);
  });

  it('lists a customer’s history newest first; writes and clears the note, refusing what it must', async () => {
    const first = ((await customers(tokens.dispatcher, { kind: 'repeat' })).rows ?? [])[0] as CustomerInfo;
    const history = await get<CustomerOrderHistory[]>('/order/customerInfo/history', tokens.dispatcher, {
      customerMobile: first.customerMobile,
    });
    expect(history.data?.length).toBe(first.orderCount);
    const times = (history.data ?? []).map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    await refused(
      () => post('/order/customerInfo/note', tokens.dispatcher, { customerMobile: '13000000000', note: 'x' }),
      '客户 13000000000 没有订单',
    );
    await refused(
      () =>
        post('/order/customerInfo/note', tokens.market, { customerMobile: first.customerMobile, note: 'x' }),
      /没有权限/,
    );
    const saved = await post<CustomerInfo>('/order/customerInfo/note', tokens.dispatcher, {
      customerMobile: first.customerMobile,
      note: '  只接受上午上门  ',
    });
    expect(saved).toMatchObject({
      code: 0,
      msg: '备注已保存',
      data: { note: '只接受上午上门', noteBy: '王派单' },
    });
    const cleared = await post<CustomerInfo>('/order/customerInfo/note', tokens.dispatcher, {
      customerMobile: first.customerMobile,
      note: ' ',
    });
    expect(cleared).toMatchObject({ code: 0, msg: '备注已清除', data: { note: null } });
  });
});

describe('业务列表 (D60)', () => {
  const FORM = {
    title: '物业小区门锁安装',
    companyName: '深圳测试物业有限公司',
    contactName: '何经理',
    contactPhone: '13912349999',
    provinceCode: '440000',
    installType: '1',
    quantity: 50,
    amount: 7500,
    nextFollowDate: '2025-03-20',
    remark: '',
  };
  const leads = (token: string, query: Record<string, unknown> = {}) =>
    get<BusinessLead>('/order/business/list', token, { pageSize: 100, ...query });

  it('lists the seeded opportunities in every stage, open ones first; staff only', async () => {
    const body = await leads(tokens.market);
    const rows = body.rows ?? [];
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(['new', 'following', 'won', 'lost']));
    const closedAt = rows.findIndex((row) => row.stage === 'won' || row.stage === 'lost');
    expect(rows.slice(closedAt).every((row) => row.stage === 'won' || row.stage === 'lost')).toBe(true);
    expect(rows.find((row) => row.stage === 'won')?.enterpriseName).not.toBeNull();
    expect(rows.find((row) => row.stage === 'lost')?.lostReason).toMatch(/价格/);
    const mine = await leads(tokens.market, { mine: '1' });
    expect(mine.rows?.every((row) => row.mine && row.ownerName === '李市场')).toBe(true);
    expect((await leads(tokens.market, { keyword: '酒店' })).rows?.map((row) => row.companyName)).toEqual([
      '杭州西湖之星酒店管理有限公司',
    ]);
    await refused(() => leads(tokens.master), /没有权限/);
    await refused(() => leads(tokens.enterprise), /没有权限/);
    await refused(() => leads(tokens.viewer), /没有权限/);
  });

  it('adds an opportunity owned by the caller, refusing every bad form', async () => {
    const add = (patch: Partial<typeof FORM>) => () =>
      post('/order/business/add', tokens.market, { ...FORM, ...patch });
    await refused(add({ title: '  ' }), '请输入商机名称');
    await refused(add({ companyName: '' }), '请输入客户公司');
    await refused(add({ contactName: ' ' }), '请输入联系人');
    await refused(add({ contactPhone: '12345' }), '请输入正确的联系电话（手机或座机）');
    await refused(add({ provinceCode: '999999' }), '请选择省份');
    await refused(add({ installType: '99' }), '请选择安装类型');
    await refused(add({ nextFollowDate: '2025-02-30' }), '请输入正确的下次跟进日期（YYYY-MM-DD）');
    await refused(add({ nextFollowDate: '2025-03-01' }), '下次跟进日期不能早于今天');
    await refused(add({ quantity: 0 }), /quantity|数量|不能小于/);
    await refused(() => post('/order/business/add', tokens.master, FORM), /没有权限/);
    const added = await post<BusinessLead>('/order/business/add', tokens.market, {
      ...FORM,
      contactPhone: '0755-86001234',
    });
    expect(added).toMatchObject({
      code: 0,
      msg: '商机已添加',
      data: {
        stage: 'new',
        ownerName: '李市场',
        mine: true,
        amount: 7500,
        provinceName: '广东省',
        followCount: 0,
      },
    });
  });

  it('lets only the owner edit, follow up and close an open opportunity, once', async () => {
    const lead = (
      await post<BusinessLead>('/order/business/add', tokens.market, { ...FORM, title: '酒店门锁改造' })
    ).data as BusinessLead;
    const follow =
      (token: string, patch: object = {}) =>
      () =>
        post('/order/business/follow', token, {
          leadId: lead.leadId,
          content: '电话沟通',
          nextFollowDate: null,
          ...patch,
        });
    await refused(follow(tokens.dispatcher), '只能维护本人负责的商机（该商机由李市场负责）');
    await refused(follow(tokens.market, { content: ' ' }), '请输入跟进内容');
    await refused(follow(tokens.market, { leadId: 99999 }), '商机 99999 不存在');
    await refused(
      () => post('/order/business/edit', tokens.dispatcher, { ...FORM, leadId: lead.leadId }),
      '只能维护本人负责的商机（该商机由李市场负责）',
    );
    const followed = await post<BusinessLead>('/order/business/follow', tokens.market, {
      leadId: lead.leadId,
      content: '上门看样，确认需求',
      nextFollowDate: '2025-03-18',
    });
    expect(followed).toMatchObject({
      code: 0,
      msg: '跟进已记录',
      data: { stage: 'following', followCount: 1, nextFollowDate: '2025-03-18' },
    });
    const edited = await post<BusinessLead>('/order/business/edit', tokens.market, {
      ...FORM,
      leadId: lead.leadId,
      quantity: 80,
    });
    expect(edited).toMatchObject({ code: 0, data: { quantity: 80, stage: 'following' } });
    const close = (patch: object) => () =>
      post('/order/business/close', tokens.market, {
        leadId: lead.leadId,
        stage: 'lost',
        content: '',
        enterpriseId: null,
        ...patch,
      });
    await refused(close({}), '请输入失效原因');
    await refused(close({ stage: 'won', enterpriseId: 99999 }), '企业 99999 不存在');
    const won = await post<BusinessLead>('/order/business/close', tokens.market, {
      leadId: lead.leadId,
      stage: 'won',
      content: '',
      enterpriseId: 1,
    });
    expect(won).toMatchObject({
      code: 0,
      msg: '商机已成交',
      data: { stage: 'won', enterpriseId: 1, nextFollowDate: null },
    });
    await refused(follow(tokens.market), '该商机已关闭，不能再修改');
    await refused(close({ content: '太贵' }), '该商机已关闭，不能再修改');
    const follows = await get<BusinessFollow[]>('/order/business/follows', tokens.dispatcher, {
      leadId: lead.leadId,
    });
    expect(follows.data?.map((row) => [row.stageFrom, row.stageTo])).toEqual([
      ['new', 'following'],
      ['following', 'won'],
    ]);
    await refused(() => get('/order/business/follows', tokens.master, { leadId: lead.leadId }), /没有权限/);
  });
});
