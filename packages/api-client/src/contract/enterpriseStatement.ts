import { EnterpriseStatementSchema, MonthTextSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { PageEnvelope } from './envelope';
import { optionalId, paged, XLSX_MIME } from './fields';

/** The statements' filters: the month (required) and an enterprise (staff only; an enterprise user always sees their own). */
const enterpriseStatementFilters = { month: MonthTextSchema, enterpriseId: optionalId() };

/**
 * D48: 企业对账单 (our own calls, `/finance/enterpriseStatement/*`): a month per enterprise computed
 * from its bill lines. An enterprise user sees only their own; staff need `finance:bill:list`.
 */
export const enterpriseStatement = {
  enterpriseStatement: {
    list: defineCall({
      method: 'GET',
      path: '/finance/enterpriseStatement/list',
      query: paged(enterpriseStatementFilters),
      response: PageEnvelope(EnterpriseStatementSchema),
      doc: {
        summary: "A month's statement per enterprise: opening balance, charges, top-ups, closing balance",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/finance/enterpriseStatement/export',
      kind: 'blob',
      query: Type.Object(enterpriseStatementFilters),
      produces: XLSX_MIME,
      fileName: 'enterprise-statements.xlsx',
      doc: { summary: "Excel export of a month's enterprise statements", path: 'chosen', payload: 'chosen' },
    }),
  },
};
