import {
  BillOperationTypeSchema,
  EnterpriseAccountSchema,
  EnterpriseDetailedSchema,
  IdSchema,
  OFFLINE_REJECT_REASON_MAX,
  OfflineTopupSchema,
  OfflineTopupStateSchema,
  PaymentStateSchema,
  PayTypeSchema,
  RechargeRecordSchema,
  RechargeStatusSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { customerFinance } from './customerFinance';
import { defineCall } from './define';
import { enterpriseStatement } from './enterpriseStatement';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged, UPLOAD_MAX_BYTES } from './fields';
import { masterFinance } from './masterFinance';

const OrderNoField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A top-up amount: non-zero (spec 000 §5), at most ten million yuan. */
const TopupAmountField = Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, multipleOf: 0.01 });

/** Pictures a bank slip may be (D35): shown with an image preview. */
export const SLIP_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

const OfflineBody = { enterpriseRechargeId: IdSchema };

/** Wallet, top-up and bills (spec 000 §7.5). */
export const finance = {
  pay: {
    checkIdentification: defineCall({
      method: 'GET',
      path: '/finance/pay/checkIdentification',
      response: Envelope(Type.Integer()),
      doc: { summary: 'Pay identification flag; 9 hides the account menu', path: 'spec', payload: 'none' },
    }),
    insert: defineCall({
      method: 'POST',
      path: '/finance/pay/insert',
      body: Type.Object({ enterpriseId: IdSchema, totalAmount: TopupAmountField, payType: PayTypeSchema }),
      response: Envelope(OrderNoField),
      doc: { summary: 'Create a top-up order; data is its order number', path: 'spec', payload: 'spec' },
    }),
    pay: defineCall({
      method: 'GET',
      path: '/finance/pay/pay',
      query: Type.Object({
        /** The top-up's order number (what `insert` answers, `orderNo` of a record). */
        rechargeId: OrderNoField,
        totalAmount: TopupAmountField,
      }),
      response: Envelope(Type.String()),
      doc: {
        summary: 'Payment form (HTML) of an online top-up, opened in a new window',
        path: 'spec',
        payload: 'spec',
      },
    }),
    delayed: defineCall({
      method: 'GET',
      path: '/finance/pay/delayed',
      query: Type.Object({ tradeNo: OrderNoField }),
      response: Envelope(PaymentStateSchema),
      doc: { summary: 'State of a top-up after the payment page', path: 'spec', payload: 'spec' },
    }),
  },
  refund: {
    get: defineCall({
      method: 'GET',
      path: '/finance/refund/get/:enterpriseId',
      params: Type.Object({ enterpriseId: IdSchema }),
      response: Envelope(EnterpriseAccountSchema),
      doc: { summary: 'Account info: enterprise name and wallet balance', path: 'spec', payload: 'spec' },
    }),
    list: defineCall({
      method: 'GET',
      path: '/finance/refund/list',
      query: paged({ enterpriseName: optionalText(100) }),
      response: PageEnvelope(EnterpriseAccountSchema),
      doc: { summary: 'Wallet list: enterprises and balances', path: 'chosen', payload: 'chosen' },
    }),
  },
  recharge: {
    list: defineCall({
      method: 'GET',
      path: '/finance/recharge/list',
      query: paged({
        /** Required for an enterprise user's own list; staff may leave it out. */
        enterpriseId: optionalId(),
        orderNo: optionalText(64),
        status: Type.Optional(RechargeStatusSchema),
        /** A day (YYYY-MM-DD). */
        rechargeTime: optionalTime(),
      }),
      response: PageEnvelope(RechargeRecordSchema),
      doc: { summary: 'Top-up list with its filters', path: 'spec', payload: 'spec' },
    }),
    delete: defineCall({
      method: 'POST',
      path: '/finance/recharge/delete',
      body: Type.Object({ enterpriseRechargeId: IdSchema, enterpriseId: IdSchema }),
      response: Done,
      doc: { summary: 'Delete an unpaid top-up record', path: 'spec', payload: 'spec' },
    }),
  },
  /** Offline bank transfers (pay type 1) and their review by staff (D35, our own calls). */
  offline: {
    list: defineCall({
      method: 'GET',
      path: '/finance/offline/list',
      query: paged({
        /** Part of the enterprise's name (staff; an enterprise user always sees only their own). */
        enterpriseName: optionalText(100),
        orderNo: optionalText(64),
        offlineState: Type.Optional(OfflineTopupStateSchema),
      }),
      response: PageEnvelope(OfflineTopupSchema),
      doc: {
        summary: 'Offline top-ups with their slip and review; beginTime/endTime bound the top-up time',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    slip: defineCall({
      method: 'POST',
      path: '/finance/offline/slip',
      kind: 'upload',
      query: Type.Object(OfflineBody),
      file: { extensions: SLIP_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES },
      response: Envelope(OfflineTopupSchema),
      doc: {
        summary:
          "Attach (or replace) the bank slip picture of an unpaid offline top-up of the caller's enterprise",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    confirm: defineCall({
      method: 'POST',
      path: '/finance/offline/confirm',
      body: Type.Object(OfflineBody),
      response: Envelope(OfflineTopupSchema),
      doc: {
        summary:
          'Confirm an unpaid offline top-up: paid, wallet credited, top-up bill line, in one transaction',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    reject: defineCall({
      method: 'POST',
      path: '/finance/offline/reject',
      body: Type.Object({
        ...OfflineBody,
        /** Required; blank after trimming is refused with 请输入驳回原因. */
        rejectReason: Type.String({ maxLength: OFFLINE_REJECT_REASON_MAX }),
      }),
      response: Envelope(OfflineTopupSchema),
      doc: {
        summary: 'Reject an unpaid offline top-up with a reason; nothing else changes',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  detailed: {
    list: defineCall({
      method: 'GET',
      path: '/finance/detailed/list',
      query: paged({
        /** The signed-in user's enterprise, never a fixed id (D4). */
        enterpriseId: IdSchema,
        operType: Type.Optional(BillOperationTypeSchema),
        orderNo: optionalText(64),
        createBy: optionalText(50),
        marketPrincipal: optionalText(50),
        phonenumber: optionalText(11),
        StartTime: optionalTime(),
        EndTime: optionalTime(),
      }),
      response: PageEnvelope(EnterpriseDetailedSchema),
      doc: {
        summary: 'Bills: rows[0].enterpriseDetailed is the page of bill lines',
        path: 'spec',
        payload: 'chosen',
      },
    }),
  },
  // D42: master bills, statements and deposits (contract/masterFinance.ts).
  ...masterFinance,
  // D48: enterprise monthly statements (contract/enterpriseStatement.ts).
  ...enterpriseStatement,
  // D55: customer expenses, the customer list, order acceptance, the service agreement (contract/customerFinance.ts).
  ...customerFinance,
};
