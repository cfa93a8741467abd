import { type Static, Type } from 'typebox';
import { SystemMenuSchema } from './session';
import { RoleSchema, SystemUserSchema } from './system';

const user = SystemUserSchema.properties;
const role = RoleSchema.properties;

/**
 * D45: a user of the caller's own enterprise, as its administrator sees them (least data: no
 * department, user type or enterprise id — all are the caller's own). `admin` marks the enterprise's
 * administrators (they hold a platform role); members hold only the enterprise's roles (`roleIds`).
 */
export const EnterpriseUserSchema = Type.Object(
  {
    userId: user.userId,
    loginName: user.loginName,
    userName: user.userName,
    phonenumber: user.phonenumber,
    email: user.email,
    sex: user.sex,
    status: user.status,
    roleIds: user.roleIds,
    admin: Type.Boolean(),
    loginDate: user.loginDate,
    createTime: user.createTime,
    remark: user.remark,
  },
  { title: 'EnterpriseUser' },
);
export type EnterpriseUser = Static<typeof EnterpriseUserSchema>;

/** D45: a role of the caller's own enterprise: a subset of the menus and codes the enterprise holds. */
export const EnterpriseRoleSchema = Type.Object(
  {
    roleId: role.roleId,
    roleName: role.roleName,
    roleSort: role.roleSort,
    status: role.status,
    menuIds: role.menuIds,
    buttons: role.buttons,
    remark: role.remark,
    createTime: role.createTime,
  },
  { title: 'EnterpriseRole' },
);
export type EnterpriseRole = Static<typeof EnterpriseRoleSchema>;

/**
 * D45: what the enterprise holds, to choose an enterprise role's grants from: the menus (with their
 * names, ready for the permission tree; button entries only for codes the enterprise holds) and the codes.
 */
export const EnterpriseAllowanceSchema = Type.Object(
  { menus: Type.Array(SystemMenuSchema), buttons: role.buttons },
  { title: 'EnterpriseAllowance' },
);
export type EnterpriseAllowance = Static<typeof EnterpriseAllowanceSchema>;

/**
 * D62: an enterprise's sign-in account as staff see it on 企业账号 (enterpriseAccount): the same users
 * as D45's (sys_user of userType '22'), of every enterprise, with whether repeated wrong passwords
 * locked the account (and until when).
 */
export const EnterpriseSignInAccountSchema = Type.Object(
  {
    userId: user.userId,
    enterpriseId: Type.Integer({ minimum: 1 }),
    enterpriseName: Type.String({ maxLength: 100 }),
    loginName: user.loginName,
    userName: user.userName,
    phonenumber: user.phonenumber,
    status: user.status,
    /** The enterprise's administrator (holds a platform role, D45). */
    admin: Type.Boolean(),
    /** Locked after repeated wrong passwords: until this time (null when not locked). */
    lockedUntil: Type.Union([Type.String({ maxLength: 19 }), Type.Null()]),
    loginDate: user.loginDate,
    createTime: user.createTime,
  },
  { title: 'EnterpriseSignInAccount' },
);
export type EnterpriseSignInAccount = Static<typeof EnterpriseSignInAccountSchema>;
