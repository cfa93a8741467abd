import type { Contract } from '../../contract';
import { billLines, enterpriseAccounts, offlineTopups, rechargeRecords } from '../fixtures/finance';
import {
  areasByCity,
  basicPrices,
  citiesByProvince,
  orderTypes,
  orderTypeTree,
  provinces,
} from '../fixtures/reference';
import { customerFinanceAnswers } from './customerFinance';
import { enterpriseStatementAnswers } from './enterpriseStatement';
import { masterFinanceAnswers } from './masterFinance';
import type { AnswersOf } from './types';
import { AnswerFailure, filterRows, found, pageOf, storedPath } from './util';

/** The order number `/finance/pay/insert` answers. */
export const FIXTURE_RECHARGE_ORDER_NO = 'CZ202406100006';

/** An offline top-up awaiting review, or the server's refusal (D35). */
function unpaidOffline(enterpriseRechargeId: number) {
  const row = found(
    offlineTopups.find((candidate) => candidate.enterpriseRechargeId === enterpriseRechargeId),
    `充值记录 ${enterpriseRechargeId} `,
  );
  if (row.offlineState === 'confirmed') throw new AnswerFailure('该充值订单已确认到账，不能重复操作');
  if (row.offlineState === 'rejected') throw new AnswerFailure('该充值订单已驳回或已取消，不能再操作');
  return row;
}

export const financeAnswers: AnswersOf<Contract['finance']> = {
  pay: {
    checkIdentification: () => 1,
    insert: () => FIXTURE_RECHARGE_ORDER_NO,
    pay: ({ rechargeId, totalAmount }) =>
      `<form id="pay" action="/sandbox-pay" method="post"><input name="orderNo" value="${rechargeId}"><input name="amount" value="${totalAmount}"></form>`,
    delayed: ({ tradeNo }) => ({ orderNo: tradeNo, status: 1, payTime: '2024-06-10 10:05:00' }),
  },
  refund: {
    get: ({ enterpriseId }) =>
      found(
        enterpriseAccounts.find((account) => account.enterpriseId === enterpriseId),
        '企业账户',
      ),
    list: (query) => filterRows(enterpriseAccounts, { enterpriseName: query.enterpriseName }),
  },
  recharge: {
    list: (query) =>
      filterRows(rechargeRecords, {
        enterpriseId: query.enterpriseId,
        orderNo: query.orderNo,
        status: query.status,
      }).filter(
        (record) => query.rechargeTime === undefined || record.rechargeTime.startsWith(query.rechargeTime),
      ),
    delete: () => null,
  },
  offline: {
    list: (query) =>
      filterRows(offlineTopups, {
        enterpriseName: query.enterpriseName,
        orderNo: query.orderNo,
        offlineState: query.offlineState,
      }),
    slip: ({ enterpriseRechargeId, file }) => ({
      ...found(
        offlineTopups.find((row) => row.enterpriseRechargeId === enterpriseRechargeId),
        `充值记录 ${enterpriseRechargeId} `,
      ),
      slipPath: storedPath('slip', file.name),
      slipTime: '2024-06-10 10:00:00',
    }),
    confirm: ({ enterpriseRechargeId }) => {
      const row = unpaidOffline(enterpriseRechargeId);
      return {
        ...row,
        status: 1,
        offlineState: 'confirmed',
        reviewBy: '钱财务',
        reviewTime: '2024-06-10 10:00:00',
      };
    },
    reject: ({ enterpriseRechargeId, rejectReason }) => {
      const row = unpaidOffline(enterpriseRechargeId);
      if (rejectReason.trim() === '') throw new AnswerFailure('请输入驳回原因', 400);
      return {
        ...row,
        status: 3,
        offlineState: 'rejected',
        reviewBy: '钱财务',
        reviewTime: '2024-06-10 10:00:00',
        rejectReason: rejectReason.trim(),
      };
    },
  },
  detailed: {
    list: (query) => {
      const account = found(
        enterpriseAccounts.find((candidate) => candidate.enterpriseId === query.enterpriseId),
        '企业账户',
      );
      const lines = filterRows(billLines, {
        enterpriseName: account.enterpriseName,
        operType: query.operType,
        orderNo: query.orderNo,
        createBy: query.createBy,
      });
      const page = pageOf(lines, query);
      return {
        rows: [{ ...account, enterpriseDetailed: page.rows }],
        total: page.total,
        pageNum: page.pageNum,
      };
    },
  },
  // D42 (answers/masterFinance.ts).
  ...masterFinanceAnswers,
  // D48 (answers/enterpriseStatement.ts).
  ...enterpriseStatementAnswers,
  // D55 (answers/customerFinance.ts).
  ...customerFinanceAnswers,
};

export const basicdataAnswers: AnswersOf<Contract['basicdata']> = {
  province: { selectAllProvince: () => provinces },
  city: { selectCityName: ({ provinceCode }) => citiesByProvince[provinceCode] ?? [] },
  area: { selectAreaName: ({ cityCode }) => areasByCity[cityCode] ?? [] },
  orderType: {
    getList: ({ id }) => orderTypes.filter((type) => type.installType === id),
    list: (query) =>
      filterRows(orderTypes, {
        typeName: query.typeName,
        installType: query.installType,
        status: query.status,
      }),
    save: () => orderTypes.length + 1,
    update: () => null,
    del: () => null,
    tree: () => orderTypeTree,
  },
  basicPrice: {
    list: (query) =>
      filterRows(basicPrices, { installType: query.installType, orderTypeId: query.orderTypeId }),
  },
};
