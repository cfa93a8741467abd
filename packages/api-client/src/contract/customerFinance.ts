import {
  AcceptanceStateSchema,
  AGREEMENT_CONTENT_MAX,
  AGREEMENT_TITLE_MAX,
  AgreementAcceptanceSchema,
  AgreementCurrentSchema,
  AgreementStatusSchema,
  CustomerAccountSchema,
  CustomerExpenseLineSchema,
  CustomerExpenseSchema,
  DISPUTE_REASON_MAX,
  IdSchema,
  MonthTextSchema,
  OrderAcceptanceSchema,
  ServiceAgreementSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, paged, XLSX_MIME } from './fields';

/** A month and an enterprise (staff only; an enterprise user always sees their own). */
const expenseFilters = { month: MonthTextSchema, enterpriseId: optionalId() };
const accountFilters = { enterpriseId: optionalId(), enterpriseName: optionalText() };
const acceptanceFilters = {
  state: Type.Optional(AcceptanceStateSchema),
  enterpriseId: optionalId(),
  orderNo: optionalText(64),
};
const agreementFilters = {
  enterpriseId: optionalId(),
  /** current: accepted the current version; outdated: an older one; never: none. */
  state: Type.Optional(
    Type.Union([Type.Literal('current'), Type.Literal('outdated'), Type.Literal('never')]),
  ),
};

/**
 * D55 (issue 18): 客户费用, 客户列表, 验收列表 and 协议确认 (our own calls, `/finance/…`). An enterprise
 * user sees only their own enterprise; staff see all and may name one.
 */
export const customerFinance = {
  customerExpense: {
    list: defineCall({
      method: 'GET',
      path: '/finance/customerExpense/list',
      query: paged(expenseFilters),
      response: PageEnvelope(CustomerExpenseSchema),
      doc: {
        summary: "A month's work-order charges per enterprise (count, amount)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    lines: defineCall({
      method: 'GET',
      path: '/finance/customerExpense/lines',
      query: paged({ month: MonthTextSchema, enterpriseId: IdSchema }),
      response: PageEnvelope(CustomerExpenseLineSchema),
      doc: {
        summary: "The charge lines behind an enterprise's month, with the work order each names",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/finance/customerExpense/export',
      kind: 'blob',
      query: Type.Object(expenseFilters),
      produces: XLSX_MIME,
      fileName: 'customer-expenses.xlsx',
      doc: { summary: "Excel export of a month's charge lines", path: 'chosen', payload: 'chosen' },
    }),
  },
  customerAccount: {
    list: defineCall({
      method: 'GET',
      path: '/finance/customerAccount/list',
      query: paged(accountFilters),
      response: PageEnvelope(CustomerAccountSchema),
      doc: {
        summary: "The enterprise customers' finance overview: balance, month's charges, unpaid top-ups",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/finance/customerAccount/export',
      kind: 'blob',
      query: Type.Object(accountFilters),
      produces: XLSX_MIME,
      fileName: 'customer-accounts.xlsx',
      doc: { summary: 'Excel export of the customer list', path: 'chosen', payload: 'chosen' },
    }),
  },
  acceptance: {
    list: defineCall({
      method: 'GET',
      path: '/finance/acceptance/list',
      query: paged(acceptanceFilters),
      response: PageEnvelope(OrderAcceptanceSchema),
      doc: {
        summary: "Finished orders and the enterprise's acceptance of each (pending, accepted, disputed)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    accept: defineCall({
      method: 'POST',
      path: '/finance/acceptance/accept',
      body: Type.Object({ orderId: IdSchema }),
      response: Done,
      doc: { summary: 'The enterprise accepts a finished order', path: 'chosen', payload: 'chosen' },
    }),
    dispute: defineCall({
      method: 'POST',
      path: '/finance/acceptance/dispute',
      body: Type.Object({ orderId: IdSchema, reason: Type.String({ maxLength: DISPUTE_REASON_MAX }) }),
      response: Done,
      doc: {
        summary: 'The enterprise disputes a finished order with a reason (its settlement waits)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  agreement: {
    current: defineCall({
      method: 'GET',
      path: '/finance/agreement/current',
      response: Envelope(AgreementCurrentSchema),
      doc: {
        summary: "The current service agreement and the caller's enterprise's acceptance",
        path: 'chosen',
        payload: 'none',
      },
    }),
    list: defineCall({
      method: 'GET',
      path: '/finance/agreement/list',
      query: paged(agreementFilters),
      response: PageEnvelope(AgreementStatusSchema),
      doc: {
        summary: 'Each enterprise and the agreement version it accepted last (who, when)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    confirm: defineCall({
      method: 'POST',
      path: '/finance/agreement/confirm',
      body: Type.Object({ version: Type.Integer({ minimum: 1 }) }),
      response: Envelope(AgreementAcceptanceSchema),
      doc: {
        summary: 'The enterprise accepts the version it read (refused when it is not the current one)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    publish: defineCall({
      method: 'POST',
      path: '/finance/agreement/publish',
      body: Type.Object({
        title: Type.String({ maxLength: AGREEMENT_TITLE_MAX }),
        content: Type.String({ maxLength: AGREEMENT_CONTENT_MAX }),
      }),
      response: Envelope(ServiceAgreementSchema),
      doc: {
        summary: 'Publish a new version of the service agreement (every enterprise is asked again)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};
