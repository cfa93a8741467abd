import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { MasterRegionSchema, MasterStateSchema } from './master';

/**
 * D52 (issue 17, its D16: "A team has a head (团长), members with team roles, and can be disbanded by
 * request"): the kind of a team role. `head` (团长) is held by each team's head and changes only with
 * 设为团长; `member` (组员) is what a member holds unless assigned another; both are built in and not
 * deleted. `custom` roles (副团长 is seeded) are added, renamed and deleted by staff.
 */
export const TeamRoleKindSchema = Type.Union([
  Type.Literal('head'),
  Type.Literal('member'),
  Type.Literal('custom'),
]);
export type TeamRoleKind = Static<typeof TeamRoleKindSchema>;
export const TEAM_ROLE_KINDS = ['head', 'member', 'custom'] as const satisfies readonly TeamRoleKind[];

/** Longest team role name and remark. */
export const TEAM_ROLE_NAME_MAX = 20;
export const TEAM_ROLE_REMARK_MAX = 200;
/** Longest reason of a disband request (the approval's reason). */
export const DISBAND_REASON_MAX = 200;

/** D52: a role members can hold inside a team, with how many hold it now. */
export const TeamRoleSchema = Type.Object(
  {
    teamRoleId: IdSchema,
    roleName: Type.String({ maxLength: TEAM_ROLE_NAME_MAX }),
    kind: TeamRoleKindSchema,
    sort: Type.Integer({ minimum: 0, maximum: 999 }),
    remark: Type.String({ maxLength: TEAM_ROLE_REMARK_MAX }),
    memberCount: Type.Integer({ minimum: 0 }),
    createTime: DateTimeTextSchema,
  },
  { title: 'TeamRole' },
);
export type TeamRole = Static<typeof TeamRoleSchema>;

/** Whether a role may be deleted at all (built-in roles may not; a held role is refused by the server). */
export const isBuiltinTeamRole = (role: Pick<TeamRole, 'kind'>): boolean => role.kind !== 'custom';

/** Whether a member may be given this role by assignment (团长 changes only with 设为团长). */
export const isAssignableTeamRole = (role: Pick<TeamRole, 'kind'>): boolean => role.kind !== 'head';

/**
 * D52: a team head (队长列表) with their team: members, the team's open orders (dispatched, accepted, in
 * service, of every member) and the regions the head serves.
 */
export const TeamHeadSchema = Type.Object(
  {
    teamId: IdSchema,
    teamName: ShortTextSchema,
    headMasterId: IdSchema,
    headName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    state: MasterStateSchema,
    memberCount: Type.Integer({ minimum: 0 }),
    openOrders: Type.Integer({ minimum: 0 }),
    regions: Type.Array(MasterRegionSchema),
    createTime: DateTimeTextSchema,
  },
  { title: 'TeamHead' },
);
export type TeamHead = Static<typeof TeamHeadSchema>;

/** D52: a master a service region is assigned to, with their team. */
export const RegionMasterSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    state: MasterStateSchema,
    teamId: Nullable(IdSchema),
    teamName: Nullable(ShortTextSchema),
  },
  { title: 'RegionMaster' },
);
export type RegionMaster = Static<typeof RegionMasterSchema>;

/**
 * D52 (区域划分): a service region (a province, a city or an area of the district tree, D39) with the
 * masters it is assigned to — the same rows (`master_region`) the master form writes and dispatch reads.
 * A team is listed when all its members serve the region.
 */
export const ServiceRegionSchema = Type.Object(
  {
    ...MasterRegionSchema.properties,
    masters: Type.Array(RegionMasterSchema),
    teams: Type.Array(Type.Object({ teamId: IdSchema, teamName: ShortTextSchema })),
  },
  { title: 'ServiceRegion' },
);
export type ServiceRegion = Static<typeof ServiceRegionSchema>;
