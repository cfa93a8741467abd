import { contract } from '@onsite/api-client';
import type { CustomInfo, DemandPicture } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
}

describe('demand pictures', () => {
  it('replaces the pictures of one requirement tab and lists them', async () => {
    const paths = ['uploads/enterprise/20240601/a.png', 'uploads/enterprise/20240601/b.png'];
    expect(
      (
        await t.post('/enterprise/demandPic/add', {
          enterpriseId: 3,
          picType: 'dispatch_order_demand',
          filePaths: paths,
        })
      ).body.code,
    ).toBe(0);
    const answer = await t.get('/enterprise/demandPic/list?enterpriseId=3');
    expectContractShape(contract.enterprise.demandPic.list, answer.body);
    const pictures = (answer.body.data as DemandPicture[]).filter(
      (picture) => picture.picType === 'dispatch_order_demand',
    );
    expect(pictures.map((picture) => picture.picPath)).toEqual(paths);
    expect(
      (
        await t.post('/enterprise/demandPic/add', {
          enterpriseId: 3,
          picType: 'dispatch_order_demand',
          filePaths: [],
        })
      ).body.code,
    ).toBe(0);
    const cleared = (await t.get('/enterprise/demandPic/list?enterpriseId=3')).body.data as DemandPicture[];
    expect(cleared.some((picture) => picture.picType === 'dispatch_order_demand')).toBe(false);
  });

  it('refuses paths outside uploads/, traversal, too many pictures and the viewer, changing nothing', async () => {
    await unchanged(async () => {
      const post = (filePaths: string[], as: 'admin' | 'viewer' = 'admin') =>
        t.post('/enterprise/demandPic/add', { enterpriseId: 3, picType: 'master_demand', filePaths }, as);
      expect((await post(['exports/a.xlsx'])).body.msg).toContain('不是已上传的文件路径');
      expect((await post(['uploads/../secret.png'])).status).toBe(400);
      expect((await post(['/uploads/a.png'])).status).toBe(400);
      expect((await post(Array.from({ length: 10 }, (_, n) => `uploads/e/${n}.png`))).status).toBe(400);
      expect((await post(['uploads/e/a.png'], 'viewer')).status).toBe(403);
    });
  });
});

describe('custom info and the sales-order-code switch', () => {
  it('answers null before the first save, then the saved info', async () => {
    const none = await t.get('/enterprise/customInfo/get?enterpriseId=2');
    expectContractShape(contract.enterprise.customInfo.get, none.body);
    expect(none.body.data).toBeNull();
    const current = (await t.get('/enterprise/management/get/2')).body.data as { needSaleOrderCode: 0 | 1 };
    const saved = await t.post('/enterprise/customInfo/save', {
      enterpriseId: 2,
      info1: '大客户专线',
      info2: '',
      info3: '月底对账',
      needSaleOrderCode: current.needSaleOrderCode,
    });
    expect(saved.body.code).toBe(0);
    const info = (await t.get('/enterprise/customInfo/get?enterpriseId=2')).body.data as CustomInfo;
    expect(info).toMatchObject({ enterpriseId: 2, info1: '大客户专线', info3: '月底对账' });
    const second = await t.post('/enterprise/customInfo/save', { ...info, info2: '补充' });
    expect(second.body.code).toBe(0);
    expect(
      ((await t.get('/enterprise/customInfo/get?enterpriseId=2')).body.data as CustomInfo).customInfoId,
    ).toBe(info.customInfoId);
  });

  it('lets only user type 00 toggle the sales-order code (403 otherwise) and refuses a foreign customInfoId', async () => {
    const info = (await t.get('/enterprise/customInfo/get?enterpriseId=2')).body.data as CustomInfo;
    const toggled = { ...info, needSaleOrderCode: info.needSaleOrderCode === 1 ? 0 : 1 };
    await unchanged(async () => {
      const market = await t.post('/enterprise/customInfo/save', toggled, 'market');
      expect(market.status).toBe(403);
      expect(market.body.msg).toContain('销售单号');
      expect(
        (await t.post('/enterprise/customInfo/save', { ...info, customInfoId: 999 })).body.msg,
      ).toContain('不属于企业 2');
      expect((await t.post('/enterprise/customInfo/save', { ...info, info1: 'x'.repeat(501) })).status).toBe(
        400,
      );
      expect((await t.post('/enterprise/customInfo/save', info, 'viewer')).status).toBe(403);
      expect((await t.post('/enterprise/customInfo/save', info, null)).status).toBe(401);
    });
    expect((await t.post('/enterprise/customInfo/save', toggled, 'platform')).body.code).toBe(0);
    expect(
      ((await t.get('/enterprise/customInfo/get?enterpriseId=2')).body.data as CustomInfo).needSaleOrderCode,
    ).toBe(toggled.needSaleOrderCode);
  });
});
