import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, DictValueSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { MasterLabelTagSchema } from './masterLabel';
import { MasterSchema } from './order';

/**
 * D38 (issue 17, D16 of the issue): a master's working state. `active` masters are offered for
 * dispatch; `blacklisted` ones (with a reason) and `off` ones (off post) are not, and a blacklisted
 * master cannot accept new orders.
 */
export const MasterStateSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('blacklisted'),
  Type.Literal('off'),
]);
export type MasterState = Static<typeof MasterStateSchema>;
export const MASTER_STATES: readonly MasterState[] = ['active', 'blacklisted', 'off'];

/** D38: the review state of a master's ID card (the 身份证审核 screen reviews it; an edited number is pending again). */
export const IdCardStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);
export type IdCardState = Static<typeof IdCardStateSchema>;
export const ID_CARD_STATES: readonly IdCardState[] = ['pending', 'approved', 'refused'];

/**
 * D38: a region a master serves: a whole province (city and area null), a whole city (area null) or
 * one area. `regionName` is the names joined (广东省 深圳市 南山区), for reading.
 */
export const MasterRegionSchema = Type.Object(
  {
    provinceCode: DictValueSchema,
    cityCode: Nullable(DictValueSchema),
    areaCode: Nullable(DictValueSchema),
    regionName: Type.String({ maxLength: 100 }),
  },
  { title: 'MasterRegion' },
);
export type MasterRegion = Static<typeof MasterRegionSchema>;

/** A region as a form sends it (the names are the server's). */
export const MasterRegionInputSchema = Type.Object({
  provinceCode: DictValueSchema,
  cityCode: Type.Optional(Nullable(DictValueSchema)),
  areaCode: Type.Optional(Nullable(DictValueSchema)),
});
export type MasterRegionInput = Static<typeof MasterRegionInputSchema>;

/**
 * D38: a master with their profile (师傅列表). `idCardNo` is masked (110105********1234) unless the
 * caller holds the master edit code; `openOrders` counts dispatched, accepted and in-service orders;
 * `score` is null until rated.
 */
export const MasterProfileSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    idCardNo: Type.String({ maxLength: 18 }),
    idCardMasked: Type.Boolean(),
    idCardState: IdCardStateSchema,
    /** Install type values (dictionary `install_type`) the master is skilled in. */
    skills: Type.Array(DictValueSchema),
    regions: Type.Array(MasterRegionSchema),
    state: MasterStateSchema,
    teamId: Nullable(IdSchema),
    teamName: Nullable(ShortTextSchema),
    /** Whether the master heads their team (团长). */
    teamHead: Type.Boolean(),
    score: Nullable(Type.Number({ minimum: 0, maximum: 5 })),
    openOrders: Type.Integer({ minimum: 0 }),
    blacklistReason: Nullable(Type.String({ maxLength: 200 })),
    blacklistTime: Nullable(DateTimeTextSchema),
    blacklistBy: Nullable(ShortTextSchema),
    createTime: DateTimeTextSchema,
    /** D54: the labels staff attached to the master (师傅标签), disabled ones included. */
    labels: Type.Array(MasterLabelTagSchema),
  },
  { title: 'MasterProfile' },
);
export type MasterProfile = Static<typeof MasterProfileSchema>;

/** A member of a team as the team list shows them. */
export const TeamMemberSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    state: MasterStateSchema,
    /** D52: the member's role in the team (团长 for the head, 组员 unless assigned another). */
    teamRoleId: Nullable(IdSchema),
    teamRoleName: Nullable(ShortTextSchema),
  },
  { title: 'TeamMember' },
);
export type TeamMember = Static<typeof TeamMemberSchema>;

/** D38: a team of masters with its head (团长) and members (团队管理). */
export const MasterTeamSchema = Type.Object(
  {
    teamId: IdSchema,
    teamName: ShortTextSchema,
    headMasterId: Nullable(IdSchema),
    headName: Nullable(ShortTextSchema),
    members: Type.Array(TeamMemberSchema),
    createTime: DateTimeTextSchema,
  },
  { title: 'MasterTeam' },
);
export type MasterTeam = Static<typeof MasterTeamSchema>;

/**
 * D38: a master the dispatch dialog offers: active, skilled in the order's install type, serving its
 * area; with their open orders and score to choose by.
 */
export const DispatchCandidateSchema = Type.Object(
  {
    ...MasterSchema.properties,
    openOrders: Type.Integer({ minimum: 0 }),
    score: Nullable(Type.Number({ minimum: 0, maximum: 5 })),
    /** D50: how many ratings the master has (what the score rests on). */
    ratingCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'DispatchCandidate' },
);
export type DispatchCandidate = Static<typeof DispatchCandidateSchema>;
