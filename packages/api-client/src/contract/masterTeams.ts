import {
  ApprovalSchema,
  ApprovalStateSchema,
  DISBAND_REASON_MAX,
  DictValueSchema,
  IdSchema,
  MasterStateSchema,
  MasterTeamSchema,
  ServiceRegionSchema,
  TEAM_ROLE_NAME_MAX,
  TEAM_ROLE_REMARK_MAX,
  TeamHeadSchema,
  TeamRoleSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, paged } from './fields';

const TeamRoleInput = {
  /** Required; blank after trimming is refused; unique. */
  roleName: Type.String({ maxLength: TEAM_ROLE_NAME_MAX }),
  sort: Type.Integer({ minimum: 0, maximum: 999 }),
  remark: Type.String({ maxLength: TEAM_ROLE_REMARK_MAX }),
};

/** A service region as the district tree names it: a province, a city of it or an area of that city. */
const RegionInput = {
  provinceCode: DictValueSchema,
  cityCode: Type.Optional(Type.Union([DictValueSchema, Type.Null()])),
  areaCode: Type.Optional(Type.Union([DictValueSchema, Type.Null()])),
};

/** Who a region is assigned to or taken from: masters, or every member of one team. */
const RegionTargets = {
  masterIds: Type.Optional(Type.Array(IdSchema, { maxItems: 50 })),
  teamId: optionalId(),
};

/**
 * D52 (issue 17, its D16): team roles (团队角色), team heads (队长列表), disband requests (解散团队, an approval of
 * D34 decided with `order.approval.approve` / `refuse`) and service regions (区域划分) on `master_region`, the
 * rows the master form writes and dispatch reads.
 */
export const masterTeams = {
  teamRole: {
    list: defineCall({
      method: 'GET',
      path: '/master/teamRole/list',
      query: paged({ roleName: optionalText(TEAM_ROLE_NAME_MAX) }),
      response: PageEnvelope(TeamRoleSchema),
      doc: { summary: 'Team roles with how many members hold each', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/teamRole/add',
      body: Type.Object(TeamRoleInput),
      response: Envelope(TeamRoleSchema),
      doc: { summary: 'Add a team role (a custom one)', path: 'chosen', payload: 'chosen' },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/master/teamRole/edit',
      body: Type.Object({ teamRoleId: IdSchema, ...TeamRoleInput }),
      response: Envelope(TeamRoleSchema),
      doc: {
        summary: 'Rename a team role, change its order or remark (not its kind)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/teamRole/remove',
      body: Type.Object({ teamRoleId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Delete a custom team role no member holds (built-in and held roles are refused)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    assign: defineCall({
      method: 'POST',
      path: '/master/teamRole/assign',
      body: Type.Object({ teamId: IdSchema, masterId: IdSchema, teamRoleId: IdSchema }),
      response: Envelope(MasterTeamSchema),
      doc: {
        summary: "Give a team's member a role (not 团长: that changes with setHead; not the head's)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  head: {
    list: defineCall({
      method: 'GET',
      path: '/master/head/list',
      query: paged({
        headName: optionalText(50),
        phonenumber: optionalText(20),
        teamName: optionalText(50),
        state: Type.Optional(MasterStateSchema),
        provinceCode: optionalText(32),
        cityCode: optionalText(32),
        areaCode: optionalText(32),
      }),
      response: PageEnvelope(TeamHeadSchema),
      doc: {
        summary:
          "The heads of the active teams with their team's members, open orders and the head's regions",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  disband: {
    list: defineCall({
      method: 'GET',
      path: '/master/disband/list',
      query: paged({ teamName: optionalText(50), state: Type.Optional(ApprovalStateSchema) }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary: "Disband requests (approvals of type disband); a team head sees their own team's",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    apply: defineCall({
      method: 'POST',
      path: '/master/disband/apply',
      body: Type.Object({ reason: Type.String({ maxLength: DISBAND_REASON_MAX }) }),
      response: Envelope(ApprovalSchema),
      doc: {
        summary: 'A team head asks to disband their team (refused while its members hold open orders)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  region: {
    list: defineCall({
      method: 'GET',
      path: '/master/region/list',
      query: paged({
        provinceCode: optionalText(32),
        cityCode: optionalText(32),
        areaCode: optionalText(32),
        masterName: optionalText(50),
        teamId: optionalId(),
      }),
      response: PageEnvelope(ServiceRegionSchema),
      doc: {
        summary: 'Service regions with the masters and teams assigned to them (within a chosen region)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    assign: defineCall({
      method: 'POST',
      path: '/master/region/assign',
      body: Type.Object({ ...RegionInput, ...RegionTargets }),
      response: Envelope(ServiceRegionSchema),
      doc: {
        summary: 'Assign a region to masters or to every member of a team',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    unassign: defineCall({
      method: 'POST',
      path: '/master/region/unassign',
      body: Type.Object({ ...RegionInput, ...RegionTargets }),
      response: Done,
      doc: {
        summary: 'Take a region back from masters or a team (a master keeps at least one region)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};
