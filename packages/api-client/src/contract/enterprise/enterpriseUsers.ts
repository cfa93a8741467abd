import {
  EnabledStatusSchema,
  EnterpriseAllowanceSchema,
  EnterpriseRoleSchema,
  EnterpriseSignInAccountSchema,
  EnterpriseUserSchema,
  GRANT_CODES,
  IdSchema,
  RemarkTextSchema,
  SystemUserSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { NewPasswordField, optionalId, optionalText, paged } from '../fields';

/** D45: what the enterprise administrator edits of a user (the enterprise and user type are the caller's). */
const userFields = {
  userName: Type.String({ minLength: 1, maxLength: 30 }),
  phonenumber: Type.String({ maxLength: 11, pattern: '^(1[3-9]\\d{9})?$' }),
  email: Type.String({ maxLength: 50 }),
  sex: SystemUserSchema.properties.sex,
  status: EnabledStatusSchema,
  /** Roles of the caller's enterprise only; an administrator's platform roles are kept. */
  roleIds: Type.Array(IdSchema, { minItems: 1, maxItems: 20 }),
  remark: RemarkTextSchema,
};

const roleFields = {
  roleName: Type.String({ minLength: 1, maxLength: 30 }),
  roleSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: EnabledStatusSchema,
  /** At least one menu (a role that opens nothing is a mistake) and one code: a role granting no code would
   * mean every code under D11, so the server requires one, as on the system roles screen. */
  menuIds: Type.Array(IdSchema, { minItems: 1, maxItems: 1000 }),
  buttons: Type.Array(
    Type.Unsafe<string>(Type.String({ minLength: 1, maxLength: 100, enum: [...GRANT_CODES] })),
    { minItems: 1, maxItems: 500 },
  ),
  remark: RemarkTextSchema,
};

/** D45: the enterprise administrator's users of their own enterprise (enterpriseUser). */
export const enterpriseUser = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/user/list',
    query: paged({
      loginName: optionalText(30),
      userName: optionalText(30),
      status: Type.Optional(EnabledStatusSchema),
    }),
    response: PageEnvelope(EnterpriseUserSchema),
    doc: {
      summary: "The own enterprise's users (enterprise administrators only)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/user/add',
    body: Type.Object({
      loginName: Type.String({ minLength: 2, maxLength: 30, pattern: '^[A-Za-z0-9_.@-]+$' }),
      ...userFields,
    }),
    response: Envelope(
      Type.Object({
        userId: IdSchema,
        /** A random one-time password, shown once; changed at the first sign-in (issue 14). */
        initialPassword: Type.String({ minLength: 8, maxLength: 64 }),
      }),
    ),
    doc: {
      summary: 'Add a user to the own enterprise with its roles; answers the one-time password',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/enterprise/user/edit',
    body: Type.Object({ userId: IdSchema, ...userFields }),
    response: Done,
    doc: { summary: 'Edit a user of the own enterprise', path: 'chosen', payload: 'chosen' },
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/enterprise/user/changeStatus',
    body: Type.Object({ userId: IdSchema, status: EnabledStatusSchema }),
    response: Done,
    doc: {
      summary: "Disable ('1') or enable ('0') a user of the own enterprise",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  resetPwd: defineCall({
    method: 'POST',
    path: '/enterprise/user/resetPwd',
    body: Type.Object({ userId: IdSchema, password: NewPasswordField }),
    response: Done,
    doc: {
      summary: 'Reset the password of a user of the own enterprise (changed at their next sign-in)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  /** D49: only a member who never signed in (one who did has left traces: disable them instead). */
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/user/remove',
    body: Type.Object({ userId: IdSchema }),
    response: Done,
    doc: {
      summary: 'Delete a user of the own enterprise who never signed in',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

/** D45: the enterprise administrator's roles of their own enterprise (enterpriseRole). */
export const enterpriseRole = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/role/list',
    query: paged({ roleName: optionalText(30), status: Type.Optional(EnabledStatusSchema) }),
    response: PageEnvelope(EnterpriseRoleSchema),
    doc: { summary: "The own enterprise's roles", path: 'chosen', payload: 'chosen' },
  }),
  allowance: defineCall({
    method: 'GET',
    path: '/enterprise/role/allowance',
    response: Envelope(EnterpriseAllowanceSchema),
    doc: {
      summary: 'The menus and codes the own enterprise holds (what its roles may grant)',
      path: 'chosen',
      payload: 'none',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/role/add',
    body: Type.Object(roleFields),
    response: Envelope(IdSchema),
    doc: {
      summary: 'Add a role of the own enterprise; answers the new roleId',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/enterprise/role/edit',
    body: Type.Object({ roleId: IdSchema, ...roleFields }),
    response: Done,
    doc: { summary: 'Edit a role of the own enterprise', path: 'chosen', payload: 'chosen' },
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/enterprise/role/changeStatus',
    body: Type.Object({ roleId: IdSchema, status: EnabledStatusSchema }),
    response: Done,
    doc: { summary: 'Disable or enable a role of the own enterprise', path: 'chosen', payload: 'chosen' },
  }),
  /** D49: refused while any user holds the role. */
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/role/remove',
    body: Type.Object({ roleId: IdSchema }),
    response: Done,
    doc: { summary: 'Delete a role of the own enterprise no user holds', path: 'chosen', payload: 'chosen' },
  }),
};

/**
 * D62: staff's view of every enterprise's sign-in accounts (企业账号) — the users of D45 (enterprise
 * administrators manage their own on 企业用户): disable or enable, reset the password, unlock an
 * account locked by repeated wrong passwords. Enterprise users are refused.
 */
export const enterpriseAccount = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/account/list',
    query: paged({
      enterpriseId: optionalId(),
      loginName: optionalText(30),
      userName: optionalText(30),
      status: Type.Optional(EnabledStatusSchema),
    }),
    response: PageEnvelope(EnterpriseSignInAccountSchema),
    doc: {
      summary: "Every enterprise's sign-in accounts, with their lock (staff only, D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/enterprise/account/changeStatus',
    body: Type.Object({ userId: IdSchema, status: EnabledStatusSchema }),
    response: Done,
    doc: {
      summary: "Disable ('1') or enable ('0') an enterprise's account; disabling ends its sessions (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  resetPwd: defineCall({
    method: 'POST',
    path: '/enterprise/account/resetPwd',
    body: Type.Object({ userId: IdSchema, password: NewPasswordField }),
    response: Done,
    doc: {
      summary: "Reset an enterprise account's password (changed at its next sign-in) (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  unlock: defineCall({
    method: 'POST',
    path: '/enterprise/account/unlock',
    body: Type.Object({ userId: IdSchema }),
    response: Done,
    doc: {
      summary: 'Unlock an account locked by repeated wrong passwords (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
