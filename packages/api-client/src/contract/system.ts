import {
  BusinessTypeSchema,
  CurrentUserSchema,
  DeptSchema,
  DictDataSchema,
  DictLabelTranslationsSchema,
  DictTypeSchema,
  DictValueSchema,
  EnabledStatusSchema,
  GRANT_CODES,
  IdSchema,
  LoginLogSchema,
  Nullable,
  OperationLogSchema,
  RegionCodeSchema,
  RegionLevelSchema,
  RegionNodeSchema,
  RemarkTextSchema,
  RoleSchema,
  ServerProcessSchema,
  SystemMenuSchema,
  SystemUserSchema,
  UserOptionSchema,
  UserPreferencesSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { NewPasswordField, optionalId, optionalText, PasswordField, paged } from './fields';
import { file } from './systemFiles';
import { config, job } from './systemJobs';
import { alertSettingsCalls, csRecord, menuEdits } from './systemOps';

const DictTypeField = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9_]*$' });
/** A code a role grants: one of the known codes (domain GRANT_CODES), never a free text. */
const ButtonCodeField = Type.Unsafe<string>(
  Type.String({ minLength: 1, maxLength: 100, enum: [...GRANT_CODES] }),
);

const userFields = {
  deptId: IdSchema,
  userName: Type.String({ minLength: 1, maxLength: 30 }),
  userType: Type.String({ minLength: 1, maxLength: 2 }),
  phonenumber: Type.String({ maxLength: 11, pattern: '^(1[3-9]\\d{9})?$' }),
  email: Type.String({ maxLength: 50 }),
  sex: SystemUserSchema.properties.sex,
  status: EnabledStatusSchema,
  roleIds: Type.Array(IdSchema, { minItems: 1, maxItems: 20 }),
  enterpriseId: Type.Optional(IdSchema),
  remark: RemarkTextSchema,
};

const roleFields = {
  roleName: Type.String({ minLength: 1, maxLength: 30 }),
  roleKey: RoleSchema.properties.roleKey,
  roleSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: EnabledStatusSchema,
  menuIds: Type.Array(IdSchema, { maxItems: 1000 }),
  buttons: Type.Array(ButtonCodeField, { maxItems: 500 }),
  remark: RemarkTextSchema,
};

/** D39: what a department form edits (the parent is chosen on add only). */
const deptFields = {
  deptName: Type.String({ minLength: 1, maxLength: 30 }),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: EnabledStatusSchema,
};

/** D39: what a region form edits. */
const regionFields = {
  name: RegionNodeSchema.properties.name,
  sort: RegionNodeSchema.properties.sort,
};

const dictTypeFields = {
  dictName: Type.String({ minLength: 1, maxLength: 100 }),
  dictType: DictTypeField,
  status: EnabledStatusSchema,
  remark: RemarkTextSchema,
};

const dictDataFields = {
  dictType: DictTypeField,
  /** The zh-CN label (the spec's language). */
  dictLabel: Type.String({ minLength: 1, maxLength: 100 }),
  dictValue: DictValueSchema,
  dictSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: EnabledStatusSchema,
  remark: RemarkTextSchema,
  /** The label in zh-TW, en-US and pt-BR (D31); '' = none. Left out on edit: the stored ones stay. */
  translations: Type.Optional(DictLabelTranslationsSchema),
};

