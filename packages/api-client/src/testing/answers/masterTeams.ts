import type { ServiceRegion, TeamRole } from '@onsite/domain';
import type { masterTeams } from '../../contract/masterTeams';
import { masterTeams as teams } from '../fixtures/masters';
import { disbandRequests, serviceRegions, teamHeads, teamRoles } from '../fixtures/masterTeams';
import type { AnswersOf } from './types';
import { AnswerFailure, filterRows, found } from './util';

const roleOf = (teamRoleId: number): TeamRole =>
  found(
    teamRoles.find((row) => row.teamRoleId === teamRoleId),
    `团队角色 ${teamRoleId} `,
  );

const named = (roleName: string) => {
  if (roleName.trim() === '') throw new AnswerFailure('请输入角色名称');
  return roleName.trim();
};

const regionOf = (region: { provinceCode: string; cityCode?: string | null; areaCode?: string | null }) =>
  serviceRegions.find(
    (row) =>
      row.provinceCode === region.provinceCode &&
      row.cityCode === (region.cityCode ?? null) &&
      row.areaCode === (region.areaCode ?? null),
  );

/** D52: the answers of team roles, heads, disband requests and regions (the fixtures do not change). */
export const masterTeamsAnswers: AnswersOf<typeof masterTeams> = {
  teamRole: {
    list: (query) => filterRows(teamRoles, { roleName: query.roleName }),
    add: (body) => ({
      teamRoleId: 99,
      roleName: named(body.roleName),
      kind: 'custom',
      sort: body.sort,
      remark: body.remark,
      memberCount: 0,
      createTime: '2024-06-10 10:00:00',
    }),
    edit: (body) => ({
      ...roleOf(body.teamRoleId),
      roleName: named(body.roleName),
      sort: body.sort,
      remark: body.remark,
    }),
    remove: ({ teamRoleId }) => {
      const role = roleOf(teamRoleId);
      if (role.kind !== 'custom') throw new AnswerFailure(`「${role.roleName}」是内置角色，不能删除`);
      if (role.memberCount > 0)
        throw new AnswerFailure(
          `有 ${role.memberCount} 名成员担任团队角色「${role.roleName}」，请先为他们更换角色后再删除`,
        );
      return null;
    },
    assign: ({ teamId, masterId, teamRoleId }) => {
      const team = found(
        teams.find((row) => row.teamId === teamId),
        `团队 ${teamId} `,
      );
      const role = roleOf(teamRoleId);
      if (role.kind === 'head') throw new AnswerFailure('团长请在成员管理中用「设为团长」更换');
      if (team.headMasterId === masterId) throw new AnswerFailure('团长的角色随团长变化，请先更换团长');
      return {
        ...team,
        members: team.members.map((member) =>
          member.masterId === masterId
            ? { ...member, teamRoleId: role.teamRoleId, teamRoleName: role.roleName }
            : member,
        ),
      };
    },
  },
  head: {
    list: (query) =>
      filterRows(teamHeads, {
        headName: query.headName,
        phonenumber: query.phonenumber,
        teamName: query.teamName,
        state: query.state,
      }),
  },
  disband: {
    list: (query) => filterRows(disbandRequests, { teamName: query.teamName, state: query.state }),
    apply: ({ reason }) => {
      if (reason.trim() === '') throw new AnswerFailure('请输入解散原因');
      return {
        ...(disbandRequests[1] as (typeof disbandRequests)[number]),
        approvalId: 99,
        applyTime: '2024-06-10 10:00:00',
        reason: reason.trim(),
        state: 'pending',
        remark: null,
        decidedBy: null,
        decideTime: null,
      };
    },
  },
  region: {
    list: (query) =>
      serviceRegions.filter(
        (row) =>
          (query.provinceCode === undefined || row.provinceCode === query.provinceCode) &&
          (query.masterName === undefined ||
            row.masters.some((m) => m.masterName.includes(query.masterName ?? ''))),
      ),
    assign: (body) => {
      if ((body.masterIds ?? []).length === 0 && body.teamId === undefined)
        throw new AnswerFailure('请选择师傅或团队');
      const region: ServiceRegion = regionOf(body) ?? {
        provinceCode: body.provinceCode,
        cityCode: body.cityCode ?? null,
        areaCode: body.areaCode ?? null,
        regionName: body.provinceCode,
        masters: [],
        teams: [],
      };
      return region;
    },
    unassign: (body) => {
      if ((body.masterIds ?? []).length === 0 && body.teamId === undefined)
        throw new AnswerFailure('请选择师傅或团队');
      found(regionOf(body), '服务区域 ');
      return null;
    },
  },
};
