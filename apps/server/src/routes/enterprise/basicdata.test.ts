import { contract } from '@onsite/api-client';
import type { BasicPrice, OrderType, TreeOption } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.basicdata;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES, 'bd_basic_price');
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES, 'bd_basic_price')).toEqual(before);
}

describe('regions', () => {
  it('lists every province, the cities of a province and the areas of a city', async () => {
    const provinces = await t.post('/basicdata/province/selectAllProvince', undefined);
    expectContractShape(calls.province.selectAllProvince, provinces.body);
    expect((provinces.body.data as unknown[]).length).toBe(34);
    const cities = await t.post('/basicdata/city/selectCityName', { provinceCode: '330000' });
    expectContractShape(calls.city.selectCityName, cities.body);
    expect((cities.body.data as { cityName: string }[]).map((city) => city.cityName)).toEqual([
      '杭州市',
      '宁波市',
    ]);
    const areas = await t.post('/basicdata/area/selectAreaName', { cityCode: '330100' });
    expect((areas.body.data as { areaName: string }[]).map((area) => area.areaName)).toContain('西湖区');
    expect((await t.post('/basicdata/city/selectCityName', { provinceCode: '999999' })).body.data).toEqual(
      [],
    );
  });

  it('refuses a code that is not digits (400) and a caller without a token (401)', async () => {
    expect((await t.post('/basicdata/city/selectCityName', { provinceCode: 'abc' })).status).toBe(400);
    expect((await t.post('/basicdata/area/selectAreaName', {})).status).toBe(400);
    expect((await t.post('/basicdata/province/selectAllProvince', undefined, null)).status).toBe(401);
  });
});

describe('order types per install type', () => {
  it('answers the enabled order types of an install type as rows, and the paged list with filters', async () => {
    const list = await t.get('/basicdata/orderType/getList/1');
    expectContractShape(calls.orderType.getList, list.body);
    expect(
      (list.body.rows as OrderType[]).every((row) => row.installType === '1' && row.status === '0'),
    ).toBe(true);
    expect(list.body.total).toBe(5);
    const paged = await t.get(
      `/basicdata/orderType/list?installType=2&typeName=${encodeURIComponent('维修')}`,
    );
    expectContractShape(calls.orderType.list, paged.body);
    expect((paged.body.rows as OrderType[]).map((row) => row.typeName)).toEqual([
      '宽带故障维修',
      '智能锁维修',
    ]);
  });

  it('adds an order type (user type 00), creating the price rows of every enterprise with that install type', async () => {
    const before = (
      t.db
        .prepare(
          "SELECT COUNT(DISTINCT enterprise_id) AS c FROM ent_enterprise_install_type WHERE install_type = '3'",
        )
        .get() as { c: number }
    ).c;
    const answer = await t.post('/basicdata/orderType/save', {
      typeName: '窗户测量',
      installType: '3',
      orderNum: 20,
      status: '0',
      remark: '',
    });
    expectContractShape(calls.orderType.save, answer.body);
    const id = answer.body.data as number;
    const rows = (
      t.db.prepare('SELECT COUNT(*) AS c FROM ent_price WHERE order_type_id = ?').get(id) as { c: number }
    ).c;
    expect(rows).toBe(before);
    expect(
      (
        await t.post('/basicdata/orderType/update', {
          orderTypeId: id,
          typeName: '门窗测量',
          installType: '3',
          orderNum: 21,
          status: '1',
          remark: '停用',
        })
      ).body.code,
    ).toBe(0);
    expect((await t.get('/basicdata/orderType/getList/3')).body.rows as OrderType[]).not.toContainEqual(
      expect.objectContaining({ orderTypeId: id }),
    );
    expect((await t.post('/basicdata/orderType/del', { orderTypeId: id })).body.msg).toBe('删除成功');
    expect(
      (t.db.prepare('SELECT COUNT(*) AS c FROM ent_price WHERE order_type_id = ?').get(id) as { c: number })
        .c,
    ).toBe(0);
  });

  it('refuses duplicates, unknown install types, deleting or moving an order type used by guarantees, and non-00 users', async () => {
    const used = (
      t.db.prepare('SELECT order_type_id FROM ent_guarantee LIMIT 1').get() as { order_type_id: number }
    ).order_type_id;
    await unchanged(async () => {
      const fields = { typeName: '智能锁安装', installType: '1', orderNum: 1, status: '0', remark: '' };
      expect((await t.post('/basicdata/orderType/save', fields)).body.msg).toContain('已有订单类型');
      expect(
        (await t.post('/basicdata/orderType/save', { ...fields, typeName: '新类型', installType: '7' })).body
          .msg,
      ).toContain('安装类型 7 不存在');
      expect(
        (await t.post('/basicdata/orderType/save', { ...fields, typeName: '新类型', status: '2' })).status,
      ).toBe(400);
      expect(
        (await t.post('/basicdata/orderType/save', { ...fields, typeName: '新类型', orderNum: -1 })).status,
      ).toBe(400);
      expect((await t.post('/basicdata/orderType/save', { ...fields, typeName: '' })).status).toBe(400);
      expect((await t.post('/basicdata/orderType/del', { orderTypeId: used })).body.msg).toContain(
        '质保设置使用',
      );
      const current = t.db.prepare('SELECT * FROM bd_order_type WHERE order_type_id = ?').get(used) as {
        type_name: string;
        install_type: string;
      };
      const move = {
        orderTypeId: used,
        typeName: current.type_name,
        installType: current.install_type === '1' ? '2' : '1',
        orderNum: 1,
        status: '0',
        remark: '',
      };
      expect((await t.post('/basicdata/orderType/update', move)).body.msg).toContain('不能修改安装类型');
      expect((await t.post('/basicdata/orderType/del', { orderTypeId: 999 })).body.msg).toContain(
        '订单类型 999 不存在',
      );
      expect(
        (await t.post('/basicdata/orderType/save', { ...fields, typeName: '市场新增' }, 'market')).status,
      ).toBe(403);
      expect((await t.post('/basicdata/orderType/del', { orderTypeId: used }, 'viewer')).status).toBe(403);
    });
  });

  it('answers the install type → order types tree, of an enterprise when asked', async () => {
    const all = await t.get('/basicdata/orderType/tree');
    expectContractShape(calls.orderType.tree, all.body);
    expect((all.body.data as TreeOption[]).map((node) => node.label)).toEqual([
      '安装',
      '维修',
      '测量',
      '保养',
    ]);
    const ofEnterprise = await t.get('/basicdata/orderType/tree?enterpriseId=2');
    const installTypes = (
      (await t.get('/enterprise/management/get/2')).body.data as { installTypes: string[] }
    ).installTypes;
    expect((ofEnterprise.body.data as TreeOption[]).map((node) => node.value)).toEqual(installTypes);
    expect((await t.get('/basicdata/orderType/tree?enterpriseId=2', 'enterprise')).status).toBe(403);
  });

  it('pages the base prices with their order type names', async () => {
    const answer = await t.get('/basicdata/basicPrice/list?installType=1&pageSize=50');
    expectContractShape(calls.basicPrice.list, answer.body);
    const rows = answer.body.rows as BasicPrice[];
    expect(rows.find((row) => row.typeName === '智能锁安装')?.price).toBe(120);
    expect(rows.every((row) => row.installType === '1')).toBe(true);
  });
});
