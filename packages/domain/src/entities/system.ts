import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, RemarkTextSchema, ShortTextSchema } from './common';
import { EnabledStatusSchema } from './reference';

/** A user of the system users screen. `loginName` signs in; `userName` is the display name. */
export const SystemUserSchema = Type.Object(
  {
    userId: IdSchema,
    deptId: Nullable(IdSchema),
    deptName: Nullable(ShortTextSchema),
    loginName: Type.String({ minLength: 2, maxLength: 30 }),
    userName: Type.String({ minLength: 1, maxLength: 30 }),
    userType: Type.String({ minLength: 1, maxLength: 2 }),
    email: Type.String({ maxLength: 50 }),
    phonenumber: Type.String({ maxLength: 11 }),
    /** '0' male, '1' female, '2' unknown. */
    sex: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]),
    status: EnabledStatusSchema,
    roleIds: Type.Array(IdSchema),
    enterpriseId: Nullable(IdSchema),
    loginDate: Nullable(DateTimeTextSchema),
    createTime: DateTimeTextSchema,
    remark: RemarkTextSchema,
  },
  { title: 'SystemUser' },
);
export type SystemUser = Static<typeof SystemUserSchema>;

/** A user in a pick list (principals, users of a department). */
export const UserOptionSchema = Type.Object(
  {
    userId: IdSchema,
    /** Only for staff callers (least data): others get name + id. */
    loginName: Type.Optional(ShortTextSchema),
    userName: ShortTextSchema,
    /** Only for staff callers (least data). */
    phonenumber: Type.Optional(ShortTextSchema),
  },
  { title: 'UserOption' },
);
export type UserOption = Static<typeof UserOptionSchema>;

/** A role with its menus and button codes. */
export const RoleSchema = Type.Object(
  {
    roleId: IdSchema,
    roleName: Type.String({ minLength: 1, maxLength: 30 }),
    /** Permission key of the role, e.g. `dispatcher`. */
    roleKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_:-]*$' }),
    roleSort: Type.Integer({ minimum: 0 }),
    status: EnabledStatusSchema,
    menuIds: Type.Array(IdSchema),
    /** Button permission codes (spec 001 §6), e.g. `editPriceInfo`. */
    buttons: Type.Array(Type.String({ minLength: 1, maxLength: 100 })),
    remark: RemarkTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'Role' },
);
export type Role = Static<typeof RoleSchema>;

/** A department (103 order principals, 104 market principals, 106 on post; D9). */
export const DeptSchema = Type.Object(
  {
    deptId: IdSchema,
    parentId: Type.Integer({ minimum: 0 }),
    deptName: Type.String({ minLength: 1, maxLength: 30 }),
    orderNum: Type.Integer({ minimum: 0 }),
    leader: ShortTextSchema,
    phone: ShortTextSchema,
    status: EnabledStatusSchema,
  },
  { title: 'Dept' },
);
export type Dept = Static<typeof DeptSchema>;

/** A dictionary type (RuoYi `sys_dict_type`). */
export const DictTypeSchema = Type.Object(
  {
    dictId: IdSchema,
    dictName: Type.String({ minLength: 1, maxLength: 100 }),
    dictType: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9_]*$' }),
    status: EnabledStatusSchema,
    remark: RemarkTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'DictType' },
);
export type DictType = Static<typeof DictTypeSchema>;

/** A sign-in attempt of any user (login logs screen). */
export const LoginLogSchema = Type.Object(
  {
    infoId: IdSchema,
    loginName: ShortTextSchema,
    ipaddr: Type.String({ maxLength: 128 }),
    loginLocation: Type.String({ maxLength: 255 }),
    browser: ShortTextSchema,
    os: ShortTextSchema,
    /** '0' success, '1' failure. */
    status: EnabledStatusSchema,
    msg: Type.String({ maxLength: 255 }),
    loginTime: DateTimeTextSchema,
  },
  { title: 'LoginLog' },
);
export type LoginLog = Static<typeof LoginLogSchema>;

/** Business type of an operation: 0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import. */
export const BusinessTypeSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
]);

/** An entry of the server's audit trail (operation logs screen). */
export const OperationLogSchema = Type.Object(
  {
    operId: IdSchema,
    /** Module, e.g. 企业管理. */
    title: ShortTextSchema,
    businessType: BusinessTypeSchema,
    requestMethod: Type.String({ maxLength: 10 }),
    operName: ShortTextSchema,
    operUrl: Type.String({ maxLength: 255 }),
    operIp: Type.String({ maxLength: 128 }),
    operParam: Type.String({ maxLength: 2000 }),
    /** 0 success, 1 failure. */
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    errorMsg: Type.String({ maxLength: 2000 }),
    operTime: DateTimeTextSchema,
  },
  { title: 'OperationLog' },
);
export type OperationLog = Static<typeof OperationLogSchema>;

/** D39: the three levels of the region tree (bd_province → bd_city → bd_area, spec 000 §3 Region). */
export const REGION_LEVELS = ['province', 'city', 'area'] as const;
export const RegionLevelSchema = Type.Union([
  Type.Literal('province'),
  Type.Literal('city'),
  Type.Literal('area'),
]);
export type RegionLevel = Static<typeof RegionLevelSchema>;

/** A region's code: six digits (GB/T 2260). */
export const RegionCodeSchema = Type.String({ pattern: '^\\d{6}$' });

/** One region of the 地区管理 screen (D39): a province, a city or an area with its order and children. */
export const RegionNodeSchema = Type.Object(
  {
    level: RegionLevelSchema,
    code: RegionCodeSchema,
    name: Type.String({ minLength: 1, maxLength: 50 }),
    /** The order among its siblings (smaller first); the region pickers list them in this order. */
    sort: Type.Integer({ minimum: 0, maximum: 9999 }),
    /** The province of a city, the city of an area; '' for a province. */
    parentCode: Type.String({ maxLength: 6 }),
    /** How many cities (of a province) or areas (of a city) it holds; 0 for an area. */
    childCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'RegionNode' },
);
export type RegionNode = Static<typeof RegionNodeSchema>;

/**
 * The running server as the 服务监控 screen shows it (D39): least data — no paths, no environment,
 * no configuration, no secrets. Sizes are bytes.
 */
export const ServerProcessSchema = Type.Object(
  {
    startedAt: DateTimeTextSchema,
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    nodeVersion: Type.String({ maxLength: 30 }),
    memory: Type.Object({
      rss: Type.Integer({ minimum: 0 }),
      heapUsed: Type.Integer({ minimum: 0 }),
      heapTotal: Type.Integer({ minimum: 0 }),
    }),
    /** SQLite page_count × page_size. */
    databaseBytes: Type.Integer({ minimum: 0 }),
    /** Authenticated sockets of the live channel, and the distinct users behind them. */
    liveConnections: Type.Integer({ minimum: 0 }),
    liveUsers: Type.Integer({ minimum: 0 }),
  },
  { title: 'ServerProcess' },
);
export type ServerProcess = Static<typeof ServerProcessSchema>;
