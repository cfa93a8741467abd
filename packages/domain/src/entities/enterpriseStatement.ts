import { type Static, Type } from 'typebox';
import { IdSchema, MoneySchema, ShortTextSchema } from './common';
import { MonthTextSchema } from './masterFinance';

/**
 * D48: an enterprise's monthly statement (企业对账单), computed by the server from the bill lines
 * (enterprise_detailed) of the month: `openingBalance` is the balance after the last line before the
 * month (0 without one), `closingBalance` the balance after the month's last line (the opening one
 * without any). `charges` are the work-order lines (oper type 1) as a positive amount, `orderCount`
 * their number; `topUps` the top-up lines (type 0); `otherChanges` the sum of every other line
 * (recycle bin, modify, transfer, restore). Always opening + topUps − charges + otherChanges = closing.
 */
const SignedMoney = Type.Number({ multipleOf: 0.01 });

export const EnterpriseStatementSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    month: MonthTextSchema,
    /** Balances and other changes are signed, like a bill line's. */
    openingBalance: SignedMoney,
    orderCount: Type.Integer({ minimum: 0 }),
    charges: MoneySchema,
    topUps: MoneySchema,
    otherChanges: SignedMoney,
    closingBalance: SignedMoney,
  },
  { title: 'EnterpriseStatement' },
);
export type EnterpriseStatement = Static<typeof EnterpriseStatementSchema>;
