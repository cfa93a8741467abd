import { isIdCardNumber, isMobile, type MasterProfile, type MasterTeam } from '@onsite/domain';
import type { Contract } from '../../contract';
import { masterProfiles, masterTeams } from '../fixtures/masters';
import { complaintAuthorityAnswers } from './complaints';
import { marginReturnAnswers } from './marginReturns';
import { masterRecordsAnswers } from './masterRecords';
import { masterTeamsAnswers } from './masterTeams';
import { masterScoreAnswers } from './quality';
import { trainingAnswers } from './training';
import type { AnswersOf } from './types';
import { AnswerFailure, filterRows, found } from './util';
import { leaveAnswers } from './workflow';

const masterOf = (masterId: number): MasterProfile =>
  found(
    masterProfiles.find((row) => row.masterId === masterId),
    `师傅 ${masterId} `,
  );
const teamOf = (teamId: number): MasterTeam =>
  found(
    masterTeams.find((row) => row.teamId === teamId),
    `团队 ${teamId} `,
  );

/** The server's checks of a master's form (D38), answered as it answers them. */
function checked<T extends { masterName: string; phonenumber: string; idCardNo: string; skills: string[] }>(
  input: T,
): T {
  if (input.masterName.trim() === '') throw new AnswerFailure('请输入师傅姓名');
  if (!isMobile(input.phonenumber)) throw new AnswerFailure('请输入正确的手机号码');
  if (!isIdCardNumber(input.idCardNo)) throw new AnswerFailure('请输入正确的18位身份证号码');
  if (input.skills.length === 0) throw new AnswerFailure('请至少选择一项技能');
  return input;
}

/** D38: the answers of the masters family (the fixtures do not change). */
export const masterAnswers: AnswersOf<Contract['master']> = {
  // D51: leave requests.
  leave: leaveAnswers,
  master: {
    list: (query) =>
      filterRows(masterProfiles, {
        masterName: query.masterName,
        phonenumber: query.phonenumber,
        state: query.state,
        teamId: query.teamId,
      }).filter((row) => query.skill === undefined || row.skills.includes(query.skill)),
    add: (body) => {
      const input = checked(body);
      return {
        ...masterProfiles[0],
        ...input,
        masterId: 99,
        idCardState: 'pending',
        regions: input.regions.map((region) => ({
          provinceCode: region.provinceCode,
          cityCode: region.cityCode ?? null,
          areaCode: region.areaCode ?? null,
          regionName: region.provinceCode,
        })),
        teamId: null,
        teamName: null,
        teamHead: false,
        score: null,
        openOrders: 0,
      } as MasterProfile;
    },
    edit: (body) => {
      const input = checked(body);
      const row = masterOf(input.masterId);
      return {
        ...row,
        masterName: input.masterName,
        phonenumber: input.phonenumber,
        idCardNo: input.idCardNo,
        skills: input.skills,
        state: row.state === 'blacklisted' ? row.state : input.state,
      };
    },
    blacklist: ({ masterId, reason }) => {
      const row = masterOf(masterId);
      if (reason.trim() === '') throw new AnswerFailure('请输入拉黑原因');
      if (row.state === 'blacklisted') throw new AnswerFailure(`${row.masterName}已在黑名单中`);
      return {
        ...row,
        state: 'blacklisted',
        blacklistReason: reason.trim(),
        blacklistTime: '2024-06-01 10:00:00',
        blacklistBy: '超级管理员',
      };
    },
    unblacklist: ({ masterId }) => {
      const row = masterOf(masterId);
      if (row.state !== 'blacklisted') throw new AnswerFailure(`${row.masterName}不在黑名单中`);
      return { ...row, state: 'active', blacklistReason: null, blacklistTime: null, blacklistBy: null };
    },
  },
  team: {
    list: (query) => filterRows(masterTeams, { teamName: query.teamName }),
    add: ({ teamName, headMasterId }) => {
      if (teamName.trim() === '') throw new AnswerFailure('请输入团队名称');
      const head = masterOf(headMasterId);
      return {
        teamId: 99,
        teamName: teamName.trim(),
        headMasterId,
        headName: head.masterName,
        members: [
          {
            masterId: head.masterId,
            masterName: head.masterName,
            phonenumber: head.phonenumber,
            state: head.state,
            teamRoleId: 1,
            teamRoleName: '团长',
          },
        ],
        createTime: '2024-06-01 10:00:00',
      };
    },
    setHead: ({ teamId, masterId }) => {
      const team = teamOf(teamId);
      const member = found(
        team.members.find((row) => row.masterId === masterId),
        `团队成员 ${masterId} `,
      );
      return { ...team, headMasterId: masterId, headName: member.masterName };
    },
    addMember: ({ teamId, masterId }) => {
      const team = teamOf(teamId);
      const row = masterOf(masterId);
      return {
        ...team,
        members: [
          ...team.members,
          {
            masterId: row.masterId,
            masterName: row.masterName,
            phonenumber: row.phonenumber,
            state: row.state,
            teamRoleId: 3,
            teamRoleName: '组员',
          },
        ],
      };
    },
    removeMember: ({ teamId, masterId }) => {
      const team = teamOf(teamId);
      if (team.headMasterId === masterId) throw new AnswerFailure('不能移除团长，请先更换团长');
      return { ...team, members: team.members.filter((row) => row.masterId !== masterId) };
    },
  },
  // D52 (answers/masterTeams.ts).
  ...masterTeamsAnswers,
  // D50 (answers/quality.ts).
  ...masterScoreAnswers,
  // D54 (answers/masterRecords.ts).
  ...masterRecordsAnswers,
  // D57 (answers/complaints.ts).
  ...complaintAuthorityAnswers,
  ...marginReturnAnswers,
  // D59 (answers/training.ts).
  ...trainingAnswers,
};
