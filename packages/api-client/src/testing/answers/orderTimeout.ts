import type { EnterpriseOrderTimeout } from '@onsite/domain';
import type { orderTimeout } from '../../contract/enterprise/orderTimeout';
import { enterpriseOrderTimeouts, orderTimeoutDefault, overdueOrders } from '../fixtures/orderTimeout';
import type { AnswersOf } from './types';
import { AnswerFailure } from './util';

const NOW = '2024-06-20 10:00:00';

const timeoutOf = (enterpriseId: number): EnterpriseOrderTimeout => {
  const row = enterpriseOrderTimeouts.find((candidate) => candidate.enterpriseId === enterpriseId);
  if (!row) throw new AnswerFailure(`企业 ${enterpriseId} 不存在`);
  return row;
};

/** D65: the answers of order timeouts and overdue orders (the fixtures do not change). */
export const orderTimeoutAnswers: AnswersOf<typeof orderTimeout> = {
  list: (query) =>
    enterpriseOrderTimeouts.filter(
      (row) =>
        (query.enterpriseName === undefined || row.enterpriseName.includes(query.enterpriseName)) &&
        (query.custom === undefined || row.custom === query.custom),
    ),
  getDefault: () => orderTimeoutDefault,
  editDefault: (body) => ({ ...body, updateBy: '系统管理员', updateTime: NOW }),
  edit: ({ enterpriseId, ...hours }) => ({
    ...timeoutOf(enterpriseId),
    ...hours,
    custom: true,
    updateBy: '系统管理员',
    updateTime: NOW,
  }),
  reset: ({ enterpriseId }) => {
    const row = timeoutOf(enterpriseId);
    if (!row.custom) throw new AnswerFailure(`${row.enterpriseName}没有单独的超时设置，已在使用平台默认`);
    return null;
  },
  overdue: (query) =>
    overdueOrders.filter(
      (row) =>
        (query.enterpriseId === undefined || row.enterpriseId === query.enterpriseId) &&
        (query.enterpriseName === undefined || row.enterpriseName.includes(query.enterpriseName)) &&
        (query.orderNo === undefined || row.orderNo.includes(query.orderNo)) &&
        (query.stage === undefined || row.stage === query.stage),
    ),
};
