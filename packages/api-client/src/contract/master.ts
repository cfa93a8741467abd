import {
  BLACKLIST_REASON_MAX,
  DictValueSchema,
  IdSchema,
  MASTER_REGIONS_MAX,
  MasterProfileSchema,
  MasterRegionInputSchema,
  MasterStateSchema,
  MasterTeamSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { complaintAuthority } from './complaints';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, paged } from './fields';
import { marginReturn } from './marginReturn';
import { leave } from './masterLeave';
import { masterRecords } from './masterRecords';
import { masterScore } from './masterScore';
import { masterTeams } from './masterTeams';
import { training } from './training';

/**
 * What a master's form sends (D38). Phone and ID card are checked by the server with the domain's
 * `isMobile` / `isIdCardNumber` (a clear message rather than a pattern failure); blacklisting has its
 * own calls, so a form sets only active or off.
 */
const MasterInput = {
  masterName: Type.String({ maxLength: 50 }),
  phonenumber: Type.String({ maxLength: 20 }),
  idCardNo: Type.String({ maxLength: 18 }),
  skills: Type.Array(DictValueSchema, { maxItems: 20 }),
  regions: Type.Array(MasterRegionInputSchema, { maxItems: MASTER_REGIONS_MAX }),
  state: Type.Union([Type.Literal('active'), Type.Literal('off')]),
};

const TeamMemberBody = Type.Object({ teamId: IdSchema, masterId: IdSchema });

/** D38 (issue 17): masters with their profile, the blacklist and teams (师傅管理). */
export const master = {
  /** D51: leave requests (请假). */
  leave,
  master: {
    list: defineCall({
      method: 'GET',
      path: '/master/master/list',
      query: paged({
        masterName: optionalText(50),
        phonenumber: optionalText(20),
        state: Type.Optional(MasterStateSchema),
        provinceCode: optionalText(32),
        cityCode: optionalText(32),
        areaCode: optionalText(32),
        /** An install type the master is skilled in. */
        skill: optionalText(32),
        teamId: optionalId(),
      }),
      response: PageEnvelope(MasterProfileSchema),
      doc: {
        summary:
          'Masters with their profile; ID card numbers masked unless the caller may edit masters; a region filter lists the masters serving it',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/master/add',
      body: Type.Object(MasterInput),
      response: Envelope(MasterProfileSchema),
      doc: { summary: 'Add a master (ID card pending review)', path: 'chosen', payload: 'chosen' },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/master/edit',
      body: Type.Object({ masterId: IdSchema, ...MasterInput }),
      response: Envelope(MasterProfileSchema),
      doc: {
        summary: "Edit a master's profile; a new ID card number is pending review again",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    blacklist: defineCall({
      method: 'POST',
      path: '/master/master/blacklist',
      body: Type.Object({
        masterId: IdSchema,
        /** Required; blank after trimming is refused. */
        reason: Type.String({ maxLength: BLACKLIST_REASON_MAX }),
      }),
      response: Envelope(MasterProfileSchema),
      doc: {
        summary: 'Blacklist a master with a reason: no longer offered for dispatch, cannot accept new orders',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    unblacklist: defineCall({
      method: 'POST',
      path: '/master/master/unblacklist',
      body: Type.Object({ masterId: IdSchema }),
      response: Envelope(MasterProfileSchema),
      doc: { summary: 'Lift a blacklisting: the master is active again', path: 'chosen', payload: 'chosen' },
    }),
  },
  team: {
    list: defineCall({
      method: 'GET',
      path: '/master/team/list',
      query: paged({ teamName: optionalText(50) }),
      response: PageEnvelope(MasterTeamSchema),
      doc: { summary: 'Teams with their head (团长) and members', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/team/add',
      body: Type.Object({ teamName: Type.String({ maxLength: 50 }), headMasterId: IdSchema }),
      response: Envelope(MasterTeamSchema),
      doc: {
        summary: 'Create a team headed by a master who is in no team yet (the head becomes its first member)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    setHead: defineCall({
      method: 'POST',
      path: '/master/team/setHead',
      body: TeamMemberBody,
      response: Envelope(MasterTeamSchema),
      doc: { summary: "Make one of the team's members its head", path: 'chosen', payload: 'chosen' },
    }),
    addMember: defineCall({
      method: 'POST',
      path: '/master/team/addMember',
      body: TeamMemberBody,
      response: Envelope(MasterTeamSchema),
      doc: { summary: 'Add a master who is in no team to the team', path: 'chosen', payload: 'chosen' },
    }),
    removeMember: defineCall({
      method: 'POST',
      path: '/master/team/removeMember',
      body: TeamMemberBody,
      response: Envelope(MasterTeamSchema),
      doc: {
        summary: 'Remove a member from the team (not its head: change the head first)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  // D52: team roles, heads, disband requests and service regions (contract/masterTeams.ts).
  ...masterTeams,
  // D50: scores and the dispatchers' master search (contract/masterScore.ts).
  ...masterScore,
  // D54: labels, contracts and ID card reviews (contract/masterRecords.ts).
  ...masterRecords,
  // D57: the complaint handlers (contract/complaints.ts).
  ...complaintAuthority,
  // D57: deposit returns (contract/marginReturn.ts).
  ...marginReturn,
  // D59: training, exam results and appraisals (contract/training.ts).
  ...training,
};
