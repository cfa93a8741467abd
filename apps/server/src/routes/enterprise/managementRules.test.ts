import type { Enterprise } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TABLES,
  type EnterpriseTestApp,
  enterpriseTestApp,
  type UserKey,
} from '../../enterprise/testSupport';

let t: EnterpriseTestApp;

beforeAll(async () => {
  t = await enterpriseTestApp();
});
afterAll(async () => {
  await t.close();
});

async function form(id: number) {
  const answer = await t.get(`/enterprise/management/get/${id}`);
  const { enterpriseContracts: _contracts, ...rest } = answer.body.data as Enterprise;
  return rest;
}

/** Posts the update and expects a refusal that changes nothing. */
async function refused(body: object, as: UserKey = 'admin') {
  const before = t.snapshot(...ENTERPRISE_TABLES);
  const answer = await t.post('/enterprise/management/update', body, as);
  expect(answer.body.code).not.toBe(0);
  expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  return answer;
}

describe('enterprise update: validation (spec 001 §5), nothing written on refusal', () => {
  it('refuses a return phone that is not an 11-digit mobile: 请输入11位联系方式', async () => {
    const body = await form(3);
    const contacts = [
      { contact: '王师傅', phoneNumber: '12345', address: '人民路 1 号', defaultStatus: 0 as const },
    ];
    expect((await refused({ ...body, contacts })).body.msg).toBe('请输入11位联系方式');
    const landline = [
      { contact: '王师傅', phoneNumber: '12012345678', address: '人民路 1 号', defaultStatus: 0 as const },
    ];
    expect((await refused({ ...body, contacts: landline })).body.msg).toBe('请输入11位联系方式');
  });

  it('refuses a started but incomplete return address: 旧件寄回地址填写不完整!', async () => {
    const body = await form(3);
    const contacts = [{ contact: '王师傅', phoneNumber: '', address: '', defaultStatus: 0 as const }];
    expect((await refused({ ...body, contacts })).body.msg).toBe('旧件寄回地址填写不完整!');
    // The contract leaves each field of a row optional, so a row missing fields reaches the same rule.
    const partial = [{ phoneNumber: '13912345678', defaultStatus: 0 as const }];
    expect((await refused({ ...body, contacts: partial })).body.msg).toBe('旧件寄回地址填写不完整!');
  });

  it('answers the spec message for a phone of the wrong length, and the schema only past its length limit', async () => {
    const body = await form(3);
    const row = { contact: '王师傅', address: '人民路 1 号', defaultStatus: 0 as const };
    for (const phoneNumber of ['139123456789', '1391234567']) {
      const answer = await refused({ ...body, contacts: [{ ...row, phoneNumber }] });
      expect(answer.body.msg, phoneNumber).toBe('请输入11位联系方式');
    }
    const overlong = await refused({ ...body, contacts: [{ ...row, phoneNumber: '1'.repeat(21) }] });
    expect(overlong.status).toBe(400);
    expect(overlong.body.msg).toContain('contacts.0.phoneNumber');
  });

  it('refuses return addresses without exactly one default, and more than five', async () => {
    const body = await form(3);
    const row = (defaultStatus: 0 | 1) => ({
      contact: '王师傅',
      phoneNumber: '13912345678',
      address: '人民路 1 号',
      defaultStatus,
    });
    expect((await refused({ ...body, contacts: [row(1), row(1)] })).body.msg).toContain('默认地址');
    expect((await refused({ ...body, contacts: [row(0), row(0)] })).body.msg).toContain('默认地址');
    const six = await refused({ ...body, contacts: [row(0), row(1), row(1), row(1), row(1), row(1)] });
    expect(six.status).toBe(400);
    expect(six.body.msg).toContain('contacts');
  });

  it('refuses more than five send requirements and one longer than 20 characters', async () => {
    const body = await form(3);
    const six = Array.from({ length: 6 }, (_, index) => ({ requirement: `要求${index}` }));
    expect((await refused({ ...body, enterpriseSendBack: six })).status).toBe(400);
    expect(
      (await refused({ ...body, enterpriseSendBack: [{ requirement: '字'.repeat(21) }] })).body.msg,
    ).toContain('20');
  });

  it('refuses blank names with the spec texts 请输入企业名称 / 请输入企业简称', async () => {
    const body = await form(3);
    expect((await refused({ ...body, enterpriseName: '   ' })).body.msg).toBe('请输入企业名称');
    expect((await refused({ ...body, enterpriseSysName: ' ' })).body.msg).toBe('请输入企业简称');
    expect((await refused({ ...body, enterpriseName: '' })).status).toBe(400);
  });

  it('refuses unknown install types, a default install type outside the list and contacts of an unselected type', async () => {
    const body = await form(3);
    expect((await refused({ ...body, installTypes: ['1', '99'] })).body.msg).toContain('安装类型 99 不存在');
    expect((await refused({ ...body, installTypes: [] })).body.msg).toContain('至少选择一个安装类型');
    expect((await refused({ ...body, installTypes: ['2'], defaultInstallType: '1' })).body.msg).toContain(
      '默认安装类型',
    );
    const stray = {
      ...body.installationUsers,
      9: { ...Object.values(body.installationUsers)[0], installType: '9' },
    };
    expect((await refused({ ...body, installationUsers: stray })).body.msg).toContain('不属于已选的安装类型');
  });

  it('refuses a changed login name, an out-of-range return day, a foreign region and principals of the wrong department', async () => {
    const body = await form(3);
    expect((await refused({ ...body, loginName: 'someone' })).body.msg).toBe('登录账号不能修改');
    const weekly = { ...body, enterpriseSettlementType: '1', returnedMoneyType: '0', returnedMoneyDate: 20 };
    expect((await refused(weekly)).body.msg).toContain('回款日期 20');
    expect((await refused({ ...body, province: '330000', city: '410100', area: null })).body.msg).toContain(
      '城市',
    );
    expect((await refused({ ...body, province: '999999', city: null, area: null })).body.msg).toContain(
      '省份',
    );
    expect((await refused({ ...body, marketPrincipal: 2 })).body.msg).toContain('市场负责人');
    expect((await refused({ ...body, orderPrincipals: [3] })).body.msg).toContain('订单负责人');
  });

  it('refuses dictionary values outside their dictionary and a bank outside the list of 25', async () => {
    const insert = t.db.prepare(
      "INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, create_time) VALUES (?, ?, ?, 'pay_type', '2024-01-01 00:00:00')",
    );
    ['预付款', '后付款', '线下转账'].forEach((label, index) => {
      insert.run(index, label, String(index));
    });
    const body = await form(3);
    expect((await refused({ ...body, enterprisePayType: '9' })).body.msg).toContain('付款方式 9');
    expect((await refused({ ...body, enterpriseCardorg: '火星银行' })).body.msg).toContain('开户银行');
    const ok = await t.post('/enterprise/management/update', {
      ...body,
      enterprisePayType: '2',
      enterpriseCardorg: '宁波银行',
    });
    expect(ok.body.code).toBe(0);
  });

  it('refuses wrong field types, unknown enum values, negative percentages and overlong texts (400)', async () => {
    const body = await form(3);
    for (const bad of [
      { types: 2 },
      { needAccessories: 5 },
      { enterpriseTaxPoint: -1 },
      { enterpriseTaxPoint: 101 },
      { returnedMoneyDate: 'x' },
      { invoiceTitle: '字'.repeat(101) },
      { orderPrincipals: ['a'] },
      { createTime: '2024/01/01' },
    ]) {
      const answer = await refused({ ...body, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.msg).toMatch(/请求体/);
    }
    const { enterpriseName: _name, ...missing } = body;
    expect((await refused(missing)).body.msg).toContain('enterpriseName');
  });

  it('answers 404 for an unknown enterprise and a clear message for a removed one', async () => {
    const body = await form(3);
    expect((await refused({ ...body, enterpriseId: 999 })).status).toBe(404);
    const removed = await t.get('/enterprise/management/get/40');
    const { enterpriseContracts: _c, ...removedForm } = removed.body.data as Enterprise;
    expect((await refused(removedForm)).body.msg).toContain('已删除');
  });
});

describe('enterprise update: permission codes per field group (spec 001 §6)', () => {
  it('refuses the viewer (view codes only) any update with 403', async () => {
    const body = await form(3);
    const answer = await refused({ ...body, content: '查看者的修改' }, 'viewer');
    expect(answer.status).toBe(403);
  });

  it('refuses a user without editCommonInfo a name change, naming the group, and allows the fields of its own code', async () => {
    const body = await form(3);
    const answer = await refused({ ...body, enterpriseName: '改名企业' }, 'accountant');
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toContain('企业基本信息');
    expect(answer.body.msg).toContain('editCommonInfo');
    const inner = await refused({ ...body, content: '会计改备注' }, 'accountant');
    expect(inner.body.msg).toContain('editInnerInfo');
    const own = await t.post(
      '/enterprise/management/update',
      { ...body, enterpriseAddress: '会计改的地址' },
      'accountant',
    );
    expect(own.body.code).toBe(0);
    expect((await form(3)).enterpriseAddress).toBe('会计改的地址');
  });

  it('reserves the sales-order-code switch to user type 00 (403 for others)', async () => {
    const body = await form(3);
    const next = body.needSaleOrderCode === 1 ? 0 : 1;
    const market = await refused({ ...body, needSaleOrderCode: next }, 'market');
    expect(market.status).toBe(403);
    expect(market.body.msg).toContain('销售单号');
    expect(
      (await t.post('/enterprise/management/update', { ...body, needSaleOrderCode: next }, 'platform')).body
        .code,
    ).toBe(0);
    expect((await form(3)).needSaleOrderCode).toBe(next);
  });

  it('lets an enterprise user with no edit code change nothing, and refuses another enterprise', async () => {
    const own = await form(1);
    expect((await refused({ ...own, content: '企业自改' }, 'enterprise')).status).toBe(403);
    const other = await form(3);
    expect((await refused(other, 'enterprise')).status).toBe(403);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const body = await form(3);
    const before = t.snapshot(...ENTERPRISE_TABLES);
    const answer = await t.post('/enterprise/management/update', { ...body, content: '匿名' }, null);
    expect(answer.status).toBe(401);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });
});
