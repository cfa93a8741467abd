import { contract } from '@onsite/api-client';
import type { DemandList, DemandRecord, EnterpriseHistory } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.enterprise.demand;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function demands(enterpriseId: number): Promise<DemandList> {
  return (
    (await t.get(`/enterprise/demand/list?enterpriseId=${enterpriseId}`)).body.data as {
      demandList: DemandList;
    }
  ).demandList;
}

async function lastHistory(enterpriseId: number): Promise<EnterpriseHistory | undefined> {
  return (
    (await t.get(`/enterprise/management/recordList?enterpriseId=${enterpriseId}&pageSize=1`)).body
      .rows as EnterpriseHistory[]
  )[0];
}

async function unchanged(action: () => Promise<unknown>) {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  await action();
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
}

async function add(enterpriseId: number, demandContent = '上门前电话确认') {
  const answer = await t.post('/enterprise/demand/add', {
    enterpriseId,
    demandType: 'master_demand',
    demandContent,
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data as number;
}

describe('demand lifecycle (spec 001 §4): add, edit, disable, enable, delete', () => {
  it('lists the demands keyed by the five demand types', async () => {
    const answer = await t.get('/enterprise/demand/list?enterpriseId=1');
    expectContractShape(calls.list, answer.body);
    const list = (answer.body.data as { demandList: DemandList }).demandList;
    expect(Object.keys(list)).toEqual([
      'create_order_demand',
      'dispatch_order_demand',
      'price_demand',
      'master_demand',
      'writeoff_demand',
    ]);
  });

  it('adds a demand (trimmed, enabled), answers its id and writes history', async () => {
    const answer = await t.post('/enterprise/demand/add', {
      enterpriseId: 3,
      demandType: 'price_demand',
      demandContent: '  夜间加收 30 元  ',
    });
    expectContractShape(contract.enterprise.demand.add, answer.body);
    const id = answer.body.data as number;
    const row = (await demands(3)).price_demand.find((item) => item.demandId === id);
    expect(row).toMatchObject({ demandContent: '夜间加收 30 元', disabledFlag: 0, updateBy: '系统管理员' });
    expect(await lastHistory(3)).toMatchObject({
      module: '企业需求',
      operateType: '新增',
      operateContent: '金额要求：夜间加收 30 元',
    });
  });

  it('edits, disables, enables and deletes a demand, each with history', async () => {
    const id = await add(5);
    expect(
      (await t.post('/enterprise/demand/update', { demandId: id, demandContent: '上门前 30 分钟电话确认' }))
        .body.code,
    ).toBe(0);
    expect((await demands(5)).master_demand.find((item) => item.demandId === id)?.demandContent).toBe(
      '上门前 30 分钟电话确认',
    );
    expect(await lastHistory(5)).toMatchObject({ operateType: '修改', dataType: 1 });
    expect((await t.post('/enterprise/demand/disable', { demandId: id })).body).toMatchObject({
      code: 0,
      msg: '禁用成功',
    });
    expect((await demands(5)).master_demand.find((item) => item.demandId === id)?.disabledFlag).toBe(1);
    expect((await t.post('/enterprise/demand/disable', { demandId: id })).body.msg).toContain('已是禁用状态');
    expect((await t.post('/enterprise/demand/enable', { demandId: id })).body).toMatchObject({
      code: 0,
      msg: '启用成功',
    });
    expect((await t.post('/enterprise/demand/enable', { demandId: id })).body.msg).toContain('已是启用状态');
    expect((await t.post('/enterprise/demand/remove', { demandId: id })).body).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect((await demands(5)).master_demand.some((item) => item.demandId === id)).toBe(false);
    expect(await lastHistory(5)).toMatchObject({ operateType: '删除' });
    expect((await t.post('/enterprise/demand/remove', { demandId: id })).status).toBe(404);
  });

  it('refuses empty content with 要求不能为空！ on add and edit, and other bad inputs with 400, changing nothing', async () => {
    const id = await add(7);
    await unchanged(async () => {
      for (const demandContent of ['', '   ', '\n\t']) {
        const added = await t.post('/enterprise/demand/add', {
          enterpriseId: 7,
          demandType: 'master_demand',
          demandContent,
        });
        expect(added.body.msg).toBe('要求不能为空！');
        expect((await t.post('/enterprise/demand/update', { demandId: id, demandContent })).body.msg).toBe(
          '要求不能为空！',
        );
      }
      expect(
        (
          await t.post('/enterprise/demand/add', {
            enterpriseId: 7,
            demandType: 'master_demand',
            demandContent: 'x'.repeat(501),
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await t.post('/enterprise/demand/add', {
            enterpriseId: 7,
            demandType: 'other_demand',
            demandContent: 'x',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await t.post('/enterprise/demand/add', {
            enterpriseId: 999,
            demandType: 'master_demand',
            demandContent: 'x',
          })
        ).status,
      ).toBe(404);
      expect(
        (await t.post('/enterprise/demand/update', { demandId: 999999, demandContent: 'x' })).status,
      ).toBe(404);
      expect((await t.post('/enterprise/demand/disable', { demandId: 'x' })).status).toBe(400);
    });
  });

  it('checks the demand codes: the viewer may not add (403), the enterprise user adds to its own only, deleting needs deleteEnterpriseRequest', async () => {
    const id = await add(1);
    await unchanged(async () => {
      expect(
        (
          await t.post(
            '/enterprise/demand/add',
            { enterpriseId: 1, demandType: 'master_demand', demandContent: 'x' },
            'viewer',
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await t.post(
            '/enterprise/demand/add',
            { enterpriseId: 2, demandType: 'master_demand', demandContent: 'x' },
            'enterprise',
          )
        ).status,
      ).toBe(403);
      expect(
        (await t.post('/enterprise/demand/update', { demandId: id, demandContent: 'x' }, 'enterprise'))
          .status,
      ).toBe(403);
      expect((await t.post('/enterprise/demand/remove', { demandId: id }, 'enterprise')).status).toBe(403);
      expect((await t.post('/enterprise/demand/disable', { demandId: id }, 'accountant')).status).toBe(403);
      expect(
        (
          await t.post(
            '/enterprise/demand/add',
            { enterpriseId: 1, demandType: 'master_demand', demandContent: 'x' },
            null,
          )
        ).status,
      ).toBe(401);
    });
    const own = await t.post(
      '/enterprise/demand/add',
      { enterpriseId: 1, demandType: 'writeoff_demand', demandContent: '企业自己的要求' },
      'enterprise',
    );
    expect(own.body.code).toBe(0);
  });
});

describe('demand relations (demand modal): models then order types, 关联 / 排除', () => {
  it('saves the model link and the order-type exclusion and answers them', async () => {
    const id = await add(9);
    expect(
      (await t.post('/enterprise/demand/configModels', { demandId: id, relaType: 1, relaModelIds: [1, 2] }))
        .body.code,
    ).toBe(0);
    let record = (await t.get(`/enterprise/demand/get/${id}`)).body;
    expectContractShape(calls.get, record);
    expect(record.data).toMatchObject({
      demandId: id,
      enterpriseId: 9,
      relaType: 1,
      relaModelIds: [1, 2],
      relaOrderTypes: [],
    });
    expect(
      (
        await t.post('/enterprise/demand/configOrderTypes', {
          demandId: id,
          relaType: 2,
          relaOrderTypes: [6, 7],
        })
      ).body.code,
    ).toBe(0);
    record = (await t.get(`/enterprise/demand/get/${id}`)).body;
    expect(record.data as DemandRecord).toMatchObject({
      relaType: 2,
      relaModelIds: [1, 2],
      relaOrderTypes: [6, 7],
    });
    expect((await lastHistory(9))?.operateType).toBe('配置');
  });

  it('refuses unknown models and order types, an unknown relation type and the viewer', async () => {
    const id = await add(11);
    await unchanged(async () => {
      expect(
        (await t.post('/enterprise/demand/configModels', { demandId: id, relaType: 1, relaModelIds: [999] }))
          .body.msg,
      ).toContain('型号 999 不存在');
      expect(
        (
          await t.post('/enterprise/demand/configOrderTypes', {
            demandId: id,
            relaType: 1,
            relaOrderTypes: [999],
          })
        ).body.msg,
      ).toContain('订单类型 999 不存在');
      expect(
        (await t.post('/enterprise/demand/configModels', { demandId: id, relaType: 3, relaModelIds: [] }))
          .status,
      ).toBe(400);
      expect(
        (
          await t.post(
            '/enterprise/demand/configModels',
            { demandId: id, relaType: 1, relaModelIds: [1] },
            'viewer',
          )
        ).status,
      ).toBe(403);
    });
    expect((await t.get('/enterprise/demand/get/999999')).status).toBe(404);
    expect((await t.get(`/enterprise/demand/get/${id}`, 'enterprise')).status).toBe(403);
  });
});
