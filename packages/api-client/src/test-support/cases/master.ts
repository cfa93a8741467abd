import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { complaintAuthorityCases, marginReturnCases } from './complaints';
import { masterRecordsCases } from './masterRecords';
import { masterTeamsCases } from './masterTeams';
import { idOf } from './prepare';
import { masterScoreCases } from './quality';
import { trainingCases } from './training';
import { leaveCases } from './workflow';

/** A master both the fixtures and the seed hold (邓师傅: active, ID card awaiting review, in no team). */
const MASTER_15 = {
  masterId: 15,
  masterName: '邓师傅',
  phonenumber: '13600000015',
  idCardNo: '110108198305052468',
  skills: ['1', '3'],
  regions: [{ provinceCode: '110000' }],
  state: 'active',
} as const;

/** The team the add case created (on a server that keeps state), else the fixtures' team 1. */
async function newTeam(target: ContractTarget): Promise<number> {
  const { rows } = await target.client.master.team.list({ teamName: '龙华新队', pageSize: 10 });
  return idOf(
    rows,
    (row) => row.teamName === '龙华新队',
    (row) => row.teamId,
    1,
  );
}

/** D38: masters, the blacklist and teams; ids both the fixtures and the seed hold. */
export const masterCases: CasesOf<Contract['master']> = {
  // D51: leave requests.
  leave: leaveCases,
  master: {
    list: {
      input: { state: 'blacklisted', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/master/list?state=blacklisted&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'blacklisted' && row.blacklistReason !== null)).toBe(
          true,
        );
      },
    },
    add: {
      input: {
        masterName: '潘师傅',
        phonenumber: '13700000021',
        idCardNo: '440305199501018884',
        skills: ['1'],
        regions: [{ provinceCode: '440000', cityCode: '440300', areaCode: null }],
        state: 'active',
      },
      sends: 'POST /master/master/add',
      body: AS_INPUT,
      check: (created) => expect(created).toMatchObject({ masterName: '潘师傅', idCardState: 'pending' }),
    },
    edit: {
      input: { ...MASTER_15, skills: [...MASTER_15.skills], regions: [...MASTER_15.regions] },
      sends: 'POST /master/master/edit',
      body: AS_INPUT,
      check: (edited) => expect(edited).toMatchObject({ masterId: 15, skills: ['1', '3'] }),
    },
    blacklist: {
      input: { masterId: 3, reason: '服务态度差，客户投诉' },
      sends: 'POST /master/master/blacklist',
      body: AS_INPUT,
      check: (master) =>
        expect(master).toMatchObject({ state: 'blacklisted', blacklistReason: '服务态度差，客户投诉' }),
    },
    unblacklist: {
      input: { masterId: 13 },
      sends: 'POST /master/master/unblacklist',
      body: AS_INPUT,
      check: (master) => expect(master).toMatchObject({ state: 'active', blacklistReason: null }),
    },
  },
  team: {
    list: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /master/team/list?pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.find((team) => team.teamName === '南山一队')?.headName).toBe('马师傅'),
    },
    add: {
      input: { teamName: '龙华新队', headMasterId: 15 },
      sends: 'POST /master/team/add',
      body: AS_INPUT,
      check: (team) => expect(team).toMatchObject({ teamName: '龙华新队', headMasterId: 15 }),
    },
    setHead: {
      // 南山一队's head stays 马师傅 (the demo team head's account depends on it).
      input: { teamId: 1, masterId: 2 },
      sends: 'POST /master/team/setHead',
      body: AS_INPUT,
      check: (team) => expect(team).toMatchObject({ teamId: 1, headMasterId: 2 }),
    },
    addMember: {
      input: { teamId: 1, masterId: 3 },
      sends: 'POST /master/team/addMember',
      body: AS_INPUT,
      check: (team) => expect(team.members.some((member) => member.masterId === 3)).toBe(true),
      prepare: async (target) => ({ input: { teamId: await newTeam(target), masterId: 3 } }),
    },
    removeMember: {
      input: { teamId: 1, masterId: 3 },
      sends: 'POST /master/team/removeMember',
      body: AS_INPUT,
      check: (team) => expect(team.members.some((member) => member.masterId === 3)).toBe(false),
      prepare: async (target) => ({ input: { teamId: await newTeam(target), masterId: 3 } }),
    },
  },
  // D52 (cases/masterTeams.ts).
  ...masterTeamsCases,
  // D50 (cases/quality.ts).
  ...masterScoreCases,
  // D54: labels, contracts and ID card reviews.
  ...masterRecordsCases,
  // D57 (cases/complaints.ts).
  ...complaintAuthorityCases,
  ...marginReturnCases,
  // D59 (cases/training.ts).
  ...trainingCases,
};
