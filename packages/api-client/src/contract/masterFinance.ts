import {
  DEPOSIT_REASON_MAX,
  DepositMovementSchema,
  DepositMoveTypeSchema,
  IdSchema,
  MasterBillLineSchema,
  MasterDepositSchema,
  MasterStatementSchema,
  MonthTextSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged, XLSX_MIME } from './fields';

/** A deposit movement's amount: above zero, at most one million yuan, in fen. */
const DepositAmountField = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, multipleOf: 0.01 });

/** The bill lines' filters: a master (staff only; a master always sees their own), an order number; beginTime/endTime bound the time. */
const masterBillFilters = { masterId: optionalId(), orderNo: optionalText(64) };

/** The statements' filters: the month (required) and a master (staff only). */
const masterStatementFilters = { month: MonthTextSchema, masterId: optionalId() };

/**
 * D42: the service side of finance (our own calls, `/finance/master*`): master bill lines, monthly
 * statements computed from them, and master deposits with their movements. A master (userType '2')
 * sees only their own; staff see all with the codes.
 */
export const masterFinance = {
  masterBill: {
    list: defineCall({
      method: 'GET',
      path: '/finance/masterBill/list',
      query: paged(masterBillFilters),
      response: PageEnvelope(MasterBillLineSchema),
      doc: {
        summary: 'Master bill lines (settlements, approved increases); beginTime/endTime bound the time',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/finance/masterBill/export',
      kind: 'blob',
      query: Type.Object({
        ...masterBillFilters,
        beginTime: optionalTime(),
        endTime: optionalTime(),
      }),
      produces: XLSX_MIME,
      fileName: 'master-bills.xlsx',
      doc: { summary: 'Excel export of the filtered master bill lines', path: 'chosen', payload: 'chosen' },
    }),
  },
  masterStatement: {
    list: defineCall({
      method: 'GET',
      path: '/finance/masterStatement/list',
      query: paged(masterStatementFilters),
      response: PageEnvelope(MasterStatementSchema),
      doc: {
        summary: "A month's statement per master, computed from the bill lines and the deposit deductions",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/finance/masterStatement/export',
      kind: 'blob',
      query: Type.Object(masterStatementFilters),
      produces: XLSX_MIME,
      fileName: 'master-statements.xlsx',
      doc: { summary: "Excel export of a month's master statements", path: 'chosen', payload: 'chosen' },
    }),
  },
  masterDeposit: {
    list: defineCall({
      method: 'GET',
      path: '/finance/masterDeposit/list',
      query: paged({ masterId: optionalId(), masterName: optionalText(50) }),
      response: PageEnvelope(MasterDepositSchema),
      doc: { summary: 'Master deposits and their balances', path: 'chosen', payload: 'chosen' },
    }),
    movements: defineCall({
      method: 'GET',
      path: '/finance/masterDeposit/movements',
      query: paged({ masterId: IdSchema, moveType: Type.Optional(DepositMoveTypeSchema) }),
      response: PageEnvelope(DepositMovementSchema),
      doc: { summary: "A master's deposit movements, newest first", path: 'chosen', payload: 'chosen' },
    }),
    move: defineCall({
      method: 'POST',
      path: '/finance/masterDeposit/move',
      body: Type.Object({
        masterId: IdSchema,
        moveType: DepositMoveTypeSchema,
        amount: DepositAmountField,
        /** Required for a deduction (请输入扣除原因); a deduction or refund above the balance is refused. */
        reason: Type.String({ maxLength: DEPOSIT_REASON_MAX }),
      }),
      response: Envelope(MasterDepositSchema),
      doc: {
        summary: 'Pay in, deduct or refund a deposit: the movement and the balance in one transaction',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};
