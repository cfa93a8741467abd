import type { enterpriseStatement } from '../../contract/enterpriseStatement';
import { enterpriseStatements } from '../fixtures/enterpriseStatement';
import type { AnswersOf } from './types';
import { FAKE_XLSX, filterRows } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** D48: the answers of enterprise monthly statements. */
export const enterpriseStatementAnswers: AnswersOf<typeof enterpriseStatement> = {
  enterpriseStatement: {
    list: (query) =>
      filterRows(enterpriseStatements, { enterpriseId: query.enterpriseId }).filter(
        (row) => row.month === query.month,
      ),
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '企业对账单.xlsx' }),
  },
};
