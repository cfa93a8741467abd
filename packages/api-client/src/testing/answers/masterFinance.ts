import type { masterFinance } from '../../contract/masterFinance';
import {
  depositMovements,
  masterBillLines,
  masterDeposits,
  masterStatements,
} from '../fixtures/masterFinance';
import type { AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** D42: the answers of master bills, statements and deposits (the server's refusals of a movement alike). */
export const masterFinanceAnswers: AnswersOf<typeof masterFinance> = {
  masterBill: {
    list: (query) =>
      filterRows(masterBillLines, { masterId: query.masterId, orderNo: query.orderNo }).filter(
        (line) =>
          (query.beginTime === undefined || line.createTime >= query.beginTime) &&
          (query.endTime === undefined || line.createTime.slice(0, 10) <= query.endTime.slice(0, 10)),
      ),
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '师傅账单.xlsx' }),
  },
  masterStatement: {
    list: (query) =>
      filterRows(masterStatements, { masterId: query.masterId }).filter((row) => row.month === query.month),
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '师傅对账单.xlsx' }),
  },
  masterDeposit: {
    list: (query) => filterRows(masterDeposits, { masterId: query.masterId, masterName: query.masterName }),
    movements: (query) =>
      filterRows(depositMovements, { masterId: query.masterId, moveType: query.moveType }),
    move: ({ masterId, moveType, amount, reason }) => {
      const deposit = found(
        masterDeposits.find((row) => row.masterId === masterId),
        `师傅 ${masterId} `,
      );
      if (moveType === 'deduct' && reason.trim() === '') throw new AnswerFailure('请输入扣除原因', 400);
      if (moveType !== 'payIn' && amount > deposit.balance)
        throw new AnswerFailure(
          `保证金余额不足（余额 ${deposit.balance.toFixed(2)} 元，${moveType === 'deduct' ? '扣除' : '退还'} ${amount.toFixed(2)} 元）`,
        );
      const balance = Math.round((deposit.balance + (moveType === 'payIn' ? amount : -amount)) * 100) / 100;
      return { ...deposit, balance, updateTime: '2024-06-10 10:00:00' };
    },
  },
};
