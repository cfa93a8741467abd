import { type Static, type TOptional, Type } from 'typebox';
import {
  DateTimeTextSchema,
  DictValueSchema,
  IdSchema,
  MobileTextSchema,
  Nullable,
  PercentSchema,
  RemarkTextSchema,
  ShortTextSchema,
  ZeroOneSchema,
} from './common';
import { EnterpriseContractSchema } from './contract';

/** Enterprise type: 0 lock enterprise, 1 telecom company (spec 001 §9). */
export const EnterpriseTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** Contacts of one install type (spec 001 §3 Installation user). */
export const InstallationUserSchema = Type.Object(
  {
    installType: DictValueSchema,
    principalName: ShortTextSchema,
    principalPhone: ShortTextSchema,
    techniqueName: ShortTextSchema,
    techniquePhone: ShortTextSchema,
    techniqueName2: ShortTextSchema,
    techniquePhone2: ShortTextSchema,
    customerServiceName: ShortTextSchema,
    customerServicePhone: ShortTextSchema,
  },
  { title: 'InstallationUser' },
);
export type InstallationUser = Static<typeof InstallationUserSchema>;

/** An old-part return address (spec 001 §3 contacts); a submitted row is complete (001 §5). */
export const ReturnAddressSchema = Type.Object(
  {
    contactId: Type.Optional(IdSchema),
    contact: Type.String({ minLength: 1, maxLength: 50 }),
    phoneNumber: MobileTextSchema,
    address: Type.String({ minLength: 1, maxLength: 200 }),
    /** 0 = the default address (exactly one), 1 = not default. */
    defaultStatus: ZeroOneSchema,
  },
  { title: 'ReturnAddress' },
);
export type ReturnAddress = Static<typeof ReturnAddressSchema>;

/** A send requirement: trimmed text of at most 20 characters (spec 001 §5). */
export const SendRequirementSchema = Type.Object(
  {
    sendBackId: Type.Optional(IdSchema),
    requirement: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { title: 'SendRequirement' },
);
export type SendRequirement = Static<typeof SendRequirementSchema>;

/** Custom info of an enterprise (spec 001 §3). */
export const CustomInfoSchema = Type.Object(
  {
    customInfoId: IdSchema,
    enterpriseId: IdSchema,
    info1: RemarkTextSchema,
    info2: RemarkTextSchema,
    info3: RemarkTextSchema,
    needSaleOrderCode: ZeroOneSchema,
  },
  { title: 'CustomInfo' },
);
export type CustomInfo = Static<typeof CustomInfoSchema>;

/** The editable profile of an enterprise: every field of spec 001 §3 except the nested contracts. */
export const EnterpriseProfileSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ minLength: 1, maxLength: 100 }),
    /** Short name. */
    enterpriseSysName: Type.String({ minLength: 1, maxLength: 50 }),
    /** Registrant. */
    register: ShortTextSchema,
    registerPhone: ShortTextSchema,
    /** Register time, shown as YYYY-MM-DD HH:mm. */
    createTime: Nullable(DateTimeTextSchema),
    /** User id of the market principal (a user of dept 104). */
    marketPrincipal: Nullable(IdSchema),
    defaultInstallType: Nullable(DictValueSchema),
    loginName: ShortTextSchema,
    userName: ShortTextSchema,
    phone: ShortTextSchema,
    types: EnterpriseTypeSchema,
    installTypes: Type.Array(DictValueSchema, { maxItems: 20 }),
    /** Contacts per install type code. */
    installationUsers: Type.Record(Type.String(), InstallationUserSchema),
    enterprisePrincipal: ShortTextSchema,
    enterprisePrincipalPhone: ShortTextSchema,
    financePrincipal: ShortTextSchema,
    financePrincipalPhone: ShortTextSchema,
    /** Dictionary pay_type. */
    enterprisePayType: Nullable(DictValueSchema),
    /** Dictionary settle_cycle: 1 weekly, 2 monthly enable the return-money choices. */
    enterpriseSettlementType: Nullable(DictValueSchema),
    /** Dictionary return_money: 0 a day of the cycle, 1 working days after the invoice. */
    returnedMoneyType: Nullable(DictValueSchema),
    /** Day of the week (1–7), of the month (1–28) or working days after invoice (3/7/15/30). */
    returnedMoneyDate: Nullable(Type.Integer({ minimum: 1, maximum: 31 })),
    /** Dictionary enterprise_invoice. */
    enterpriseInvoice: Nullable(DictValueSchema),
    invoiceTitle: Type.String({ maxLength: 100 }),
    /** Dictionary invoice_type. */
    invoiceType: Nullable(DictValueSchema),
    enterpriseTaxNo: Type.String({ maxLength: 32 }),
    /** Bank (one of the 25 listed banks). */
    enterpriseCardorg: Type.String({ maxLength: 50 }),
    enterpriseCardNumber: Type.String({ maxLength: 32 }),
    province: Nullable(Type.String({ maxLength: 12 })),
    city: Nullable(Type.String({ maxLength: 12 })),
    area: Nullable(Type.String({ maxLength: 12 })),
    enterpriseAddress: Type.String({ maxLength: 200 }),
    enterpriseMobile: ShortTextSchema,
    /** Dictionary enterprise_tax: who bears the tax. */
    enterpriseTax: Nullable(DictValueSchema),
    enterpriseTaxPoint: Nullable(PercentSchema),
    /** Dictionary enterprise_level. */
    enterpriseStar: Nullable(DictValueSchema),
    /** Dictionary enterprise_importance_type: 1 shows the order principals. */
    enterpriseImportanceType: Nullable(DictValueSchema),
    /** User ids of the order principals (users of dept 103). */
    orderPrincipals: Type.Array(IdSchema, { maxItems: 50 }),
    /** Enterprise remark. */
    content: RemarkTextSchema,
    needSaleOrderCode: ZeroOneSchema,
    needAccessories: ZeroOneSchema,
    contacts: Type.Array(ReturnAddressSchema, { maxItems: 5 }),
    enterpriseSendBack: Type.Array(SendRequirementSchema, { maxItems: 5 }),
  },
  { title: 'EnterpriseProfile' },
);
export type EnterpriseProfile = Static<typeof EnterpriseProfileSchema>;

