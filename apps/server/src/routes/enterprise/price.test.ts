import { contract } from '@onsite/api-client';
import type {
  AccessoryPriceGroup,
  EnterpriseHistory,
  EnterprisePriceGroup,
  EnterprisePriceRow,
} from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.enterprise.price;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function prices(enterpriseId: number): Promise<EnterprisePriceGroup[]> {
  return (await t.get(`/enterprise/price/list?enterpriseId=${enterpriseId}`)).body
    .data as EnterprisePriceGroup[];
}

async function firstPrice(enterpriseId: number): Promise<EnterprisePriceRow> {
  const row = (await prices(enterpriseId))[0]?.prices[0];
  if (!row) throw new Error('no price row');
  return row;
}

async function lastHistory(enterpriseId: number): Promise<EnterpriseHistory | undefined> {
  const answer = await t.get(`/enterprise/management/recordList?enterpriseId=${enterpriseId}&pageSize=1`);
  return (answer.body.rows as EnterpriseHistory[])[0];
}

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
}

describe('enterprise prices', () => {
  it('lists the prices grouped per install type of the enterprise', async () => {
    const answer = await t.get('/enterprise/price/list?enterpriseId=1');
    expectContractShape(calls.list, answer.body);
    const groups = answer.body.data as EnterprisePriceGroup[];
    expect(groups.map((group) => group.installType)).toEqual(['1', '2', '3', '4']);
    expect(groups[0]?.installTypeName).toBe('安装');
    expect(
      groups.every((group) => group.prices.every((row) => row.installationTypeCode === group.installType)),
    ).toBe(true);
  });

  it('lets the viewer and the enterprise itself read, and refuses others (403) and no token (401)', async () => {
    expect((await t.get('/enterprise/price/list?enterpriseId=1', 'viewer')).body.code).toBe(0);
    expect((await t.get('/enterprise/price/list?enterpriseId=1', 'enterprise')).body.code).toBe(0);
    expect((await t.get('/enterprise/price/list?enterpriseId=2', 'enterprise')).status).toBe(403);
    expect((await t.get('/enterprise/price/list?enterpriseId=1', 'accountant')).status).toBe(403);
    expect((await t.get('/enterprise/price/list?enterpriseId=1', null)).status).toBe(401);
    expect((await t.get('/enterprise/price/list?enterpriseId=999')).status).toBe(404);
  });

  it('saves price rows and writes a field-edit history row', async () => {
    const row = await firstPrice(3);
    const answer = await t.post('/enterprise/price/update', [
      { ...row, price: 188.5, priceRemark: '含远程费' },
    ]);
    expect(answer.body).toMatchObject({ code: 0, msg: '保存成功' });
    expect(await firstPrice(3)).toMatchObject({ price: 188.5, priceRemark: '含远程费' });
    const history = await lastHistory(3);
    expect(history).toMatchObject({ module: '金额信息', operateType: '修改', dataType: 1 });
    expect(JSON.parse(history?.operateContent ?? '[]')).toContainEqual(
      expect.objectContaining({ newValue: '188.5' }),
    );
  });

  it('stores a cleared (null) price as 0 (spec 001 §5) and refuses text that is not a price', async () => {
    const row = await firstPrice(5);
    await t.post('/enterprise/price/update', [{ ...row, price: 12 }]);
    expect((await t.post('/enterprise/price/update', [{ ...row, price: null }])).body.code).toBe(0);
    expect((await firstPrice(5)).price).toBe(0);
    await unchanged(async () => {
      for (const price of ['abc', '12元', -1]) {
        const refused = await t.post('/enterprise/price/update', [{ ...row, price }]);
        expect(refused.status, String(price)).toBe(400);
        expect(refused.body.msg).toContain('price');
      }
    });
  });

  it('refuses negative prices, percentages over 100, unknown rows, mismatched rows, duplicates and empty lists', async () => {
    const row = await firstPrice(7);
    await unchanged(async () => {
      expect((await t.post('/enterprise/price/update', [{ ...row, price: -1 }])).status).toBe(400);
      expect((await t.post('/enterprise/price/update', [{ ...row, proportion: 101 }])).status).toBe(400);
      expect((await t.post('/enterprise/price/update', [{ ...row, priceType: 2 }])).status).toBe(400);
      expect((await t.post('/enterprise/price/update', [{ ...row, price: 'abc' }])).status).toBe(400);
      expect((await t.post('/enterprise/price/update', [])).status).toBe(400);
      expect((await t.post('/enterprise/price/update', [{ ...row, enterprisePriceId: 999999 }])).status).toBe(
        404,
      );
      expect(
        (await t.post('/enterprise/price/update', [{ ...row, orderType: row.orderType + 1 }])).body.msg,
      ).toContain('与原数据不符');
      expect((await t.post('/enterprise/price/update', [row, row])).body.msg).toContain('重复');
      const [good, bad] = [
        { ...row, price: 1 },
        { ...row, enterprisePriceId: 999999 },
      ];
      expect((await t.post('/enterprise/price/update', [good, bad])).status).toBe(404);
    });
  });

  it('refuses users without editPriceInfo (403): the viewer and the enterprise user', async () => {
    const row = await firstPrice(1);
    await unchanged(async () => {
      const viewer = await t.post('/enterprise/price/update', [{ ...row, price: 1 }], 'viewer');
      expect(viewer.status).toBe(403);
      // The refusal names the call in a Chinese sentence, not the contract's English summary.
      expect(viewer.body.msg).toBe('没有权限执行该操作（POST /enterprise/price/update），请联系管理员授权');
      expect((await t.post('/enterprise/price/update', [{ ...row, price: 1 }], 'enterprise')).status).toBe(
        403,
      );
      expect((await t.post('/enterprise/price/update', [{ ...row, price: 1 }], null)).status).toBe(401);
    });
  });
});

