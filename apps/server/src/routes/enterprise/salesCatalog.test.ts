import { contract } from '@onsite/api-client';
import type { ChannelRow, OrderSourceRow, ShopRow, SupplierRow } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractShape } from '../../enterprise/testSupport';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let market: string;
let enterprise: string;
let viewer: string;
let dispatcher: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, market, enterprise, viewer, dispatcher] = await Promise.all([
    server.login('admin'),
    server.login('market'),
    server.login('enterprise'),
    server.login('viewer'),
    server.login('dispatcher'),
  ]);
});
afterAll(async () => server.close());

const TABLES = ['ent_shop', 'ent_supplier', 'ent_channel', 'ent_order_source', 'work_order'];
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((table) => [table, server.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );

const get = (path: string, token: string | undefined, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query });
const post = (path: string, token: string | undefined, body: unknown) =>
  server.call('POST', path, { token, body });

/** Every refused call in `action` answers a failure and changes no catalogue table nor an order. */
async function unchanged(action: () => Promise<void>) {
  const before = snapshot();
  await action();
  expect(snapshot()).toEqual(before);
}

const shopBody = (name: string, extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  shopName: name,
  channelId: null,
  contactName: '测试店长',
  phone: '0755-26880099',
  provinceCode: '440000',
  cityCode: '440300',
  areaCode: '440305',
  detailedAddress: '科技园北路 1 号',
  remark: '',
  ...extra,
});

/** The four entities with a valid new entry of enterprise 1 and how their rows name it. */
const ENTITIES = [
  {
    entity: 'shop',
    idField: 'shopId',
    body: shopBody('测试门店'),
    edit: { shopName: '测试门店二' },
  },
  {
    entity: 'supplier',
    idField: 'supplierId',
    body: {
      enterpriseId: 1,
      supplierName: '测试供应商',
      contactName: '测试经理',
      phone: '13800138099',
      address: '',
      remark: '',
    },
    edit: { supplierName: '测试供应商二' },
  },
  {
    entity: 'channel',
    idField: 'channelId',
    body: { enterpriseId: 1, channelCode: 'TEST', channelName: '测试渠道', remark: '' },
    edit: { channelName: '测试渠道二' },
  },
  {
    entity: 'source',
    idField: 'sourceId',
    body: { enterpriseId: 1, sourceCode: 'TEST', sourceName: '测试来源', remark: '' },
    edit: { sourceName: '测试来源二' },
  },
] as const;

const firstOf = <Row>(rows: unknown[] | undefined) => (rows ?? [])[0] as Row;

