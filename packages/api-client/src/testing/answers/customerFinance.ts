import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { customerFinance } from '../../contract/customerFinance';
import {
  agreementAcceptances,
  agreementStatuses,
  customerAccounts,
  customerExpenseLines,
  customerExpenses,
  orderAcceptances,
  serviceAgreement,
} from '../fixtures/customerFinance';
import type { AnswerContext, AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The enterprise a call reads: an enterprise user's own (as the server decides, D55), else the one named. */
const scope = (context: AnswerContext, enterpriseId: number | undefined) =>
  context.user.userType === USER_TYPE_ENTERPRISE ? (context.user.enterpriseId ?? 0) : enterpriseId;

/**
 * An order the enterprise may decide on, as the server checks its state (MSW answers as its profile: the
 * enterprise-only refusal is the server's and its tests').
 */
function decidable(orderId: number) {
  const order = found(
    orderAcceptances.find((row) => row.orderId === orderId),
    `订单 ${orderId} `,
  );
  if (order.orderStatus !== 'completed' && order.orderStatus !== 'verified')
    throw new AnswerFailure(
      `订单 ${order.orderNo} 不是待验收的订单（师傅完工后、结算前才能确认验收或提出异议）`,
    );
  return order;
}

/** D55: the answers of customer expenses, the customer list, order acceptance and the service agreement. */
export const customerFinanceAnswers: AnswersOf<typeof customerFinance> = {
  customerExpense: {
    list: (query, context) =>
      filterRows(customerExpenses, { enterpriseId: scope(context, query.enterpriseId) }).filter(
        (row) => row.month === query.month,
      ),
    lines: (query, context) =>
      filterRows(customerExpenseLines, { enterpriseId: scope(context, query.enterpriseId) }).filter((line) =>
        line.chargeTime.startsWith(query.month),
      ),
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '客户费用.xlsx' }),
  },
  customerAccount: {
    list: (query, context) =>
      filterRows(customerAccounts, {
        enterpriseId: scope(context, query.enterpriseId),
        enterpriseName: query.enterpriseName,
      }),
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '客户列表.xlsx' }),
  },
  acceptance: {
    list: (query, context) =>
      filterRows(orderAcceptances, {
        enterpriseId: scope(context, query.enterpriseId),
        state: query.state,
        orderNo: query.orderNo,
      }),
    accept: ({ orderId }) => {
      const order = decidable(orderId);
      if (order.state === 'accepted') throw new AnswerFailure(`订单 ${order.orderNo} 已确认验收`);
      return null;
    },
    dispute: ({ orderId, reason }) => {
      if (reason.trim() === '') throw new AnswerFailure('请输入异议原因');
      const order = decidable(orderId);
      if (order.state === 'accepted')
        throw new AnswerFailure(`订单 ${order.orderNo} 已确认验收，不能再提出异议；如有问题请申请售后`);
      return null;
    },
  },
  agreement: {
    current: (_input, context) => {
      const own = context.user.userType === USER_TYPE_ENTERPRISE ? context.user.enterpriseId : null;
      const status = agreementStatuses.find((row) => row.enterpriseId === own);
      return {
        agreement: serviceAgreement,
        accepted:
          agreementAcceptances.find(
            (row) => row.enterpriseId === own && row.version === serviceAgreement.version,
          ) ?? null,
        lastAcceptedVersion: status?.acceptedVersion ?? null,
      };
    },
    list: (query, context) =>
      filterRows(agreementStatuses, { enterpriseId: scope(context, query.enterpriseId) }).filter(
        (row) =>
          query.state === undefined ||
          (query.state === 'current'
            ? row.current
            : query.state === 'never'
              ? row.acceptedVersion === null
              : row.acceptedVersion !== null && !row.current),
      ),
    confirm: ({ version }, context) => {
      if (version !== serviceAgreement.version)
        throw new AnswerFailure(`服务协议已更新为第 ${serviceAgreement.version} 版，请阅读新版本后再确认`);
      return {
        enterpriseId: context.user.enterpriseId ?? 1,
        enterpriseName: '安装服务有限公司',
        version,
        acceptBy: context.user.userName,
        acceptUserId: context.user.userId,
        acceptTime: '2024-06-20 10:00:00',
      };
    },
    publish: ({ title, content }, context) => {
      if (title.trim() === '') throw new AnswerFailure('请输入协议标题');
      if (content.trim() === '') throw new AnswerFailure('请输入协议内容');
      return {
        version: serviceAgreement.version + 1,
        title: title.trim(),
        content: content.trim(),
        publishBy: context.user.userName,
        publishTime: '2024-06-20 10:00:00',
      };
    },
  },
};
