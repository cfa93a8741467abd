import { expect } from 'vitest';
import type { masterTeams } from '../../contract/masterTeams';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf } from './prepare';
import { ownSession, signIn } from './sessions';

/** D52: the head of 罗湖二队 (its members hold no open order, its earlier request was refused). */
export const TEAM_HEAD_2_SIGN_IN = signIn('teamhead2', 'Onsite@2024');

/** The role the add case created (on a server that keeps state), else the fixtures' unheld custom role 4. */
async function addedRole(target: ContractTarget): Promise<number> {
  const { rows } = await target.client.master.teamRole.list({ roleName: '技术骨干', pageSize: 10 });
  return idOf(
    rows,
    (row) => row.roleName === '技术骨干',
    (row) => row.teamRoleId,
    4,
  );
}

/** 罗湖区 of 深圳市, a region of the district tree both the fixtures and the seed hold. */
const LUOHU = { provinceCode: '440000', cityCode: '440300', areaCode: '440303' } as const;

/** D52: team roles, heads, disband requests and service regions (as the administrator unless said). */
export const masterTeamsCases: CasesOf<typeof masterTeams> = {
  teamRole: {
    list: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /master/teamRole/list?pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.find((role) => role.kind === 'head')?.roleName).toBe('团长');
        expect(page.rows.find((role) => role.kind === 'member')?.roleName).toBe('组员');
      },
    },
    add: {
      input: { roleName: '技术骨干', sort: 5, remark: '' },
      sends: 'POST /master/teamRole/add',
      body: AS_INPUT,
      check: (role) => expect(role).toMatchObject({ roleName: '技术骨干', kind: 'custom', memberCount: 0 }),
    },
    edit: {
      input: { teamRoleId: 4, roleName: '技术骨干', sort: 6, remark: '负责疑难安装' },
      sends: 'POST /master/teamRole/edit',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { teamRoleId: await addedRole(target), roleName: '技术骨干', sort: 6, remark: '负责疑难安装' },
      }),
      check: (role) => expect(role).toMatchObject({ roleName: '技术骨干', sort: 6 }),
    },
    remove: {
      input: { teamRoleId: 4 },
      sends: 'POST /master/teamRole/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { teamRoleId: await addedRole(target) } }),
    },
    assign: {
      // 郭师傅 (a member of 南山一队) becomes 副团长 (role 2 in the fixtures and the migration).
      input: { teamId: 1, masterId: 1, teamRoleId: 2 },
      sends: 'POST /master/teamRole/assign',
      body: AS_INPUT,
      check: (team) =>
        expect(team.members.find((member) => member.masterId === 1)?.teamRoleName).toBe('副团长'),
    },
  },
  head: {
    list: {
      input: { teamName: '南山一队', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/head/list?teamName=南山一队&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows[0]).toMatchObject({ teamName: '南山一队', headName: '马师傅' }),
    },
  },
  disband: {
    list: {
      input: { state: 'pending', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/disband/list?state=pending&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.approvalType === 'disband' && row.state === 'pending')).toBe(
          true,
        );
      },
    },
    apply: {
      input: { reason: '成员各自独立接单' },
      sends: 'POST /master/disband/apply',
      body: AS_INPUT,
      prepare: async (target) => {
        const session = await ownSession(target, TEAM_HEAD_2_SIGN_IN);
        return { cleanup: session.restore };
      },
      check: (request) =>
        expect(request).toMatchObject({ approvalType: 'disband', teamName: '罗湖二队', state: 'pending' }),
    },
  },
  region: {
    list: {
      input: { provinceCode: '440000', pageNum: 1, pageSize: 50 },
      sends: 'GET /master/region/list?provinceCode=440000&pageNum=1&pageSize=50',
      check: (page) => {
        expect(page.rows.every((row) => row.provinceCode === '440000')).toBe(true);
        expect(page.rows.some((row) => row.masters.length > 0)).toBe(true);
      },
    },
    assign: {
      // 邓师傅 (master 15) serves 北京市 only: 罗湖区 is added beside it.
      input: { ...LUOHU, masterIds: [15] },
      sends: 'POST /master/region/assign',
      body: AS_INPUT,
      check: (region) => expect(region).toMatchObject({ areaCode: '440303' }),
    },
    unassign: {
      input: { ...LUOHU, masterIds: [15] },
      sends: 'POST /master/region/unassign',
      body: AS_INPUT,
    },
  },
};