/** Menus, users, roles, departments, regions (D39), dictionaries, logs and the running server (D39). */
export const system = {
  menu: {
    user: defineCall({
      method: 'GET',
      path: '/system/menu/user',
      response: Envelope(Type.Array(SystemMenuSchema)),
      doc: {
        summary: 'Menu list of the signed-in user; routes are built from it',
        path: 'spec',
        payload: 'none',
      },
    }),
    list: defineCall({
      method: 'GET',
      path: '/system/menu/list',
      response: Envelope(Type.Array(SystemMenuSchema)),
      doc: { summary: 'Every menu entry and button, for the role editor', path: 'chosen', payload: 'none' },
    }),
    // D64: 权限管理 edits the tree.
    ...menuEdits,
  },
  user: {
    // D64: 新消息通知, the caller's own live-alert settings.
    ...alertSettingsCalls,
    info: defineCall({
      method: 'GET',
      path: '/system/user/info',
      response: Envelope(CurrentUserSchema),
      doc: {
        summary: 'The signed-in user with roleIds, buttons, userType, deptId, enterpriseId',
        path: 'spec',
        payload: 'none',
      },
    }),
    byToken: defineCall({
      method: 'GET',
      path: '/system/user/getInfoByToken/:token',
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }),
      response: Envelope(CurrentUserSchema),
      doc: {
        summary: 'The user of a token (the spec names only `GET {token}`)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    resetpwd: defineCall({
      method: 'POST',
      path: '/system/user/resetpwd',
      body: Type.Object({ oldPwd: PasswordField, newPwd: NewPasswordField }),
      response: Done,
      doc: {
        summary: 'Change the own password; code 1 means a wrong old password',
        path: 'spec',
        payload: 'spec',
      },
    }),
    findByDeptId: defineCall({
      method: 'GET',
      path: '/system/user/findByDeptId/:id',
      params: Type.Object({ id: IdSchema }),
      response: Envelope(Type.Array(UserOptionSchema)),
      doc: {
        summary: 'Users of a department (103 order, 104 market principals; D9)',
        path: 'spec',
        payload: 'spec',
      },
    }),
    list: defineCall({
      method: 'GET',
      path: '/system/user/list',
      query: paged({
        loginName: optionalText(30),
        userName: optionalText(30),
        phonenumber: optionalText(11),
        status: Type.Optional(EnabledStatusSchema),
        deptId: optionalId(),
      }),
      response: PageEnvelope(SystemUserSchema),
      doc: { summary: 'Users screen: paged list', path: 'chosen', payload: 'chosen' },
    }),
    get: defineCall({
      method: 'GET',
      path: '/system/user/get/:userId',
      params: Type.Object({ userId: IdSchema }),
      response: Envelope(SystemUserSchema),
      doc: { summary: 'One user', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/system/user/add',
      body: Type.Object({
        loginName: Type.String({ minLength: 2, maxLength: 30, pattern: '^[A-Za-z0-9_.@-]+$' }),
        ...userFields,
      }),
      response: Envelope(
        Type.Object({
          userId: IdSchema,
          /** A random one-time password, shown once to the administrator; changed at the first sign-in. */
          initialPassword: Type.String({ minLength: 8, maxLength: 64 }),
        }),
      ),
      doc: {
        summary: 'Add a user with a department and roles; answers the new userId and its one-time password',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/system/user/edit',
      body: Type.Object({ userId: IdSchema, ...userFields }),
      response: Done,
      doc: { summary: 'Edit a user', path: 'chosen', payload: 'chosen' },
    }),
    changeStatus: defineCall({
      method: 'POST',
      path: '/system/user/changeStatus',
      body: Type.Object({ userId: IdSchema, status: EnabledStatusSchema }),
      response: Done,
      doc: { summary: "Disable ('1') or enable ('0') a user", path: 'chosen', payload: 'chosen' },
    }),
    resetUserPwd: defineCall({
      method: 'POST',
      path: '/system/user/resetUserPwd',
      body: Type.Object({ userId: IdSchema, password: NewPasswordField }),
      response: Done,
      doc: { summary: "Reset another user's password", path: 'chosen', payload: 'chosen' },
    }),
    authRole: defineCall({
      method: 'POST',
      path: '/system/user/authRole',
      body: Type.Object({ userId: IdSchema, roleIds: Type.Array(IdSchema, { minItems: 1, maxItems: 20 }) }),
      response: Done,
      doc: { summary: 'Assign roles to a user', path: 'chosen', payload: 'chosen' },
    }),
    profile: defineCall({
      method: 'GET',
      path: '/system/user/profile',
      response: Envelope(SystemUserSchema),
      doc: { summary: "The signed-in user's own record (account settings)", path: 'chosen', payload: 'none' },
    }),
    updateProfile: defineCall({
      method: 'POST',
      path: '/system/user/profile/update',
      body: Type.Object({
        userName: userFields.userName,
        phonenumber: userFields.phonenumber,
        email: userFields.email,
        sex: userFields.sex,
      }),
      response: Done,
      doc: {
        summary: 'Change the own name, mobile, email and sex (account base settings)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    preferences: defineCall({
      method: 'GET',
      path: '/system/user/preferences',
      response: Envelope(Nullable(UserPreferencesSchema)),
      doc: {
        summary: 'Own preferences (D28): language, layout settings, table density; null until first saved',
        path: 'chosen',
        payload: 'none',
      },
    }),
    savePreferences: defineCall({
      method: 'POST',
      path: '/system/user/preferences',
      body: UserPreferencesSchema,
      response: Done,
      doc: {
        summary: 'Save the own preferences, whole (D28; the account custom screen)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  role: {
    list: defineCall({
      method: 'GET',
      path: '/system/role/list',
      query: paged({
        roleName: optionalText(30),
        roleKey: optionalText(100),
        status: Type.Optional(EnabledStatusSchema),
      }),
      response: PageEnvelope(RoleSchema),
      doc: { summary: 'Roles screen: paged list', path: 'chosen', payload: 'chosen' },
    }),
    get: defineCall({
      method: 'GET',
      path: '/system/role/get/:roleId',
      params: Type.Object({ roleId: IdSchema }),
      response: Envelope(RoleSchema),
      doc: { summary: 'One role with its menuIds and button codes', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/system/role/add',
      body: Type.Object(roleFields),
      response: Envelope(IdSchema),
      doc: { summary: 'Add a role; answers the new roleId', path: 'chosen', payload: 'chosen' },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/system/role/edit',
      body: Type.Object({ roleId: IdSchema, ...roleFields }),
      response: Done,
      doc: {
        summary: 'Edit a role, its menu permissions and button codes',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    changeStatus: defineCall({
      method: 'POST',
      path: '/system/role/changeStatus',
      body: Type.Object({ roleId: IdSchema, status: EnabledStatusSchema }),
      response: Done,
      doc: { summary: 'Disable or enable a role', path: 'chosen', payload: 'chosen' },
    }),
  },
  dept: {
    list: defineCall({
      method: 'GET',
      path: '/system/dept/list',
      query: Type.Object({ deptName: optionalText(30), status: Type.Optional(EnabledStatusSchema) }),
      response: Envelope(Type.Array(DeptSchema)),
      doc: { summary: 'Departments (flat; parentId builds the tree)', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/system/dept/add',
      body: Type.Object({ parentId: Type.Integer({ minimum: 0 }), ...deptFields }),
      response: Envelope(IdSchema),
      doc: {
        summary: 'Add a department under parentId (0: top level); answers the new deptId (D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/system/dept/edit',
      body: Type.Object({ deptId: IdSchema, ...deptFields }),
      response: Done,
      doc: {
        summary: 'Rename, reorder, enable or disable a department (D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/system/dept/remove',
      body: Type.Object({ deptId: IdSchema }),
      response: Done,
      doc: {
        summary: 'Delete a department; refused while it has sub-departments or users (D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  district: {
    list: defineCall({
      method: 'GET',
      path: '/system/district/list',
      query: Type.Object({ level: RegionLevelSchema, parentCode: Type.Optional(RegionCodeSchema) }),
      response: Envelope(Type.Array(RegionNodeSchema)),
      doc: {
        summary: 'The provinces, the cities of a province or the areas of a city, in their order (D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/system/district/add',
      body: Type.Object({
        level: RegionLevelSchema,
        parentCode: Type.Optional(RegionCodeSchema),
        regionCode: RegionCodeSchema,
        ...regionFields,
      }),
      response: Done,
      doc: {
        summary: 'Add a province, a city of a province or an area of a city (D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    edit: defineCall({
      method: 'POST',
      path: '/system/district/edit',
      body: Type.Object({ level: RegionLevelSchema, regionCode: RegionCodeSchema, ...regionFields }),
      response: Done,
      doc: { summary: 'Rename or reorder a region (D39)', path: 'chosen', payload: 'chosen' },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/system/district/remove',
      body: Type.Object({ level: RegionLevelSchema, regionCode: RegionCodeSchema }),
      response: Done,
      doc: {
        summary: 'Delete a region nothing uses (no sub-region, enterprise, order or customer order; D39)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  process: {
    info: defineCall({
      method: 'GET',
      path: '/system/process/info',
      response: Envelope(ServerProcessSchema),
      doc: {
        summary: 'The running server: uptime, Node version, memory, database size, live connections (D39)',
        path: 'chosen',
        payload: 'none',
      },
    }),
  },
  /** D43: the scheduled jobs (定时任务). */
  job,
  /** D43: the system parameters (参数设置). */
  config,
  /** Issue 18: the stored files (文件存储). */
  file,
  // D64: 客服记录.
  csRecord,
  dict: {
    type: {
      list: defineCall({
        method: 'GET',
        path: '/system/dict/type/list',
        query: paged({
          dictName: optionalText(100),
          dictType: optionalText(100),
          status: Type.Optional(EnabledStatusSchema),
        }),
        response: PageEnvelope(DictTypeSchema),
        doc: { summary: 'Dictionary types: paged list', path: 'chosen', payload: 'chosen' },
      }),
      add: defineCall({
        method: 'POST',
        path: '/system/dict/type/add',
        body: Type.Object(dictTypeFields),
        response: Envelope(IdSchema),
        doc: { summary: 'Add a dictionary type; answers the new dictId', path: 'chosen', payload: 'chosen' },
      }),
      edit: defineCall({
        method: 'POST',
        path: '/system/dict/type/edit',
        body: Type.Object({ dictId: IdSchema, ...dictTypeFields }),
        response: Done,
        doc: { summary: 'Edit a dictionary type', path: 'chosen', payload: 'chosen' },
      }),
      remove: defineCall({
        method: 'POST',
        path: '/system/dict/type/remove',
        body: Type.Object({ dictIds: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) }),
        response: Done,
        doc: { summary: 'Remove dictionary types and their entries', path: 'chosen', payload: 'chosen' },
      }),
    },
    data: {
      type: defineCall({
        method: 'GET',
        path: '/system/dict/data/type',
        query: Type.Object({ dictType: DictTypeField }),
        response: Envelope(Type.Array(DictDataSchema)),
        doc: {
          summary: 'Entries of one dictionary (install_type, remove_type…)',
          path: 'spec',
          payload: 'spec',
        },
      }),
      findAll: defineCall({
        method: 'GET',
        path: '/system/dict/data/findAll',
        query: Type.Object({
          /** Comma-joined dictionary types; all dictionaries when absent. */
          dictTypes: Type.Optional(
            Type.String({ maxLength: 1000, pattern: '^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*$' }),
          ),
        }),
        response: Envelope(Type.Record(Type.String(), Type.Array(DictDataSchema))),
        doc: {
          summary: 'Entries keyed by dictionary type; the lookup by comma-joined types',
          path: 'spec',
          payload: 'chosen',
        },
      }),
      installList: defineCall({
        method: 'GET',
        path: '/system/dict/data/installList',
        query: Type.Object({ dictType: DictTypeField }),
        response: Envelope(Type.Array(DictDataSchema)),
        doc: { summary: 'Install types usable for enterprises', path: 'spec', payload: 'spec' },
      }),
      list: defineCall({
        method: 'GET',
        path: '/system/dict/data/list',
        query: paged({
          dictType: DictTypeField,
          dictLabel: optionalText(100),
          status: Type.Optional(EnabledStatusSchema),
        }),
        response: PageEnvelope(DictDataSchema),
        doc: {
          summary: 'Dictionary entries screen: paged list of one type',
          path: 'chosen',
          payload: 'chosen',
        },
      }),
      add: defineCall({
        method: 'POST',
        path: '/system/dict/data/add',
        body: Type.Object(dictDataFields),
        response: Envelope(IdSchema),
        doc: {
          summary: 'Add a dictionary entry; answers the new dictCode',
          path: 'chosen',
          payload: 'chosen',
        },
      }),
      edit: defineCall({
        method: 'POST',
        path: '/system/dict/data/edit',
        body: Type.Object({ dictCode: IdSchema, ...dictDataFields }),
        response: Done,
        doc: { summary: 'Edit a dictionary entry', path: 'chosen', payload: 'chosen' },
      }),
      remove: defineCall({
        method: 'POST',
        path: '/system/dict/data/remove',
        body: Type.Object({ dictCodes: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) }),
        response: Done,
        doc: { summary: 'Remove dictionary entries', path: 'chosen', payload: 'chosen' },
      }),
    },
  },
  logininfor: {
    list: defineCall({
      method: 'GET',
      path: '/system/logininfor/list',
      query: paged({
        loginName: optionalText(30),
        ipaddr: optionalText(128),
        status: Type.Optional(EnabledStatusSchema),
      }),
      response: PageEnvelope(LoginLogSchema),
      doc: { summary: 'Login logs screen: paged list', path: 'chosen', payload: 'chosen' },
    }),
  },
  operlog: {
    list: defineCall({
      method: 'GET',
      path: '/system/operlog/list',
      query: paged({
        title: optionalText(50),
        operName: optionalText(50),
        businessType: Type.Optional(BusinessTypeSchema),
        status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      }),
      response: PageEnvelope(OperationLogSchema),
      doc: { summary: 'Operation logs screen: paged audit trail', path: 'chosen', payload: 'chosen' },
    }),
  },
};
