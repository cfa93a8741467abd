import { contract } from '@onsite/api-client';
import type { EnterpriseHistory, InstallTypeSetting } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.enterprise.guarantee;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function settings(enterpriseId: number): Promise<InstallTypeSetting[]> {
  return (await t.get(`/enterprise/guarantee/list?enterpriseId=${enterpriseId}`)).body
    .data as InstallTypeSetting[];
}

const PICTURE = 'uploads/enterprise/20240601/barcode.png';

const save = (
  enterpriseId: number,
  setting: Partial<InstallTypeSetting>,
  as: 'admin' | 'viewer' | 'enterprise' | null = 'admin',
) =>
  t.post(
    '/enterprise/guarantee/save',
    {
      enterpriseId,
      installType: '1',
      smsNoticeFlag: 0,
      serialNoFlag: 0,
      urgentRatio: 0,
      serialDiagram: '',
      data: [],
      ...setting,
    },
    as,
  );

describe('settings per install type', () => {
  it('lists one setting per install type of the enterprise, with defaults for types never saved', async () => {
    const answer = await t.get('/enterprise/guarantee/list?enterpriseId=1');
    expectContractShape(calls.list, answer.body);
    const list = answer.body.data as InstallTypeSetting[];
    expect(list.map((setting) => setting.installType)).toEqual(['1', '2', '3', '4']);
    expect(list[0]).toMatchObject({ installTypeName: '安装', serialNoFlag: 1 });
    expect(list[0]?.serialDiagram.split(',').length).toBeGreaterThan(0);
  });

  it('saves switches, urgent ratio, barcode pictures and guarantee rows, with a field-edit history row', async () => {
    const answer = await save(3, {
      smsNoticeFlag: 1,
      serialNoFlag: 1,
      urgentRatio: 25.5,
      serialDiagram: `${PICTURE},uploads/enterprise/20240601/b2.jpg`,
      data: [{ orderType: 1, guaranteeTime: 365, relationOrderType: [6, 7], remark: '整机一年' }],
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '保存成功' });
    const saved = (await settings(3)).find((setting) => setting.installType === '1');
    expect(saved).toMatchObject({ smsNoticeFlag: 1, serialNoFlag: 1, urgentRatio: 25.5 });
    expect(saved?.data).toEqual([
      {
        guaranteeId: expect.any(Number),
        orderType: 1,
        guaranteeTime: 365,
        relationOrderType: [6, 7],
        remark: '整机一年',
      },
    ]);
    const history = (await t.get('/enterprise/management/recordList?enterpriseId=3&pageSize=1')).body
      .rows as EnterpriseHistory[];
    expect(history[0]).toMatchObject({ module: '企业设置', dataType: 1 });
    expect(JSON.parse(history[0]?.operateContent ?? '[]')).toContainEqual({
      label: '安装-加急比例(%)',
      oldValue: expect.any(String),
      newValue: '25.5',
    });
    // Sending the rows back keeps their ids.
    const again = await save(3, { ...saved, urgentRatio: 30 });
    expect(again.body.code).toBe(0);
    expect((await settings(3)).find((setting) => setting.installType === '1')?.data[0]?.guaranteeId).toBe(
      saved?.data[0]?.guaranteeId,
    );
  });

  it('turns the barcode switch off, keeping the pictures optional', async () => {
    expect((await save(3, { serialNoFlag: 0, serialDiagram: '' })).body.code).toBe(0);
    expect((await settings(3)).find((setting) => setting.installType === '1')).toMatchObject({
      serialNoFlag: 0,
      serialDiagram: '',
    });
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const before = t.snapshot(...ENTERPRISE_TABLES);
    expect((await save(3, { serialNoFlag: 1, serialDiagram: '' })).body.msg).toBe(
      '产品条形码打开，至少上传一张示例图！',
    );
    const four = [1, 2, 3, 4].map((n) => `uploads/enterprise/x/${n}.png`).join(',');
    expect((await save(3, { serialNoFlag: 1, serialDiagram: four })).status).toBe(400);
    expect((await save(3, { urgentRatio: 101 })).status).toBe(400);
    expect((await save(3, { urgentRatio: -1 })).status).toBe(400);
    expect((await save(3, { smsNoticeFlag: 2 as 0 })).status).toBe(400);
    expect((await save(3, { serialNoFlag: 1, serialDiagram: '/etc/passwd' })).body.msg).toContain(
      '不是已上传的文件路径',
    );
    expect((await save(3, { installType: '9' })).body.msg).toContain('未开通安装类型 9');
    expect(
      (await save(3, { data: [{ orderType: 6, guaranteeTime: 30, relationOrderType: [], remark: '' }] })).body
        .msg,
    ).toContain('不属于安装类型 1');
    expect(
      (await save(3, { data: [{ orderType: 1, guaranteeTime: 30, relationOrderType: [999], remark: '' }] }))
        .body.msg,
    ).toContain('订单类型 999 不存在');
    expect(
      (await save(3, { data: [{ orderType: 1, guaranteeTime: -1, relationOrderType: [], remark: '' }] }))
        .status,
    ).toBe(400);
    const twice = { orderType: 1, guaranteeTime: 30, relationOrderType: [], remark: '' };
    expect((await save(3, { data: [twice, twice] })).body.msg).toContain('只能设置一条');
    const foreign = (await settings(5)).flatMap((setting) => setting.data)[0]?.guaranteeId;
    expect(
      (
        await save(3, {
          data: [
            { guaranteeId: foreign, orderType: 1, guaranteeTime: 30, relationOrderType: [], remark: '' },
          ],
        })
      ).body.msg,
    ).toContain('不属于该企业');
    expect((await save(999, {})).status).toBe(404);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });

  it('lets the viewer read but not save (403), the enterprise user save its own only, and refuses no token (401)', async () => {
    expect((await t.get('/enterprise/guarantee/list?enterpriseId=3', 'viewer')).body.code).toBe(0);
    expect((await save(3, {}, 'viewer')).status).toBe(403);
    expect((await save(3, {}, 'enterprise')).status).toBe(403);
    expect((await save(1, { urgentRatio: 15 }, 'enterprise')).body.code).toBe(0);
    expect((await save(1, {}, null)).status).toBe(401);
    expect((await t.get('/enterprise/guarantee/list?enterpriseId=1', null)).status).toBe(401);
  });
});
