import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf } from './prepare';
import { ENTERPRISE_SIGN_IN, ownSession } from './sessions';

type EnterpriseCases = CasesOf<Contract['enterprise']>;

/** D45: every call is made by enterprise 1's administrator (the demo account `enterprise`). */
const asEnterprise = async <I>(target: ContractTarget, input: (target: ContractTarget) => Promise<I>) => {
  const session = await ownSession(target, ENTERPRISE_SIGN_IN);
  try {
    return { input: await input(target), cleanup: session.restore };
  } catch (error) {
    session.restore();
    throw error;
  }
};
const asIs =
  <I>(input: I) =>
  async (target: ContractTarget) =>
    asEnterprise(target, async () => input);

const ROLE_NAME = '合同下单员';
const MEMBER = 'd45member';
const roleFields = { roleName: ROLE_NAME, roleSort: 1, status: '0' as const, remark: '' };
const memberFields = {
  userName: '合同下单员甲',
  phonenumber: '',
  email: '',
  sex: '2' as const,
  status: '0' as const,
  remark: '',
};

/** A role within what the target's enterprise 1 holds: its first menu and first code. */
const grants = async (target: ContractTarget) => {
  const allowance = await target.client.enterprise.enterpriseRole.allowance();
  const screen = allowance.menus.find((menu) => menu.menuType === 'C');
  return { menuIds: screen ? [screen.menuId] : [], buttons: allowance.buttons.slice(0, 1) };
};
/** The role the `add` case adds, or one added now (MSW keeps none; its answers stand in). */
const roleId = async (target: ContractTarget) => {
  const rows = (await target.client.enterprise.enterpriseRole.list({ roleName: ROLE_NAME })).rows;
  const found = idOf(
    rows,
    (row) => row.roleName === ROLE_NAME,
    (row) => row.roleId,
    0,
  );
  if (found !== 0) return found;
  return target.client.enterprise.enterpriseRole.add({ ...roleFields, ...(await grants(target)) });
};
const memberId = async (target: ContractTarget) => {
  const rows = (await target.client.enterprise.enterpriseUser.list({ loginName: MEMBER })).rows;
  const found = idOf(
    rows,
    (row) => row.loginName === MEMBER,
    (row) => row.userId,
    0,
  );
  if (found !== 0) return found;
  const roleIds = [await roleId(target)];
  return (await target.client.enterprise.enterpriseUser.add({ loginName: MEMBER, ...memberFields, roleIds }))
    .userId;
};

export const enterpriseUserCases: Pick<EnterpriseCases, 'enterpriseUser' | 'enterpriseRole'> = {
  enterpriseRole: {
    list: {
      input: { status: '0' },
      sends: 'GET /enterprise/role/list?status=0',
      prepare: asIs({ status: '0' as const }),
      check: (page) => expect(page.rows.every((row) => row.status === '0')).toBe(true),
    },
    allowance: {
      input: {},
      sends: 'GET /enterprise/role/allowance',
      prepare: asIs({}),
      check: (allowance) => expect(allowance.menus.length).toBeGreaterThan(0),
    },
    add: {
      input: { ...roleFields, roleName: '订单查看员', menuIds: [21], buttons: ['order:order:list'] },
      sends: 'POST /enterprise/role/add',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({ ...roleFields, roleName: '订单查看员', ...(await grants(t)) })),
    },
    edit: {
      input: { roleId: 201, ...roleFields, menuIds: [21], buttons: ['order:order:list'] },
      sends: 'POST /enterprise/role/edit',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          roleId: await roleId(t),
          ...roleFields,
          remark: '只看订单',
          ...(await grants(t)),
        })),
    },
    changeStatus: {
      input: { roleId: 201, status: '0' },
      sends: 'POST /enterprise/role/changeStatus',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({ roleId: await roleId(t), status: '0' as const })),
    },
    // D49: a role of its own that nobody holds, added for the case.
    remove: {
      input: { roleId: 202 },
      sends: 'POST /enterprise/role/remove',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          roleId: await t.client.enterprise.enterpriseRole.add({
            ...roleFields,
            roleName: '临时角色',
            ...(await grants(t)),
          }),
        })),
    },
  },
  enterpriseUser: {
    list: {
      input: { userName: '企业' },
      sends: 'GET /enterprise/user/list?userName=企业',
      prepare: asIs({ userName: '企业' }),
      check: (page) => expect(page.rows.some((row) => row.admin)).toBe(true),
    },
    add: {
      input: { loginName: MEMBER, ...memberFields, roleIds: [201] },
      sends: 'POST /enterprise/user/add',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          loginName: MEMBER,
          ...memberFields,
          roleIds: [await roleId(t)],
        })),
      check: (added) => expect(added.initialPassword.length).toBeGreaterThanOrEqual(8),
    },
    edit: {
      input: { userId: 301, ...memberFields, roleIds: [201] },
      sends: 'POST /enterprise/user/edit',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          userId: await memberId(t),
          ...memberFields,
          remark: '负责下单',
          roleIds: [await roleId(t)],
        })),
    },
    resetPwd: {
      input: { userId: 301, password: 'Member@2025' },
      sends: 'POST /enterprise/user/resetPwd',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({ userId: await memberId(t), password: 'Member@2025' })),
    },
    changeStatus: {
      input: { userId: 301, status: '1' },
      sends: 'POST /enterprise/user/changeStatus',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({ userId: await memberId(t), status: '1' as const })),
    },
    // D49: a member of its own who never signed in, added for the case.
    remove: {
      input: { userId: 302 },
      sends: 'POST /enterprise/user/remove',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          userId: (
            await t.client.enterprise.enterpriseUser.add({
              loginName: 'd49member',
              ...memberFields,
              roleIds: [await roleId(t)],
            })
          ).userId,
        })),
    },
  },
};
