import {
  BUSINESS_MAX_QUANTITY,
  BUSINESS_TEXT_MAX,
  BUSINESS_TITLE_MAX,
  BusinessFollowSchema,
  BusinessLeadSchema,
  BusinessStageSchema,
  CUSTOMER_NOTE_MAX,
  CustomerInfoSchema,
  CustomerOrderHistorySchema,
  DictValueSchema,
  IdSchema,
  MoneySchema,
  Nullable,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalText, paged } from './fields';

const chosen = (summary: string) => ({ summary, path: 'chosen', payload: 'chosen' }) as const;

/** A calendar day, `YYYY-MM-DD`. */
const DayField = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** What an opportunity's form sends (add and edit). */
const LeadForm = {
  title: Type.String({ maxLength: BUSINESS_TITLE_MAX }),
  companyName: Type.String({ maxLength: 100 }),
  contactName: Type.String({ maxLength: 50 }),
  contactPhone: Type.String({ maxLength: 20 }),
  provinceCode: Type.String({ maxLength: 12 }),
  installType: DictValueSchema,
  quantity: Type.Integer({ minimum: 1, maximum: BUSINESS_MAX_QUANTITY }),
  amount: MoneySchema,
  nextFollowDate: Nullable(DayField),
  remark: Type.String({ maxLength: BUSINESS_TEXT_MAX }),
};

/**
 * D60: 客户信息订单 (`/order/customerInfo/*`): the end customers of the orders, one per mobile number, with their
 * order history and a staff note; and 业务列表 (`/order/business/*`): business opportunities followed up by their
 * staff owner until won or lost.
 */
export const customerBusiness = {
  customerInfo: {
    list: defineCall({
      method: 'GET',
      path: '/order/customerInfo/list',
      query: paged({
        customerName: optionalText(50),
        customerMobile: optionalText(20),
        /** `repeat`: customers with two orders or more; `open`: with an order not finished. */
        kind: Type.Optional(Type.Union([Type.Literal('repeat'), Type.Literal('open')])),
      }),
      response: PageEnvelope(CustomerInfoSchema),
      doc: chosen(
        'End customers (one per mobile) from the orders, latest order first; an enterprise user reads its own orders only (D60)',
      ),
    }),
    history: defineCall({
      method: 'GET',
      path: '/order/customerInfo/history',
      query: Type.Object({ customerMobile: Type.String({ minLength: 1, maxLength: 20 }) }),
      response: Envelope(Type.Array(CustomerOrderHistorySchema)),
      doc: chosen("One customer's orders, newest first, as far as the caller may see them (D60)"),
    }),
    note: defineCall({
      method: 'POST',
      path: '/order/customerInfo/note',
      body: Type.Object({
        customerMobile: Type.String({ minLength: 1, maxLength: 20 }),
        /** Empty clears the note. */
        note: Type.String({ maxLength: CUSTOMER_NOTE_MAX }),
      }),
      response: Envelope(CustomerInfoSchema),
      doc: chosen('Write or clear the staff note on a customer who has orders (staff only, D60)'),
    }),
  },
  business: {
    list: defineCall({
      method: 'GET',
      path: '/order/business/list',
      query: paged({
        keyword: optionalText(60),
        stage: Type.Optional(BusinessStageSchema),
        /** `1`: only the caller's own opportunities. */
        mine: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
      }),
      response: PageEnvelope(BusinessLeadSchema),
      doc: chosen('Business opportunities, open ones first, the next follow-up soonest; staff only (D60)'),
    }),
    add: defineCall({
      method: 'POST',
      path: '/order/business/add',
      body: Type.Object(LeadForm),
      response: Envelope(BusinessLeadSchema),
      doc: chosen('Add an opportunity (待跟进), owned by the caller (D60)'),
    }),
    edit: defineCall({
      method: 'POST',
      path: '/order/business/edit',
      body: Type.Object({ leadId: IdSchema, ...LeadForm }),
      response: Envelope(BusinessLeadSchema),
      doc: chosen('Edit an open opportunity the caller owns (D60)'),
    }),
    follow: defineCall({
      method: 'POST',
      path: '/order/business/follow',
      body: Type.Object({
        leadId: IdSchema,
        content: Type.String({ maxLength: BUSINESS_TEXT_MAX }),
        nextFollowDate: Nullable(DayField),
      }),
      response: Envelope(BusinessLeadSchema),
      doc: chosen('Record a follow-up of an open opportunity the caller owns: 待跟进 becomes 跟进中 (D60)'),
    }),
    close: defineCall({
      method: 'POST',
      path: '/order/business/close',
      body: Type.Object({
        leadId: IdSchema,
        stage: Type.Union([Type.Literal('won'), Type.Literal('lost')]),
        /** Lost: why (required). Won: an optional remark. */
        content: Type.String({ maxLength: BUSINESS_TEXT_MAX }),
        /** Won: the enterprise it became, if any. */
        enterpriseId: Nullable(IdSchema),
      }),
      response: Envelope(BusinessLeadSchema),
      doc: chosen('Close an open opportunity the caller owns as won or lost (a reason required), once (D60)'),
    }),
    follows: defineCall({
      method: 'GET',
      path: '/order/business/follows',
      query: Type.Object({ leadId: IdSchema }),
      response: Envelope(Type.Array(BusinessFollowSchema)),
      doc: chosen("An opportunity's follow-ups, oldest first (D60)"),
    }),
  },
};