const profileFields = EnterpriseProfileSchema.properties;

/**
 * The profile fields the server leaves out when the caller may not see their section (spec 001 §6:
 * viewPrincipalInfo, viewAccountInfo, viewInnerInfo, each implied by its edit code): the
 * principals, the account (payment, invoice, bank, address, tax) and the inner info (star, order
 * behaviour, order principals, remark, accessories). Absent means "not yours to see", not "empty".
 */
export const RESTRICTED_PROFILE_FIELDS = [
  'enterprisePrincipal',
  'enterprisePrincipalPhone',
  'financePrincipal',
  'financePrincipalPhone',
  'enterprisePayType',
  'enterpriseSettlementType',
  'returnedMoneyType',
  'returnedMoneyDate',
  'enterpriseInvoice',
  'invoiceTitle',
  'invoiceType',
  'enterpriseTaxNo',
  'enterpriseCardorg',
  'enterpriseCardNumber',
  'province',
  'city',
  'area',
  'enterpriseAddress',
  'enterpriseMobile',
  'enterpriseTax',
  'enterpriseTaxPoint',
  'enterpriseStar',
  'enterpriseImportanceType',
  'orderPrincipals',
  'content',
  'needAccessories',
] as const;
export type RestrictedProfileField = (typeof RESTRICTED_PROFILE_FIELDS)[number];

/** The restricted fields as optional properties (the details answer and the update body). */
export const OptionalRestrictedProfileProperties = Object.fromEntries(
  RESTRICTED_PROFILE_FIELDS.map((field) => [field, Type.Optional(profileFields[field])]),
) as { [Field in RestrictedProfileField]: TOptional<(typeof profileFields)[Field]> };

/**
 * An enterprise with everything the details dialog shows (spec 001 §3 Enterprise). The restricted
 * sections and the contracts (enterpriseContractList:query:list) are absent when the caller lacks
 * their codes.
 */
export const EnterpriseSchema = Type.Object(
  {
    ...EnterpriseProfileSchema.properties,
    ...OptionalRestrictedProfileProperties,
    enterpriseContracts: Type.Optional(Type.Array(EnterpriseContractSchema)),
  },
  { title: 'Enterprise' },
);
export type Enterprise = Static<typeof EnterpriseSchema>;

/** A row of the enterprise list and the enterprise query. */
export const EnterpriseListRowSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    enterpriseSysName: Type.String({ maxLength: 50 }),
    types: EnterpriseTypeSchema,
    installTypes: Type.Array(DictValueSchema),
    register: ShortTextSchema,
    registerPhone: ShortTextSchema,
    marketPrincipal: Nullable(IdSchema),
    marketPrincipalName: Nullable(ShortTextSchema),
    enterpriseStar: Nullable(DictValueSchema),
    totalBalance: Type.Number(),
    /** 1 = disabled. */
    forbiddenStatus: ZeroOneSchema,
    /** 1 = removed (can be resumed). */
    delStatus: ZeroOneSchema,
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseListRow' },
);
export type EnterpriseListRow = Static<typeof EnterpriseListRowSchema>;

/** An entry of the enterprise combo box. */
export const EnterpriseOptionSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
  },
  { title: 'EnterpriseOption' },
);
export type EnterpriseOption = Static<typeof EnterpriseOptionSchema>;
