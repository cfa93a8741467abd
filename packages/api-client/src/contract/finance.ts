import {
  BillOperationTypeSchema,
  EnterpriseAccountSchema,
  EnterpriseDetailedSchema,
  IdSchema,
  PaymentStateSchema,
  PayTypeSchema,
  RechargeRecordSchema,
  RechargeStatusSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged } from './fields';

const OrderNoField = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A top-up amount: non-zero (spec 000 §5), at most ten million yuan. */
const TopupAmountField = Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, multipleOf: 0.01 });

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
};
