import { contract } from '@onsite/api-client';
import type { EnterpriseContractListRow, EnterpriseHistory } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  expectContractShape,
} from '../../enterprise/testSupport';

const calls = contract.enterprise.contract;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function contractsOf(enterpriseId: number): Promise<EnterpriseContractListRow[]> {
  const answer = await t.get(`/enterprise/contract/list?enterpriseId=${enterpriseId}&pageSize=50`);
  return answer.body.rows as EnterpriseContractListRow[];
}

async function lastHistory(enterpriseId: number): Promise<EnterpriseHistory | undefined> {
  const answer = await t.get(`/enterprise/management/recordList?enterpriseId=${enterpriseId}&pageSize=1`);
  return (answer.body.rows as EnterpriseHistory[])[0];
}

/** A new non-main contract of the enterprise (uploaded), so each test owns its rows. */
async function newContract(enterpriseId: number) {
  const answer = await t.upload(
    `/dfs/uploadContract?type=EnterpriseContract&id=${enterpriseId}`,
    'admin',
    '补充协议.pdf',
    Buffer.from('%PDF-1.4\n%test\n'),
  );
  expect(answer.body.code).toBe(0);
  return answer.body.data as { id: number; isMainContract: number };
}

describe('contract list', () => {
  it('lists contracts across enterprises with their enterprise names, and filters them', async () => {
    const all = await t.get('/enterprise/contract/list?pageSize=20');
    expectContractShape(calls.list, all.body);
    expect(all.body.total).toBeGreaterThan(40);
    const mains = await t.get('/enterprise/contract/list?isMainContract=1&pageSize=100');
    const mainRows = mains.body.rows as EnterpriseContractListRow[];
    expect(new Set(mainRows.map((row) => row.enterpriseId)).size).toBe(mainRows.length);
    const own = await contractsOf(1);
    expect(
      own.every((row) => row.enterpriseId === 1 && row.enterpriseName === '杭州安居智能锁业有限公司'),
    ).toBe(true);
    const byName = await t.get(
      `/enterprise/contract/list?contractName=${encodeURIComponent('框架')}&enterpriseName=${encodeURIComponent('安居')}`,
    );
    expect(byName.body.total).toBe(1);
    const disabled = await t.get('/enterprise/contract/list?forbiddenStatus=1&pageSize=100');
    expect(
      (disabled.body.rows as EnterpriseContractListRow[]).every((row) => row.forbiddenStatus === 1),
    ).toBe(true);
  });

  it('lets the viewer list, limits an enterprise user to its own contracts, and refuses no token (401)', async () => {
    expect((await t.get('/enterprise/contract/list', 'viewer')).body.code).toBe(0);
    const own = await t.get('/enterprise/contract/list?pageSize=100', 'enterprise');
    expect((own.body.rows as EnterpriseContractListRow[]).every((row) => row.enterpriseId === 1)).toBe(true);
    expect((await t.get('/enterprise/contract/list', 'accountant')).status).toBe(403);
    expect((await t.get('/enterprise/contract/list', null)).status).toBe(401);
  });
});

