import { BUTTON_CODES, maskCustomerPhone, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type {
  blacklist,
  customerDatabase,
  orderManagement,
  problem,
} from '../../contract/enterprise/enterpriseService';
import { XLSX_MIME } from '../../contract/fields';
import {
  blacklistRows,
  enterpriseCustomers,
  enterpriseOrderSummaries,
  problemRows,
} from '../fixtures/enterpriseService';
import type { AnswerContext, AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

/** The rows the caller may see: an enterprise user only their own enterprise's, as the server decides (D62). */
function visible<Row extends { enterpriseId: number }>(
  rows: readonly Row[],
  context: AnswerContext,
  enterpriseId?: number,
): Row[] {
  const own = context.user.userType === USER_TYPE_ENTERPRISE ? (context.user.enterpriseId ?? 0) : undefined;
  return rows.filter(
    (row) =>
      (own === undefined || row.enterpriseId === own) &&
      (enterpriseId === undefined || row.enterpriseId === enterpriseId),
  );
}

const problemOf = (problemId: number) =>
  found(
    problemRows.find((row) => row.problemId === problemId),
    `问题 ${problemId} `,
  );

/** D62: the answers of the blacklist and the problem list (the server's refusals where the stories need them). */
/** Whether the caller sees customers' phones in full (D11: no codes at all is every code). */
const fullPhones = (context: AnswerContext) => {
  const buttons = context.user.buttons ?? [];
  return buttons.length === 0 || buttons.includes(BUTTON_CODES.databasePhone);
};

export const enterpriseServiceAnswers: AnswersOf<{
  blacklist: typeof blacklist;
  problem: typeof problem;
  customerDatabase: typeof customerDatabase;
  orderManagement: typeof orderManagement;
}> = {
  blacklist: {
    list: (query, context) =>
      filterRows(visible(blacklistRows, context, query.enterpriseId), {
        customerName: query.customerName,
        phone: query.phone,
        forbiddenStatus: query.forbiddenStatus,
      }),
    add: ({ phone }) => {
      if (phone !== '' && blacklistRows.some((row) => row.phone === phone))
        throw new AnswerFailure(`客户电话 ${phone} 已在该企业的黑名单中`);
      return blacklistRows.length + 1;
    },
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
  },
  problem: {
    list: (query, context) =>
      filterRows(visible(problemRows, context, query.enterpriseId), {
        category: query.category,
        state: query.state,
      }).filter((row) => !query.orderNo || (row.orderNo ?? '').includes(query.orderNo)),
    add: () => problemRows.length + 1,
    update: ({ problemId }) => {
      if (problemOf(problemId).state !== 'open') throw new AnswerFailure('该问题已处理，不能再修改');
      return null;
    },
    handle: ({ problemId }) => {
      if (problemOf(problemId).state !== 'open') throw new AnswerFailure('该问题已处理，不能再修改');
      return null;
    },
    remove: ({ problemId }) => {
      if (problemOf(problemId).state !== 'open') throw new AnswerFailure('已处理的问题是处理记录，不能删除');
      return null;
    },
  },
  customerDatabase: {
    list: (query, context) => {
      const full = fullPhones(context);
      if (query.phone && !full)
        throw new AnswerFailure(
          '没有权限执行按电话查询客户资料（需要权限 enterprise:database:phone），请联系管理员授权',
          403,
        );
      return filterRows(visible(enterpriseCustomers, context, query.enterpriseId), {
        customerName: query.customerName,
        phone: query.phone,
        areaCode: query.areaCode,
      }).map((row) => (full ? row : { ...row, phone: maskCustomerPhone(row.phone), phoneMasked: true }));
    },
    add: ({ phone }) => {
      if (enterpriseCustomers.some((row) => row.phone === phone))
        throw new AnswerFailure(`客户电话 ${phone} 已在资料库中`);
      return enterpriseCustomers.length + 1;
    },
    update: () => null,
    remove: ({ customerId }) => {
      const row = found(
        enterpriseCustomers.find((customer) => customer.customerId === customerId),
        `客户 ${customerId} `,
      );
      if (row.orderCount > 0)
        throw new AnswerFailure(`客户「${row.customerName}」已有 ${row.orderCount} 个订单，不能删除`);
      return null;
    },
    export: () => ({ body: FAKE_XLSX, contentType: XLSX_MIME, fileName: '资料库.xlsx' }),
  },
  orderManagement: {
    list: (query, context) => visible(enterpriseOrderSummaries, context, query.enterpriseId),
  },
};
