import {
  BLACKLIST_ADDRESS_MAX,
  BlacklistPhoneSchema,
  BlacklistRowSchema,
  EnterpriseCustomerRowSchema,
  EnterpriseOrderSummarySchema,
  IdSchema,
  ProblemCategorySchema,
  ProblemRowSchema,
  ProblemStateSchema,
  RemarkTextSchema,
  SERVICE_TEXT_MAX,
  ZeroOneSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, paged, XLSX_MIME } from '../fields';

/** A region code of an address, or '' for none (a blacklist entry by phone only). */
const RegionOrBlank = Type.String({ maxLength: 12, pattern: '^[0-9A-Za-z]*$' });

/** What the blacklist form sends: a phone, an address or both (the server requires one of them). */
const blacklistFields = {
  customerName: Type.String({ maxLength: 30 }),
  phone: BlacklistPhoneSchema,
  provinceCode: RegionOrBlank,
  cityCode: RegionOrBlank,
  areaCode: RegionOrBlank,
  detailedAddress: Type.String({ maxLength: BLACKLIST_ADDRESS_MAX }),
  reason: Type.String({ minLength: 1, maxLength: SERVICE_TEXT_MAX }),
  remark: RemarkTextSchema,
};

const BlacklistId = Type.Object({ blacklistId: IdSchema });

/**
 * D62: an enterprise's blacklist (黑名单) — customers' phones and service addresses it refuses. Staff
 * see every enterprise's (`enterpriseId` filters), an enterprise user only their own; an entry in
 * force makes the server refuse a new order of the enterprise with that phone or address.
 */
export const blacklist = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/blacklist/list',
    query: paged({
      enterpriseId: optionalId(),
      customerName: optionalText(30),
      phone: optionalText(20),
      forbiddenStatus: Type.Optional(ZeroOneSchema),
    }),
    response: PageEnvelope(BlacklistRowSchema),
    doc: {
      summary: "Paged blacklist entries of the caller's enterprises (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/blacklist/add',
    body: Type.Object({ enterpriseId: IdSchema, ...blacklistFields }),
    response: Envelope(IdSchema),
    doc: {
      summary: 'Add a blacklist entry to an enterprise; answers its id (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/blacklist/update',
    body: Type.Object({ blacklistId: IdSchema, ...blacklistFields }),
    response: Done,
    doc: { summary: 'Edit a blacklist entry (D62)', path: 'chosen', payload: 'chosen' },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/blacklist/disable',
    body: BlacklistId,
    response: Done,
    doc: {
      summary: 'Lift a blacklist entry: orders are no longer refused by it (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/blacklist/enable',
    body: BlacklistId,
    response: Done,
    doc: { summary: 'Put a lifted blacklist entry in force again (D62)', path: 'chosen', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/blacklist/remove',
    body: BlacklistId,
    response: Done,
    doc: { summary: 'Delete a blacklist entry (D62)', path: 'chosen', payload: 'chosen' },
  }),
};

const problemFields = {
  /** The order the problem is about (an order of the same enterprise), or '' for none. */
  orderNo: Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9]*$' }),
  category: ProblemCategorySchema,
  description: Type.String({ minLength: 1, maxLength: SERVICE_TEXT_MAX }),
};

const ProblemId = Type.Object({ problemId: IdSchema });

/**
 * D62: problems reported on an enterprise's orders and installations (问题列表): reported (open), edited
 * or deleted while open, handled to a result (handled) by staff holding the handle code.
 */
export const problem = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/problem/list',
    query: paged({
      enterpriseId: optionalId(),
      orderNo: optionalText(32),
      category: Type.Optional(ProblemCategorySchema),
      state: Type.Optional(ProblemStateSchema),
    }),
    response: PageEnvelope(ProblemRowSchema),
    doc: { summary: "Paged problems of the caller's enterprises (D62)", path: 'chosen', payload: 'chosen' },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/problem/add',
    body: Type.Object({ enterpriseId: IdSchema, ...problemFields }),
    response: Envelope(IdSchema),
    doc: {
      summary: 'Report a problem of an enterprise; answers its id (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/problem/update',
    body: Type.Object({ problemId: IdSchema, ...problemFields }),
    response: Done,
    doc: { summary: 'Edit an open problem (D62)', path: 'chosen', payload: 'chosen' },
  }),
  handle: defineCall({
    method: 'POST',
    path: '/enterprise/problem/handle',
    body: Type.Object({
      problemId: IdSchema,
      result: Type.String({ minLength: 1, maxLength: SERVICE_TEXT_MAX }),
    }),
    response: Done,
    doc: { summary: 'Handle an open problem with its result (D62)', path: 'chosen', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/problem/remove',
    body: ProblemId,
    response: Done,
    doc: { summary: 'Delete an open problem (D62)', path: 'chosen', payload: 'chosen' },
  }),
};

const customerFilters = {
  enterpriseId: optionalId(),
  customerName: optionalText(30),
  /** Searching by phone needs `enterprise:database:phone` (a masked list must not be probed by phone). */
  phone: optionalText(20),
  areaCode: optionalText(12),
};

const customerFields = {
  customerName: Type.String({ minLength: 1, maxLength: 30 }),
  provinceCode: RegionOrBlank,
  cityCode: RegionOrBlank,
  areaCode: RegionOrBlank,
  detailedAddress: Type.String({ maxLength: BLACKLIST_ADDRESS_MAX }),
  remark: RemarkTextSchema,
};

/**
 * D62: an enterprise's customer database (资料库): its end customers, one per phone, fed by its orders.
 * Phones are masked for callers without `enterprise:database:phone` (least data).
 */
export const customerDatabase = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/database/list',
    query: paged(customerFilters),
    response: PageEnvelope(EnterpriseCustomerRowSchema),
    doc: {
      summary: "Paged customers of the caller's enterprises, phones masked without the code (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/database/add',
    body: Type.Object({
      enterpriseId: IdSchema,
      phone: Type.String({ minLength: 7, maxLength: 20, pattern: '^[0-9][0-9-]{6,19}$' }),
      ...customerFields,
    }),
    response: Envelope(IdSchema),
    doc: {
      summary: 'Add a customer by hand (refused when the phone is already there) (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/database/update',
    body: Type.Object({ customerId: IdSchema, ...customerFields }),
    response: Done,
    doc: {
      summary: "Edit a customer's name, address and remark (the phone is who they are) (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/database/remove',
    body: Type.Object({ customerId: IdSchema }),
    response: Done,
    doc: { summary: 'Delete a customer no order names (D62)', path: 'chosen', payload: 'chosen' },
  }),
  export: defineCall({
    method: 'GET',
    path: '/enterprise/database/export',
    kind: 'blob',
    query: Type.Object(customerFilters),
    produces: XLSX_MIME,
    fileName: 'customers.xlsx',
    doc: {
      summary: 'Excel export of the customer database, phones masked as in the list (D62)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};

/**
 * D62: 企业订单管理 — each enterprise's orders counted by state (staff: every enterprise, an enterprise user
 * its own); the orders themselves stay on the order list (企业订单列表), which each count opens.
 */
export const orderManagement = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/orderManagement/list',
    query: paged({ enterpriseId: optionalId() }),
    response: PageEnvelope(EnterpriseOrderSummarySchema),
    doc: {
      summary: "Each enterprise's orders counted by state, busiest first (D62)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
