import { contract } from '@onsite/api-client';
import type { Enterprise, EnterpriseHistory, EnterpriseListRow } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnterpriseTestApp, enterpriseTestApp, expectContractShape } from '../../enterprise/testSupport';

const calls = contract.enterprise.management;
let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function details(id: number): Promise<Enterprise> {
  const answer = await t.get(`/enterprise/management/get/${id}`);
  expect(answer.body.code).toBe(0);
  return answer.body.data as Enterprise;
}

/** The update form as the dialog sends it: the enterprise without its contracts. */
async function form(id: number) {
  const { enterpriseContracts: _contracts, ...rest } = await details(id);
  return rest;
}

describe('enterprise list', () => {
  it('pages the enterprises that are not removed, newest id first, with the contract shape', async () => {
    const answer = await t.get('/enterprise/management/list?pageNum=1&pageSize=10');
    expect(answer.status).toBe(200);
    expectContractShape(calls.list, answer.body);
    expect(answer.body.total).toBe(39);
    const rows = answer.body.rows as EnterpriseListRow[];
    expect(rows).toHaveLength(10);
    expect(rows[0]?.enterpriseId).toBe(39);
    expect(rows.every((row) => row.delStatus === 0)).toBe(true);
    const second = await t.get('/enterprise/management/list?pageNum=4&pageSize=10');
    expect((second.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toEqual([
      9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('filters by type, install type, name, state and market principal, and sorts by a whitelisted field', async () => {
    const locks = await t.get('/enterprise/management/list?types=0&pageSize=100');
    expect(
      (locks.body.rows as EnterpriseListRow[]).every((row) => row.types === 0 && row.enterpriseId % 2 === 1),
    ).toBe(true);
    const measure = await t.get('/enterprise/management/list?installType=3&pageSize=100');
    expect((measure.body.rows as EnterpriseListRow[]).every((row) => row.installTypes.includes('3'))).toBe(
      true,
    );
    const named = await t.get(`/enterprise/management/list?enterpriseName=${encodeURIComponent('安居')}`);
    expect((named.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toEqual([1]);
    const disabled = await t.get('/enterprise/management/list?forbiddenStatus=1');
    expect((disabled.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toEqual([38, 37]);
    const removed = await t.get('/enterprise/management/list?delStatus=1');
    expect((removed.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toEqual([40]);
    const market = await t.get('/enterprise/management/list?marketPrincipal=7&pageSize=100');
    expect(
      (market.body.rows as EnterpriseListRow[]).every((row) => row.marketPrincipalName === '周拓展'),
    ).toBe(true);
    const sorted = await t.get('/enterprise/management/list?sortField=enterpriseId&sortOrder=asc&pageSize=3');
    expect((sorted.body.rows as EnterpriseListRow[]).map((row) => row.enterpriseId)).toEqual([1, 2, 3]);
    const unknownSort = await t.get('/enterprise/management/list?sortField=password&pageSize=1');
    expect((unknownSort.body.rows as EnterpriseListRow[])[0]?.enterpriseId).toBe(39);
  });

  it('shows an enterprise user only its own enterprise, and refuses a caller without a token (401)', async () => {
    const own = await t.get('/enterprise/management/list', 'enterprise');
    expect(own.body.total).toBe(1);
    expect((own.body.rows as EnterpriseListRow[])[0]?.enterpriseId).toBe(1);
    const anonymous = await t.get('/enterprise/management/list', null);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad query (wrong type, unknown enum, page size too large) with 400 naming the field', async () => {
    for (const query of [
      'types=2',
      'pageSize=501',
      'pageNum=0',
      'forbiddenStatus=x',
      `enterpriseName=${'名'.repeat(101)}`,
    ]) {
      const answer = await t.get(`/enterprise/management/list?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.msg).toMatch(/查询参数/);
    }
  });
});

describe('enterprise details', () => {
  it('answers the whole enterprise: contacts, send requirements, contacts per install type, contracts', async () => {
    const answer = await t.get('/enterprise/management/get/1');
    expectContractShape(calls.get, answer.body);
    const enterprise = answer.body.data as Enterprise;
    expect(enterprise.enterpriseName).toBe('杭州安居智能锁业有限公司');
    expect(enterprise.types).toBe(0);
    expect(enterprise.installTypes).toEqual(['1', '2', '3', '4']);
    expect(Object.keys(enterprise.installationUsers).sort()).toEqual(['1', '2', '3', '4']);
    expect(enterprise.contacts.filter((address) => address.defaultStatus === 0)).toHaveLength(1);
    expect(enterprise.enterpriseSendBack.length).toBeGreaterThan(0);
    expect((enterprise.enterpriseContracts ?? []).filter((item) => item.isMainContract === 1)).toHaveLength(
      1,
    );
    expect((await details(2)).types).toBe(1);
  });

  it('lets the viewer read, refuses another enterprise to an enterprise user (403) and an unknown id (404)', async () => {
    expect((await t.get('/enterprise/management/get/3', 'viewer')).body.code).toBe(0);
    const other = await t.get('/enterprise/management/get/3', 'enterprise');
    expect(other.status).toBe(403);
    expect(other.body.msg).toMatch(/没有权限/);
    expect((await t.get('/enterprise/management/get/1', 'enterprise')).body.code).toBe(0);
    const unknown = await t.get('/enterprise/management/get/999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('不存在');
    expect((await t.get('/enterprise/management/get/abc')).status).toBe(400);
  });

  it('answers the combo box, the type tree and the market principals', async () => {
    const combo = await t.get('/enterprise/management/selectCombox');
    expectContractShape(calls.selectCombox, combo.body);
    const ids = (combo.body.data as { enterpriseId: number }[]).map((row) => row.enterpriseId);
    expect(ids).not.toContain(37);
    expect(ids).not.toContain(40);
    const tree = await t.get('/enterprise/management/selectTree');
    expectContractShape(calls.selectTree, tree.body);
    const [locks, telecoms] = tree.body.data as { value: string; children: { value: string }[] }[];
    expect(locks?.value).toBe('0');
    expect(locks?.children[0]?.value).toBe('1');
    expect(telecoms?.children[0]?.value).toBe('2');
    const principals = await t.get('/enterprise/management/market/principal');
    expectContractShape(calls.marketPrincipal, principals.body);
    expect((principals.body.data as { userId: number }[]).map((row) => row.userId)).toEqual([3, 7]);
  });
});

describe('enterprise history', () => {
  it('pages the history newest first and filters by module, operation type, operator and time', async () => {
    const all = await t.get('/enterprise/management/recordList?enterpriseId=3&pageSize=5');
    expectContractShape(calls.recordList, all.body);
    const rows = all.body.rows as EnterpriseHistory[];
    expect(rows[0]?.no).toBe(1);
    expect(rows.map((row) => row.operateTime)).toEqual(
      [...rows.map((row) => row.operateTime)].sort().reverse(),
    );
    const page2 = await t.get('/enterprise/management/recordList?enterpriseId=3&pageSize=5&pageNum=2');
    expect((page2.body.rows as EnterpriseHistory[])[0]?.no).toBe(6);
    const contracts = await t.get(
      `/enterprise/management/recordList?enterpriseId=3&module=${encodeURIComponent('企业合同')}`,
    );
    expect((contracts.body.rows as EnterpriseHistory[]).every((row) => row.module === '企业合同')).toBe(true);
    expect(contracts.body.total).toBeGreaterThan(0);
    const edits = await t.get(
      `/enterprise/management/recordList?enterpriseId=3&operateType=${encodeURIComponent('修改')}`,
    );
    expect((edits.body.rows as EnterpriseHistory[]).every((row) => row.operateType === '修改')).toBe(true);
    const byName = await t.get(
      `/enterprise/management/recordList?enterpriseId=3&operateBy=${encodeURIComponent('管理')}`,
    );
    expect(byName.body.total).toBe(all.body.total);
    const nobody = await t.get(
      `/enterprise/management/recordList?enterpriseId=3&operateBy=${encodeURIComponent('不存在的人')}`,
    );
    expect(nobody.body.total).toBe(0);
    const first = (all.body.rows as EnterpriseHistory[]).at(-1)?.operateTime.slice(0, 10) ?? '';
    const ranged = await t.get(`/enterprise/management/recordList?enterpriseId=3&startTime=2030-01-01`);
    expect(ranged.body.total).toBe(0);
    const through = await t.get(
      `/enterprise/management/recordList?enterpriseId=3&startTime=2000-01-01&endTime=${first}`,
    );
    expect(through.body.total).toBeGreaterThan(0);
  });

  it('refuses an enterprise user the history of another enterprise and a missing enterpriseId', async () => {
    expect((await t.get('/enterprise/management/recordList?enterpriseId=2', 'enterprise')).status).toBe(403);
    expect((await t.get('/enterprise/management/recordList')).status).toBe(400);
    expect((await t.get('/enterprise/management/recordList?enterpriseId=1', null)).status).toBe(401);
  });
});

describe('enterprise update: the full form', () => {
  it('saves changed fields and writes one history row with the Chinese labels (dataType 1)', async () => {
    const body = {
      ...(await form(5)),
      enterpriseAddress: '文三路 100 号',
      content: '新的备注',
      enterpriseStar: '5',
    };
    const before = t.count('ent_history');
    const answer = await t.post('/enterprise/management/update', body);
    expect(answer.body).toMatchObject({ code: 0, msg: '保存成功' });
    const saved = await details(5);
    expect(saved.enterpriseAddress).toBe('文三路 100 号');
    expect(saved.content).toBe('新的备注');
    expect(t.count('ent_history')).toBe(before + 1);
    const history = await t.get('/enterprise/management/recordList?enterpriseId=5&pageSize=1');
    const row = (history.body.rows as EnterpriseHistory[])[0];
    expect(row).toMatchObject({
      module: '企业信息',
      operateType: '修改',
      dataType: 1,
      operateBy: '系统管理员',
    });
    const changes = JSON.parse(row?.operateContent ?? '[]') as { label: string; newValue: string }[];
    expect(changes).toContainEqual(expect.objectContaining({ label: '企业地址', newValue: '文三路 100 号' }));
    expect(changes).toContainEqual(expect.objectContaining({ label: '企业备注', newValue: '新的备注' }));
  });

  it('writes no history row when nothing changed (the register time sent back without seconds included)', async () => {
    const body = await form(7);
    const before = t.count('ent_history');
    const answer = await t.post('/enterprise/management/update', {
      ...body,
      createTime: body.createTime?.slice(0, 16) ?? null,
    });
    expect(answer.body.code).toBe(0);
    expect(t.count('ent_history')).toBe(before);
  });

  it('keeps exactly one default return address and swaps it when another row becomes the default', async () => {
    const body = await form(1);
    expect(body.contacts.length).toBeGreaterThanOrEqual(2);
    const contacts = body.contacts.map(
      (address, index) => ({ ...address, defaultStatus: index === 1 ? 0 : 1 }) as const,
    );
    expect((await t.post('/enterprise/management/update', { ...body, contacts })).body.code).toBe(0);
    const saved = await details(1);
    expect(saved.contacts.map((address) => address.defaultStatus)).toEqual(
      contacts.map((address) => address.defaultStatus),
    );
    expect(saved.contacts.map((address) => address.contactId)).toEqual(
      body.contacts.map((address) => address.contactId),
    );
    // Blank rows are dropped (spec 001 §5); the remaining rows keep one default.
    const withBlank = [
      ...saved.contacts,
      { contact: ' ', phoneNumber: '', address: '', defaultStatus: 1 as const },
    ];
    expect((await t.post('/enterprise/management/update', { ...body, contacts: withBlank })).body.code).toBe(
      0,
    );
    expect((await details(1)).contacts).toHaveLength(saved.contacts.length);
  });

  it('normalizes send requirements: trimmed, empty ones dropped', async () => {
    const body = await form(9);
    const enterpriseSendBack = [
      { requirement: '  顺丰到付  ' },
      { requirement: '   ' },
      { requirement: '注明工单号' },
    ];
    expect((await t.post('/enterprise/management/update', { ...body, enterpriseSendBack })).body.code).toBe(
      0,
    );
    expect((await details(9)).enterpriseSendBack.map((item) => item.requirement)).toEqual([
      '顺丰到付',
      '注明工单号',
    ]);
  });

  it('clears the return-money type and date when the settlement cycle takes none (spec 001 §4)', async () => {
    const body = await form(11);
    const answer = await t.post('/enterprise/management/update', {
      ...body,
      enterpriseSettlementType: '0',
      returnedMoneyType: '1',
      returnedMoneyDate: 7,
    });
    expect(answer.body.code).toBe(0);
    const saved = await details(11);
    expect(saved.returnedMoneyType).toBeNull();
    expect(saved.returnedMoneyDate).toBeNull();
  });

  it('creates price rows for an install type added to the enterprise', async () => {
    const body = await form(13);
    const installTypes = [...new Set([...body.installTypes, '4'])];
    expect((await t.post('/enterprise/management/update', { ...body, installTypes })).body.code).toBe(0);
    const prices = await t.get('/enterprise/price/list?enterpriseId=13');
    const group = (prices.body.data as { installType: string; prices: unknown[] }[]).find(
      (item) => item.installType === '4',
    );
    expect(group?.prices.length).toBeGreaterThan(0);
  });
});
