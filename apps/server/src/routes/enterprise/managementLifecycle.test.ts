import { contract } from '@onsite/api-client';
import type { EnterpriseHistory, EnterpriseListRow } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
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

const NEW_ENTERPRISE = {
  enterpriseName: '宁波永安智能锁业有限公司',
  enterpriseSysName: '永安锁业',
  types: 0,
  defaultInstallType: '1',
  installTypes: ['1', '2'],
  register: '陈注册',
  registerPhone: '13911112222',
  marketPrincipal: 3,
  loginName: 'yongan',
  userName: '陈联系',
  phone: '13911112222',
};

async function lastHistory(enterpriseId: number): Promise<EnterpriseHistory | undefined> {
  const answer = await t.get(`/enterprise/management/recordList?enterpriseId=${enterpriseId}&pageSize=1`);
  return (answer.body.rows as EnterpriseHistory[])[0];
}

describe('adding an enterprise', () => {
  it('creates the enterprise, its enterprise account (userType 22), its price rows and a history row', async () => {
    const answer = await t.post('/enterprise/management/add', NEW_ENTERPRISE);
    expectContractShape(contract.enterprise.management.add, answer.body);
    expect(answer.body.code).toBe(0);
    const { enterpriseId: id, initialPassword } = answer.body.data as {
      enterpriseId: number;
      initialPassword: string;
    };
    expect(id).toBe(41);
    const account = t.db
      .prepare(
        'SELECT user_type, enterprise_id, phonenumber, password_change_required, password_hash FROM sys_user WHERE login_name = ?',
      )
      .get('yongan') as Record<string, unknown>;
    expect(account).toMatchObject({
      user_type: '22',
      enterprise_id: 41,
      phonenumber: '13911112222',
      password_change_required: 1,
    });
    // Issue 14: a random one-time password (no fixed Onsite@123456), stored only as its hash.
    expect(initialPassword).toMatch(/^\S{14}$/);
    expect(await verifyPassword(initialPassword, String(account.password_hash))).toBe(true);
    expect(await verifyPassword('Onsite@123456', String(account.password_hash))).toBe(false);
    // The new enterprise gets its own random registration code (D56: stored as its digest).
    expect(
      t.db.prepare('SELECT code_digest, standing FROM ent_registration_code WHERE enterprise_id = ?').get(id),
    ).toEqual({ code_digest: expect.stringMatching(/^[0-9a-f]{64}$/), standing: 1 });
    const role = t.db
      .prepare(
        'SELECT r.role_key FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id JOIN sys_user u ON u.user_id = ur.user_id WHERE u.login_name = ?',
      )
      .get('yongan');
    expect(role).toEqual({ role_key: 'enterprise' });
    const prices = await t.get(`/enterprise/price/list?enterpriseId=${id}`);
    expect((prices.body.data as { prices: unknown[] }[]).every((group) => group.prices.length > 0)).toBe(
      true,
    );
    expect(await lastHistory(id)).toMatchObject({ module: '企业信息', operateType: '新增', dataType: 0 });
    const listed = await t.get(`/enterprise/management/list?enterpriseName=${encodeURIComponent('永安')}`);
    expect((listed.body.rows as EnterpriseListRow[])[0]).toMatchObject({
      enterpriseId: 41,
      totalBalance: 0,
      installTypes: ['1', '2'],
    });
  });

  it('refuses a taken login name, a taken phone, a taken enterprise name and blank names, writing nothing', async () => {
    const cases: [object, string][] = [
      [{ enterpriseName: '另一家企业', loginName: 'yongan', phone: '' }, '登录账号 yongan 已存在'],
      [{ enterpriseName: '另一家企业', loginName: 'another', phone: '13911112222' }, '已被其他账号使用'],
      [{ loginName: 'another', phone: '' }, '已存在'],
      [{ enterpriseName: '  ', loginName: 'another', phone: '' }, '请输入企业名称'],
      [{ enterpriseName: '另一家企业', loginName: 'another', phone: '12345' }, '11位'],
      [
        { enterpriseName: '另一家企业', loginName: 'another', phone: '', installTypes: ['8'] },
        '安装类型 8 不存在',
      ],
      [{ enterpriseName: '另一家企业', loginName: 'another', phone: '', marketPrincipal: 1 }, '市场负责人'],
    ];
    for (const [change, message] of cases) {
      const before = t.snapshot(...ENTERPRISE_TABLES);
      const answer = await t.post('/enterprise/management/add', { ...NEW_ENTERPRISE, ...change });
      expect(answer.body.code, message).not.toBe(0);
      expect(answer.body.msg).toContain(message);
      expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
    }
    const schema = await t.post('/enterprise/management/add', {
      ...NEW_ENTERPRISE,
      loginName: 'bad name!',
      installTypes: [],
    });
    expect(schema.status).toBe(400);
  });

  it('is reserved to user type 00: the market principal and the viewer get 403, no token 401', async () => {
    const body = { ...NEW_ENTERPRISE, enterpriseName: '第三家企业', loginName: 'third', phone: '' };
    expect((await t.post('/enterprise/management/add', body, 'market')).status).toBe(403);
    expect((await t.post('/enterprise/management/add', body, 'viewer')).status).toBe(403);
    expect((await t.post('/enterprise/management/add', body, null)).status).toBe(401);
    expect((await t.post('/enterprise/management/add', body, 'platform')).body.code).toBe(0);
  });
});