describe('the sales catalogue (D53): shops, suppliers, channels, order sources', () => {
  it.each(ENTITIES)('$entity: staff add, edit, disable, enable and delete an entry', async (e) => {
    const calls = contract.enterprise[e.entity];
    const added = await post(`/enterprise/${e.entity}/add`, market, e.body);
    expectContractShape(calls.add, added.body);
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data as number;
    const { enterpriseId: _enterprise, ...fields } = e.body;
    const updated = await post(`/enterprise/${e.entity}/update`, market, {
      [e.idField]: id,
      ...fields,
      ...e.edit,
    });
    expect(updated.body.msg).toBe('保存成功');
    const page = await get(`/enterprise/${e.entity}/list`, market, { enterpriseId: 1, pageSize: 100 });
    expectContractShape(calls.list, page.body);
    const row = (page.body.rows as Record<string, unknown>[]).find((r) => r[e.idField] === id);
    expect(row).toMatchObject({ ...e.edit, enterpriseId: 1, forbiddenStatus: 0 });
    expect((await post(`/enterprise/${e.entity}/disable`, market, { [e.idField]: id })).body.msg).toBe(
      '禁用成功',
    );
    const options = await get(`/enterprise/${e.entity}/options`, enterprise, { enterpriseId: 1 });
    expectContractShape(calls.options, options.body);
    expect((options.body.data as { id: number }[]).some((option) => option.id === id)).toBe(false);
    expect((await post(`/enterprise/${e.entity}/enable`, market, { [e.idField]: id })).body.msg).toBe(
      '启用成功',
    );
    expect((await post(`/enterprise/${e.entity}/remove`, market, { [e.idField]: id })).body.msg).toBe(
      '删除成功',
    );
  });

  it('lists every enterprise to staff, narrowed by the enterprise filter, with the shop’s region and channel', async () => {
    const all = await get('/enterprise/shop/list', admin, { pageSize: 100 });
    const enterprises = new Set((all.body.rows as ShopRow[]).map((row) => row.enterpriseId));
    expect(enterprises.size).toBeGreaterThan(1);
    const second = (await get('/enterprise/shop/list', admin, { enterpriseId: 2, pageSize: 100 })).body
      .rows as ShopRow[];
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((row) => row.enterpriseId === 2)).toBe(true);
    expect(second[0]?.regionName).toMatch(/\S+ \S+ \S+/);
    expect(second[0]?.channelName).not.toBeNull();
  });

  it('shows an enterprise user only their own enterprise and refuses the others', async () => {
    for (const { entity } of ENTITIES) {
      const own = await get(`/enterprise/${entity}/list`, enterprise, { pageSize: 100 });
      expect(own.body.total).toBeGreaterThan(0);
      expect((own.body.rows as { enterpriseId: number }[]).every((row) => row.enterpriseId === 1)).toBe(true);
      expect((await get(`/enterprise/${entity}/list`, enterprise, { enterpriseId: 2 })).status).toBe(403);
      expect((await get(`/enterprise/${entity}/options`, enterprise, { enterpriseId: 2 })).status).toBe(403);
    }
    const other = firstOf<SupplierRow>(
      (await get('/enterprise/supplier/list', admin, { enterpriseId: 2 })).body.rows,
    );
    await unchanged(async () => {
      const added = await post('/enterprise/supplier/add', enterprise, {
        enterpriseId: 2,
        supplierName: '越权供应商',
        contactName: '某人',
        phone: '13800138000',
        address: '',
        remark: '',
      });
      expect(added.status).toBe(403);
      // Another enterprise's entry is not there for them (least data: the same answer as an unknown id).
      for (const action of ['disable', 'remove']) {
        const answer = await post(`/enterprise/supplier/${action}`, enterprise, {
          supplierId: other.supplierId,
        });
        expect(answer.status).toBe(404);
        expect(answer.body.msg).toBe(`供应商 ${other.supplierId} 不存在`);
      }
    });
  });

  it('lets an enterprise user keep their own enterprise’s entries', async () => {
    const added = await post('/enterprise/channel/add', enterprise, {
      enterpriseId: 1,
      channelCode: 'OWN',
      channelName: '自营渠道',
      remark: '',
    });
    expect(added.body.msg).toBe('新增成功');
    expect(
      (await post('/enterprise/channel/remove', enterprise, { channelId: added.body.data })).body.msg,
    ).toBe('删除成功');
  });

  it('refuses blank, taken (case-insensitive) and malformed values with a clear message, changing nothing', async () => {
    const lockShop = firstOf<ShopRow>(
      (await get('/enterprise/shop/list', admin, { enterpriseId: 1 })).body.rows,
    );
    const lockChannel = firstOf<ChannelRow>(
      (await get('/enterprise/channel/list', admin, { enterpriseId: 1 })).body.rows,
    );
    await unchanged(async () => {
      const blank = await post('/enterprise/shop/add', market, shopBody('   '));
      expect(blank.status).toBe(400);
      expect(blank.body.msg).toBe('请求体 门店名称（shopName） 不能为空');
      const taken = await post('/enterprise/shop/add', market, shopBody(lockShop.shopName));
      expect(taken.body.code).toBe(500);
      expect(taken.body.msg).toBe(`门店名称「${lockShop.shopName}」在该企业已存在`);
      const code = await post('/enterprise/channel/add', market, {
        enterpriseId: 1,
        channelCode: lockChannel.channelCode.toLowerCase(),
        channelName: '另一个渠道',
        remark: '',
      });
      expect(code.body.msg).toBe(`渠道编码「${lockChannel.channelCode.toLowerCase()}」在该企业已存在`);
      const renamed = await post('/enterprise/channel/update', market, {
        channelId: lockChannel.channelId,
        channelCode: 'NEWCODE',
        channelName: firstOf<ChannelRow>(
          (
            await get('/enterprise/channel/list', admin, {
              enterpriseId: 1,
              sortField: 'channelId',
              sortOrder: 'asc',
            })
          ).body.rows,
        ).channelName,
        remark: '',
      });
      expect(renamed.body.msg).toMatch(/^渠道名称「.+」在该企业已存在$/);
      expect((await post('/enterprise/shop/add', market, shopBody('新门店', { phone: 'abc' }))).status).toBe(
        400,
      );
      expect(
        (await post('/enterprise/channel/add', market, { ...ENTITIES[2].body, channelCode: '中文' })).status,
      ).toBe(400);
      const region = await post('/enterprise/shop/add', market, shopBody('新门店', { cityCode: '440100' }));
      expect(region.body.msg).toBe('省、市、区不匹配');
      expect(
        (await post('/enterprise/shop/add', market, shopBody('新门店', { enterpriseId: 99999 }))).status,
      ).toBe(404);
      expect(
        (
          await post('/enterprise/source/update', market, {
            sourceId: 99999,
            sourceCode: 'X',
            sourceName: 'X',
            remark: '',
          })
        ).body.msg,
      ).toBe('订单来源 99999 不存在');
    });
  });

  it('lets the same name live in two enterprises', async () => {
    const lockShop = firstOf<ShopRow>(
      (await get('/enterprise/shop/list', admin, { enterpriseId: 1 })).body.rows,
    );
    const added = await post('/enterprise/shop/add', market, {
      ...shopBody(lockShop.shopName),
      enterpriseId: 2,
    });
    expect(added.body.msg).toBe('新增成功');
    await post('/enterprise/shop/remove', market, { shopId: added.body.data });
  });

  it('refuses a channel of another enterprise or a disabled one for a shop', async () => {
    const channels = (await get('/enterprise/channel/list', admin, { pageSize: 100 })).body
      .rows as ChannelRow[];
    const foreign = channels.find((row) => row.enterpriseId === 2);
    const disabled = channels.find((row) => row.enterpriseId === 1 && row.forbiddenStatus === 1);
    await unchanged(async () => {
      for (const channel of [foreign, disabled]) {
        const answer = await post(
          '/enterprise/shop/add',
          market,
          shopBody('新门店', { channelId: channel?.channelId }),
        );
        expect(answer.body.msg).toBe('所选渠道不存在、已禁用或不属于该企业');
      }
    });
  });

  it('refuses a repeated state change', async () => {
    const disabled = (
      (await get('/enterprise/source/list', admin, { enterpriseId: 1, forbiddenStatus: 1 })).body
        .rows as OrderSourceRow[]
    )[0];
    const enabled = firstOf<SupplierRow>(
      (await get('/enterprise/supplier/list', admin, { enterpriseId: 1, forbiddenStatus: 0 })).body.rows,
    );
    await unchanged(async () => {
      expect(
        (await post('/enterprise/source/disable', market, { sourceId: disabled?.sourceId })).body.msg,
      ).toBe('订单来源已是禁用状态');
      expect(
        (await post('/enterprise/supplier/enable', market, { supplierId: enabled.supplierId })).body.msg,
      ).toBe('供应商已是启用状态');
    });
  });

  it('refuses to delete a shop or a source orders name, and a channel shops belong to, naming how many', async () => {
    const shops = (await get('/enterprise/shop/list', admin, { enterpriseId: 1, pageSize: 100 })).body
      .rows as ShopRow[];
    const usedShop = shops.find((row) => row.orderCount > 0);
    const sources = (await get('/enterprise/source/list', admin, { enterpriseId: 1, pageSize: 100 })).body
      .rows as OrderSourceRow[];
    const usedSource = sources.find((row) => row.orderCount > 0);
    const channels = (await get('/enterprise/channel/list', admin, { enterpriseId: 1, pageSize: 100 })).body
      .rows as ChannelRow[];
    const usedChannel = channels.find((row) => row.shopCount > 0);
    expect(usedShop && usedSource && usedChannel).toBeTruthy();
    await unchanged(async () => {
      expect((await post('/enterprise/shop/remove', market, { shopId: usedShop?.shopId })).body.msg).toBe(
        `门店「${usedShop?.shopName}」已被 ${usedShop?.orderCount} 个订单使用，不能删除，可以禁用`,
      );
      expect(
        (await post('/enterprise/source/remove', market, { sourceId: usedSource?.sourceId })).body.msg,
      ).toBe(
        `订单来源「${usedSource?.sourceName}」已被 ${usedSource?.orderCount} 个订单使用，不能删除，可以禁用`,
      );
      expect(
        (await post('/enterprise/channel/remove', market, { channelId: usedChannel?.channelId })).body.msg,
      ).toBe(
        `渠道「${usedChannel?.channelName}」下还有 ${usedChannel?.shopCount} 个门店，不能删除，可以禁用`,
      );
    });
  });

  it('enforces the codes: without them nothing is listed nor changed; signed out is 401', async () => {
    await unchanged(async () => {
      for (const { entity, idField, body } of ENTITIES) {
        for (const token of [viewer, dispatcher]) {
          expect((await get(`/enterprise/${entity}/list`, token)).status).toBe(403);
          expect((await post(`/enterprise/${entity}/add`, token, body)).status).toBe(403);
          expect((await post(`/enterprise/${entity}/disable`, token, { [idField]: 1 })).status).toBe(403);
          expect((await post(`/enterprise/${entity}/remove`, token, { [idField]: 1 })).status).toBe(403);
        }
        expect((await get(`/enterprise/${entity}/list`, undefined)).status).toBe(401);
      }
    });
  });
});