describe('main contract switch (D3): one main per enterprise', () => {
  it('sets a new main contract, unsetting the old one in the same step, with history', async () => {
    const added = await newContract(3);
    const oldMain = (await contractsOf(3)).find((row) => row.isMainContract === 1);
    expect(oldMain).toBeDefined();
    const answer = await t.post(
      `/enterprise/contract/toMain?contractId=${added.id}&enterpriseId=3`,
      undefined,
    );
    expect(answer.body).toMatchObject({ code: 0, msg: '保存成功' });
    const rows = await contractsOf(3);
    expect(rows.filter((row) => row.isMainContract === 1).map((row) => row.id)).toEqual([added.id]);
    expect((await lastHistory(3))?.operateType).toBe('设为主合同');
    expect(
      (await t.post(`/enterprise/contract/toMain?contractId=${added.id}&enterpriseId=3`, undefined)).body.msg,
    ).toContain('已是主合同');
  });

  it('unsets the main contract, and refuses to unset a contract that is not main', async () => {
    const main = (await contractsOf(3)).find((row) => row.isMainContract === 1);
    const answer = await t.post(
      `/enterprise/contract/toNonMain?contractId=${main?.id}&enterpriseId=3`,
      undefined,
    );
    expect(answer.body.code).toBe(0);
    expect((await contractsOf(3)).some((row) => row.isMainContract === 1)).toBe(false);
    expect((await lastHistory(3))?.operateType).toBe('取消主合同');
    expect(
      (await t.post(`/enterprise/contract/toNonMain?contractId=${main?.id}&enterpriseId=3`, undefined)).body
        .msg,
    ).toContain('不是主合同');
  });

  it('refuses a contract of another enterprise, a disabled contract, unknown ids and bad queries, changing nothing', async () => {
    const other = (await contractsOf(5))[0];
    const added = await newContract(3);
    await t.post(`/enterprise/contract/disable?id=${added.id}`, undefined);
    const before = t.snapshot(...ENTERPRISE_TABLES);
    expect(
      (await t.post(`/enterprise/contract/toMain?contractId=${other?.id}&enterpriseId=3`, undefined)).body
        .msg,
    ).toContain('不属于企业 3');
    expect(
      (await t.post(`/enterprise/contract/toMain?contractId=${added.id}&enterpriseId=3`, undefined)).body.msg,
    ).toContain('已禁用');
    expect(
      (await t.post('/enterprise/contract/toMain?contractId=99999&enterpriseId=3', undefined)).status,
    ).toBe(404);
    expect(
      (await t.post('/enterprise/contract/toMain?contractId=abc&enterpriseId=3', undefined)).status,
    ).toBe(400);
    expect((await t.post('/enterprise/contract/toMain?enterpriseId=3', undefined)).status).toBe(400);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });

  it('refuses the viewer (no editEnterpriseContract) with 403 and no token with 401', async () => {
    const row = (await contractsOf(9))[0];
    expect(
      (
        await t.post(
          `/enterprise/contract/toNonMain?contractId=${row?.id}&enterpriseId=9`,
          undefined,
          'viewer',
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.post(`/enterprise/contract/toNonMain?contractId=${row?.id}&enterpriseId=9`, undefined, null))
        .status,
    ).toBe(401);
  });
});

describe('contract enable / disable / edit / remove', () => {
  it('disables and enables a contract (forbiddenStatus), refusing repeats and the main contract', async () => {
    const added = await newContract(11);
    expect((await t.post(`/enterprise/contract/disable?id=${added.id}`, undefined)).body).toMatchObject({
      code: 0,
      msg: '禁用成功',
    });
    expect((await contractsOf(11)).find((row) => row.id === added.id)?.forbiddenStatus).toBe(1);
    expect((await t.post(`/enterprise/contract/disable?id=${added.id}`, undefined)).body.msg).toContain(
      '已是禁用状态',
    );
    expect((await t.post(`/enterprise/contract/enable?id=${added.id}`, undefined)).body).toMatchObject({
      code: 0,
      msg: '启用成功',
    });
    expect((await t.post(`/enterprise/contract/enable?id=${added.id}`, undefined)).body.msg).toContain(
      '已是启用状态',
    );
    const main = (await contractsOf(11)).find((row) => row.isMainContract === 1);
    expect((await t.post(`/enterprise/contract/disable?id=${main?.id}`, undefined)).body.msg).toContain(
      '主合同不能禁用',
    );
    expect((await lastHistory(11))?.operateType).toBe('启用');
  });

  it('edits number, name and period with a field-edit history row, and refuses bad periods and empty edits', async () => {
    const added = await newContract(13);
    const answer = await t.post('/enterprise/contract/update', {
      id: added.id,
      contractNo: 'HT-2024-013-A',
      contractName: '2024 年度补充协议',
      contractStartTime: '2024-01-01 00:00:00',
      contractEndTime: '2024-12-31 23:59:59',
    });
    expect(answer.body.code).toBe(0);
    const row = (await contractsOf(13)).find((item) => item.id === added.id);
    expect(row).toMatchObject({
      contractNo: 'HT-2024-013-A',
      contractName: '2024 年度补充协议',
      contractEndTime: '2024-12-31 23:59:59',
    });
    const history = await lastHistory(13);
    expect(history?.dataType).toBe(1);
    expect(JSON.parse(history?.operateContent ?? '[]')).toContainEqual({
      label: '合同编号',
      oldValue: expect.any(String),
      newValue: 'HT-2024-013-A',
    });
    const before = t.snapshot(...ENTERPRISE_TABLES);
    expect(
      (await t.post('/enterprise/contract/update', { id: added.id, contractStartTime: '2025-06-01' })).body
        .msg,
    ).toContain('开始时间不能晚于结束时间');
    expect((await t.post('/enterprise/contract/update', { id: added.id })).body.msg).toContain('请至少修改');
    expect((await t.post('/enterprise/contract/update', { id: added.id, contractName: '' })).status).toBe(
      400,
    );
    expect(
      (await t.post('/enterprise/contract/update', { id: added.id, contractEndTime: '31/12/2024' })).status,
    ).toBe(400);
    expect(
      (await t.post('/enterprise/contract/update', { id: added.id, contractNo: 'x'.repeat(65) })).status,
    ).toBe(400);
    expect((await t.post('/enterprise/contract/update', { id: 99999, contractName: '不存在' })).status).toBe(
      404,
    );
    expect(
      (await t.post('/enterprise/contract/update', { id: added.id, contractName: '查看者' }, 'viewer'))
        .status,
    ).toBe(403);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });

  it('removes several contracts at once, all or nothing, only with deleteEnterpriseContract', async () => {
    const first = await newContract(15);
    const second = await newContract(15);
    const before = t.snapshot(...ENTERPRISE_TABLES);
    expect((await t.post(`/enterprise/contract/remove?ids=${first.id},99999`, undefined)).status).toBe(404);
    expect((await t.post(`/enterprise/contract/remove?ids=${first.id}`, undefined, 'viewer')).status).toBe(
      403,
    );
    expect(
      (await t.post(`/enterprise/contract/remove?ids=${first.id}`, undefined, 'accountant')).status,
    ).toBe(403);
    expect((await t.post('/enterprise/contract/remove?ids=1;2', undefined)).status).toBe(400);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
    const answer = await t.post(`/enterprise/contract/remove?ids=${first.id},${second.id}`, undefined);
    expect(answer.body).toMatchObject({ code: 0, msg: '删除成功' });
    const left = (await contractsOf(15)).map((row) => row.id);
    expect(left).not.toContain(first.id);
    expect(left).not.toContain(second.id);
    expect((await lastHistory(15))?.operateType).toBe('删除');
  });
});
