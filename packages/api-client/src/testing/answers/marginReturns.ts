import type { MarginReturn } from '@onsite/domain';
import type { marginReturn } from '../../contract/marginReturn';
import { marginReturns } from '../fixtures/marginReturns';
import type { AnswersOf } from './types';
import { AnswerFailure, found } from './util';

const NOW = '2024-06-20 10:00:00';

const pending = (returnId: number): MarginReturn => {
  const row = found(
    marginReturns.find((candidate) => candidate.returnId === returnId),
    `保证金退还申请 ${returnId} `,
  );
  if (row.state !== 'pending') throw new AnswerFailure('该保证金退还申请已处理，不能重复操作');
  return row;
};

const refuseIfNotReturnable = (
  row: Pick<MarginReturn, 'masterName' | 'balance' | 'openOrders'>,
  amount: number,
) => {
  if (amount > row.balance)
    throw new AnswerFailure(
      `保证金余额不足，不能退还（余额 ${row.balance.toFixed(2)} 元，退还 ${amount.toFixed(2)} 元）`,
    );
  if (row.openOrders > 0)
    throw new AnswerFailure(`${row.masterName}还有 ${row.openOrders} 个未完结的订单，完结后才能退还保证金`);
};

/** D57: the answers of deposit returns, checked as the server checks them (the fixtures do not change). */
export const marginReturnAnswers: AnswersOf<typeof marginReturn> = {
  marginReturn: {
    list: (query) =>
      marginReturns.filter(
        (row) =>
          (query.masterName === undefined || row.masterName.includes(query.masterName)) &&
          (query.state === undefined || row.state === query.state),
      ),
    add: (body) => {
      if (body.amount <= 0) throw new AnswerFailure('请输入退还金额');
      if (body.reason.trim() === '') throw new AnswerFailure('请输入退还原因');
      const master = marginReturns.find((row) => row.masterId === (body.masterId ?? 13)) ?? marginReturns[0];
      if (!master) throw new AnswerFailure('请选择退还保证金的师傅');
      refuseIfNotReturnable(master, body.amount);
      return {
        ...master,
        returnId: 99,
        amount: body.amount,
        reason: body.reason.trim(),
        state: 'pending',
        applyTime: NOW,
        remark: null,
        decidedBy: null,
        decideTime: null,
      };
    },
    approve: ({ returnId, remark }) => {
      const row = pending(returnId);
      refuseIfNotReturnable(row, row.amount);
      return {
        ...row,
        balance: Math.round((row.balance - row.amount) * 100) / 100,
        state: 'approved',
        remark: remark.trim(),
        decidedBy: '钱财务',
        decideTime: NOW,
      };
    },
    refuse: ({ returnId, remark }) => {
      const row = pending(returnId);
      if (remark.trim() === '') throw new AnswerFailure('请输入拒绝原因');
      return { ...row, state: 'refused', remark: remark.trim(), decidedBy: '钱财务', decideTime: NOW };
    },
  },
};