describe('enterprise states: disable / enable / remove / resume', () => {
  it('moves through every transition, each with a history row, and refuses a repeated one', async () => {
    const steps: [string, string, object][] = [
      ['disable', '禁用', { forbiddenStatus: 1 }],
      ['enable', '启用', { forbiddenStatus: 0 }],
      ['remove', '删除', { delStatus: 1 }],
      ['resume', '恢复', { delStatus: 0 }],
    ];
    for (const [action, label, state] of steps) {
      const answer = await t.post(`/enterprise/management/${action}`, { enterpriseId: 5 });
      expect(answer.body, action).toMatchObject({ code: 0, msg: `${label}成功` });
      const row = await t.get(
        `/enterprise/management/list?enterpriseName=${encodeURIComponent('卫士')}&delStatus=${action === 'remove' ? 1 : 0}`,
      );
      expect((row.body.rows as EnterpriseListRow[])[0]).toMatchObject(state);
      expect(await lastHistory(5)).toMatchObject({ operateType: label, dataType: 0 });
    }
    expect((await t.post('/enterprise/management/enable', { enterpriseId: 5 })).body.msg).toBe(
      '企业已是启用状态',
    );
    expect((await t.post('/enterprise/management/resume', { enterpriseId: 5 })).body.msg).toContain(
      '无需恢复',
    );
  });

  it('hides a removed enterprise from the list and the combo box and refuses its changes until resumed', async () => {
    expect((await t.post('/enterprise/management/remove', { enterpriseId: 7 })).body.code).toBe(0);
    const list = await t.get('/enterprise/management/list?pageSize=100');
    expect((list.body.rows as EnterpriseListRow[]).some((row) => row.enterpriseId === 7)).toBe(false);
    const combo = await t.get('/enterprise/management/selectCombox');
    expect((combo.body.data as { enterpriseId: number }[]).some((row) => row.enterpriseId === 7)).toBe(false);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 7 })).body.msg).toContain(
      '已删除',
    );
    expect((await t.post('/enterprise/management/remove', { enterpriseId: 7 })).body.msg).toBe('企业已删除');
    expect((await t.post('/enterprise/management/resume', { enterpriseId: 7 })).body.code).toBe(0);
  });

  it('refuses state changes to users who are not type 00 (403), unknown ids (404) and bad bodies (400)', async () => {
    const before = t.snapshot(...ENTERPRISE_TABLES);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 9 }, 'viewer')).status).toBe(403);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 9 }, 'market')).status).toBe(403);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 9 }, null)).status).toBe(401);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 999 })).status).toBe(404);
    expect((await t.post('/enterprise/management/disable', { enterpriseId: 'x' })).status).toBe(400);
    expect((await t.post('/enterprise/management/disable', {})).status).toBe(400);
    expect(t.snapshot(...ENTERPRISE_TABLES)).toEqual(before);
  });
});

describe('model configuration of an enterprise', () => {
  it('saves the models (user type 00 only), answers them in the tree and writes history', async () => {
    const answer = await t.post('/enterprise/management/configModel', {
      enterpriseId: 9,
      modelIds: [1, 2, 4],
    });
    expect(answer.body.code).toBe(0);
    const tree = await t.get('/enterprise/model/selectEnterpriseModelTree?enterpriseId=9');
    expectContractShape(contract.enterprise.model.selectEnterpriseModelTree, tree.body);
    expect((tree.body.data as { checkedKeys: number[] }).checkedKeys).toEqual([1, 2, 4]);
    expect(await lastHistory(9)).toMatchObject({ operateType: '配置', module: '企业信息' });
    expect(
      (await t.post('/enterprise/management/configModel', { enterpriseId: 9, modelIds: [1] }, 'market'))
        .status,
    ).toBe(403);
    const unknown = await t.post('/enterprise/management/configModel', { enterpriseId: 9, modelIds: [999] });
    expect(unknown.body.msg).toContain('型号 999 不存在');
  });
});