describe('accessory prices', () => {
  it('lists accessory rows grouped per accessory type and saves thresholds and remarks with history', async () => {
    const answer = await t.get('/enterprise/price/accessory/list/1');
    expectContractShape(calls.accessory.list, answer.body);
    const groups = answer.body.data as AccessoryPriceGroup[];
    expect(groups.map((group) => group.accessoryTypeName)).toEqual(['锁体配件', '电子配件', '安装辅材']);
    const row = groups.flatMap((group) => group.rows)[0];
    if (!row) throw new Error('no accessory row');
    const saved = await t.post('/enterprise/price/accessory/update', [
      {
        enterpriseAccessoryId: row.enterpriseAccessoryId,
        accessoryPriceThreshold: 321,
        remark: '超过阈值需审核',
      },
    ]);
    expect(saved.body.code).toBe(0);
    const after = (
      (await t.get('/enterprise/price/accessory/list/1')).body.data as AccessoryPriceGroup[]
    ).flatMap((group) => group.rows);
    expect(after.find((item) => item.enterpriseAccessoryId === row.enterpriseAccessoryId)).toMatchObject({
      accessoryPriceThreshold: 321,
      remark: '超过阈值需审核',
    });
    expect((await lastHistory(1))?.module).toBe('金额信息');
  });

  it('saves a cleared (null) threshold as 0, like a price', async () => {
    const accessories = async () =>
      ((await t.get('/enterprise/price/accessory/list/2')).body.data as AccessoryPriceGroup[]).flatMap(
        (group) => group.rows,
      );
    const [row] = await accessories();
    if (!row) throw new Error('no accessory row');
    const id = row.enterpriseAccessoryId;
    await t.post('/enterprise/price/accessory/update', [
      { enterpriseAccessoryId: id, accessoryPriceThreshold: 50 },
    ]);
    const cleared = await t.post('/enterprise/price/accessory/update', [
      { enterpriseAccessoryId: id, accessoryPriceThreshold: null },
    ]);
    expect(cleared.body.code).toBe(0);
    expect(
      (await accessories()).find((item) => item.enterpriseAccessoryId === id)?.accessoryPriceThreshold,
    ).toBe(0);
  });

  it('refuses a row with nothing to save, a negative threshold, an unknown row and the viewer, changing nothing', async () => {
    const row = (
      (await t.get('/enterprise/price/accessory/list/3')).body.data as AccessoryPriceGroup[]
    ).flatMap((group) => group.rows)[0];
    const id = row?.enterpriseAccessoryId ?? 1;
    await unchanged(async () => {
      expect(
        (await t.post('/enterprise/price/accessory/update', [{ enterpriseAccessoryId: id }])).body.msg,
      ).toContain('没有要保存');
      expect(
        (
          await t.post('/enterprise/price/accessory/update', [
            { enterpriseAccessoryId: id, accessoryPriceThreshold: -5 },
          ])
        ).status,
      ).toBe(400);
      expect(
        (
          await t.post('/enterprise/price/accessory/update', [
            { enterpriseAccessoryId: id, remark: 'x'.repeat(501) },
          ])
        ).status,
      ).toBe(400);
      expect(
        (await t.post('/enterprise/price/accessory/update', [{ enterpriseAccessoryId: 999999, remark: 'x' }]))
          .status,
      ).toBe(404);
      expect(
        (
          await t.post(
            '/enterprise/price/accessory/update',
            [{ enterpriseAccessoryId: id, remark: 'x' }],
            'viewer',
          )
        ).status,
      ).toBe(403);
      expect((await t.get('/enterprise/price/accessory/list/3', 'enterprise')).status).toBe(403);
    });
  });
});
