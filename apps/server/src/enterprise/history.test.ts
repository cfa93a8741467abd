import { contract } from '@onsite/api-client';
import type { Enterprise, EnterpriseHistory, HistoryFieldChange } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDictionaries } from '../seed/dicts';
import { type EnterpriseTestApp, enterpriseTestApp, expectContractShape } from './testSupport';

let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
  // The dictionaries of spec 001 §3, as the started server has them.
  seedDictionaries(t.db, Date.parse('2024-06-01T00:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

/** The changes of the newest history row of an enterprise, as the history list answers them. */
async function newestChanges(enterpriseId: number): Promise<HistoryFieldChange[]> {
  const answer = await t.get(`/enterprise/management/recordList?enterpriseId=${enterpriseId}&pageSize=1`);
  expectContractShape(contract.enterprise.management.recordList, answer.body);
  const row = (answer.body.rows as EnterpriseHistory[])[0];
  expect(row?.dataType).toBe(1);
  return JSON.parse(row?.operateContent ?? '[]') as HistoryFieldChange[];
}

const province = (code: string) =>
  (
    t.db.prepare('SELECT province_name FROM bd_province WHERE province_code = ?').get(code) as {
      province_name: string;
    }
  ).province_name;

describe('history of dictionary- and list-backed fields (issue 15 item 4)', () => {
  it('writes the labels of dictionary values and regions, old and new, with the field key', async () => {
    const details = (await t.get('/enterprise/management/get/6')).body.data as Enterprise;
    const { enterpriseContracts: _contracts, ...form } = details;
    const other = t.db
      .prepare('SELECT province_code FROM bd_province WHERE province_code <> ? ORDER BY province_code')
      .get(details.province ?? '') as { province_code: string };
    const answer = await t.post('/enterprise/management/update', {
      ...form,
      enterpriseSettlementType: '0',
      returnedMoneyType: null,
      returnedMoneyDate: null,
    });
    expect(answer.body.code).toBe(0);
    const monthly = await t.post('/enterprise/management/update', {
      ...form,
      enterpriseSettlementType: '2',
      returnedMoneyType: '0',
      returnedMoneyDate: null,
      enterprisePayType: details.enterprisePayType === '1' ? '2' : '1',
      needAccessories: details.needAccessories === 1 ? 0 : 1,
      province: other.province_code,
      city: null,
      area: null,
    });
    expect(monthly.body.code).toBe(0);
    const changes = await newestChanges(6);
    expect(changes).toContainEqual({
      label: '结算周期',
      oldValue: '单结',
      newValue: '月结',
      field: 'enterpriseSettlementType',
    });
    expect(changes).toContainEqual({
      label: '回款方式',
      oldValue: '',
      newValue: '固定日期回款',
      field: 'returnedMoneyType',
    });
    expect(changes).toContainEqual(
      expect.objectContaining({
        field: 'enterprisePayType',
        newValue: details.enterprisePayType === '1' ? '线下转账' : '后付款',
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        field: 'needAccessories',
        newValue: details.needAccessories === 1 ? '否' : '是',
      }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ label: '省份', field: 'province', newValue: province(other.province_code) }),
    );
    // No code shows where a label exists.
    for (const item of changes.filter(
      (c) => c.field === 'enterpriseSettlementType' || c.field === 'province',
    )) {
      expect(item.newValue).not.toMatch(/^\d+$/);
    }
  });

  it('answers rows written with codes before the fix with the labels, and leaves other fields alone', async () => {
    const code = (
      t.db.prepare('SELECT province_code FROM bd_province ORDER BY province_code').get() as {
        province_code: string;
      }
    ).province_code;
    const stored = JSON.stringify([
      { label: '结算周期', oldValue: '0', newValue: '2' },
      { label: '回款方式', oldValue: '', newValue: '0' },
      { label: '省份', oldValue: '', newValue: code },
      { label: '企业星级未知', oldValue: '0', newValue: '2' },
      { label: '企业备注', oldValue: '0', newValue: '2' },
      { label: '发票类型', oldValue: '9', newValue: '1' },
    ]);
    t.db
      .prepare(
        `INSERT INTO ent_history (enterprise_id, module, operate_type, data_type, operate_content, operate_by, operate_time)
         VALUES (7, '企业信息', '修改', 1, ?, '系统管理员', '2099-01-01 00:00:00')`,
      )
      .run(stored);
    expect(await newestChanges(7)).toEqual([
      { label: '结算周期', oldValue: '单结', newValue: '月结' },
      { label: '回款方式', oldValue: '', newValue: '固定日期回款' },
      { label: '省份', oldValue: '', newValue: province(code) },
      { label: '企业星级未知', oldValue: '0', newValue: '2' },
      { label: '企业备注', oldValue: '0', newValue: '2' },
      // An unknown code stays as it is.
      { label: '发票类型', oldValue: '9', newValue: '增值税专用发票' },
    ]);
    // The stored row is unchanged: the labels are given on reading.
    const row = t.db
      .prepare("SELECT operate_content FROM ent_history WHERE operate_time = '2099-01-01 00:00:00'")
      .get() as { operate_content: string };
    expect(row.operate_content).toBe(stored);
  });

  it('answers plain text and malformed content as stored', async () => {
    t.db
      .prepare(
        `INSERT INTO ent_history (enterprise_id, module, operate_type, data_type, operate_content, operate_by, operate_time)
         VALUES (8, '企业信息', '修改', 1, '{not json', '系统管理员', '2099-01-02 00:00:00')`,
      )
      .run();
    const answer = await t.get('/enterprise/management/recordList?enterpriseId=8&pageSize=1');
    expect((answer.body.rows as EnterpriseHistory[])[0]?.operateContent).toBe('{not json');
  });
});
