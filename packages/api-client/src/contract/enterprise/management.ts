import {
  DictValueSchema,
  EnterpriseHistorySchema,
  EnterpriseListRowSchema,
  EnterpriseOptionSchema,
  EnterpriseProfileSchema,
  EnterpriseSchema,
  EnterpriseTypeSchema,
  IdSchema,
  OptionalRestrictedProfileProperties,
  TreeOptionSchema,
  UserOptionSchema,
  ZeroOneSchema,
} from '@onsite/domain';
import { type Static, Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, optionalTime, paged } from '../fields';

const EnterpriseIdBody = Type.Object({ enterpriseId: IdSchema });

/** The list filters of the enterprise list (also used by the enterprise query). */
export const enterpriseListFilters = {
  enterpriseName: optionalText(100),
  types: Type.Optional(EnterpriseTypeSchema),
  installType: Type.Optional(DictValueSchema),
  marketPrincipal: optionalId(),
  forbiddenStatus: Type.Optional(ZeroOneSchema),
  delStatus: Type.Optional(ZeroOneSchema),
};

const profile = EnterpriseProfileSchema.properties;

/**
 * A return address as the enterprise update sends it: bounded text, each of contact, phone and
 * address optional. A started row must be complete and its phone a mobile number, but that is the
 * server's rule (validateReturnAddresses), so it answers spec 001 §5's own messages
 * (旧件寄回地址填写不完整!, 请输入11位联系方式) instead of a schema message; blank rows are dropped.
 */
export const ReturnAddressRowSchema = Type.Object(
  {
    contactId: Type.Optional(IdSchema),
    contact: Type.Optional(Type.String({ maxLength: 50 })),
    phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
    address: Type.Optional(Type.String({ maxLength: 200 })),
    /** 0 = the default address (exactly one among the kept rows), 1 = not default. */
    defaultStatus: ZeroOneSchema,
  },
  { title: 'ReturnAddressRow' },
);
export type ReturnAddressRow = Static<typeof ReturnAddressRowSchema>;

/**
 * The enterprise form as `update` sends it: the profile, its return addresses as typed. The
 * restricted sections may be left out (the caller could not see them); they are then kept unchanged.
 */
export const EnterpriseProfileUpdateSchema = Type.Object(
  {
    ...profile,
    // A section the caller may not see is absent from the details it loaded; the server keeps its stored values.
    ...OptionalRestrictedProfileProperties,
    contacts: Type.Array(ReturnAddressRowSchema, { maxItems: 5 }),
  },
  { title: 'EnterpriseProfileUpdate' },
);
export type EnterpriseProfileUpdate = Static<typeof EnterpriseProfileUpdateSchema>;

/** Enterprises: list, details, profile update and state changes (spec 000 §7.9, 001 §7 helpers). */
export const management = {
  selectCombox: defineCall({
    method: 'GET',
    path: '/enterprise/management/selectCombox',
    response: Envelope(Type.Array(EnterpriseOptionSchema)),
    doc: { summary: 'Enterprises for a combo box', path: 'spec', payload: 'none' },
  }),
  selectTree: defineCall({
    method: 'GET',
    path: '/enterprise/management/selectTree',
    response: Envelope(Type.Array(TreeOptionSchema)),
    doc: { summary: 'Enterprise type → enterprises tree', path: 'family', payload: 'none' },
  }),
  configModel: defineCall({
    method: 'POST',
    path: '/enterprise/management/configModel',
    body: Type.Object({ enterpriseId: IdSchema, modelIds: Type.Array(IdSchema, { maxItems: 1000 }) }),
    response: Done,
    doc: {
      summary: 'Save the models of an enterprise (model configuration)',
      path: 'family',
      payload: 'spec',
    },
  }),
  list: defineCall({
    method: 'GET',
    path: '/enterprise/management/list',
    query: paged(enterpriseListFilters),
    response: PageEnvelope(EnterpriseListRowSchema),
    doc: { summary: 'Enterprise list', path: 'family', payload: 'chosen' },
  }),
  recordList: defineCall({
    method: 'GET',
    path: '/enterprise/management/recordList',
    query: paged({
      enterpriseId: IdSchema,
      module: optionalText(50),
      operateType: optionalText(50),
      operateBy: optionalText(50),
      startTime: optionalTime(),
      endTime: optionalTime(),
    }),
    response: PageEnvelope(EnterpriseHistorySchema),
    doc: { summary: 'History tab: paged changes of an enterprise', path: 'family', payload: 'spec' },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/management/add',
    body: Type.Object({
      enterpriseName: profile.enterpriseName,
      enterpriseSysName: profile.enterpriseSysName,
      types: profile.types,
      defaultInstallType: profile.defaultInstallType,
      installTypes: Type.Array(DictValueSchema, { minItems: 1, maxItems: 20 }),
      register: profile.register,
      registerPhone: profile.registerPhone,
      marketPrincipal: profile.marketPrincipal,
      loginName: Type.String({ minLength: 2, maxLength: 30, pattern: '^[A-Za-z0-9_.@-]+$' }),
      userName: profile.userName,
      phone: profile.phone,
    }),
    response: Envelope(
      Type.Object({
        enterpriseId: IdSchema,
        /** The login account's random one-time password, shown once; it must be changed at the first sign-in. */
        initialPassword: Type.String({ minLength: 8, maxLength: 64 }),
      }),
    ),
    doc: {
      summary: 'Add an enterprise with its login account; answers the enterpriseId and the one-time password',
      path: 'family',
      payload: 'chosen',
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/enterprise/management/get/:id',
    params: Type.Object({ id: IdSchema }),
    response: Envelope(EnterpriseSchema),
    doc: {
      summary: 'Enterprise details with contacts, send requirements, contacts per install type, contracts',
      path: 'family',
      payload: 'spec',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/management/update',
    body: EnterpriseProfileUpdateSchema,
    response: Done,
    doc: {
      summary: 'Update the enterprise: the full form, contacts and send requirements',
      path: 'family',
      payload: 'spec',
    },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/management/disable',
    body: EnterpriseIdBody,
    response: Done,
    doc: { summary: 'Disable an enterprise', path: 'family', payload: 'chosen' },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/management/enable',
    body: EnterpriseIdBody,
    response: Done,
    doc: { summary: 'Enable an enterprise', path: 'family', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/management/remove',
    body: EnterpriseIdBody,
    response: Done,
    doc: { summary: 'Remove an enterprise (it can be resumed)', path: 'family', payload: 'chosen' },
  }),
  resume: defineCall({
    method: 'POST',
    path: '/enterprise/management/resume',
    body: EnterpriseIdBody,
    response: Done,
    doc: { summary: 'Resume a removed enterprise', path: 'family', payload: 'chosen' },
  }),
  marketPrincipal: defineCall({
    method: 'GET',
    path: '/enterprise/management/market/principal',
    response: Envelope(Type.Array(UserOptionSchema)),
    doc: { summary: 'Market principals (users of dept 104)', path: 'family', payload: 'none' },
  }),
};
