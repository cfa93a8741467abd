import type { BusinessLead } from '@onsite/domain';
import type { customerBusiness } from '../../contract/customerBusiness';
import { businessFollows, businessLeads, customerHistory, customerInfos } from '../fixtures/customerBusiness';
import type { AnswersOf } from './types';
import { AnswerFailure } from './util';

const NOW = '2024-06-20 10:00:00';
const TODAY = '2024-06-20';

const leadOf = (leadId: number): BusinessLead => {
  const row = businessLeads.find((candidate) => candidate.leadId === leadId);
  if (!row) throw new AnswerFailure(`商机 ${leadId} 不存在`);
  return row;
};
const ownOpen = (leadId: number): BusinessLead => {
  const row = leadOf(leadId);
  if (!row.mine) throw new AnswerFailure(`只能维护本人负责的商机（该商机由${row.ownerName}负责）`);
  if (row.stage === 'won' || row.stage === 'lost') throw new AnswerFailure('该商机已关闭，不能再修改');
  return row;
};
const checkNext = (value: string | null) => {
  if (value !== null && value < TODAY) throw new AnswerFailure('下次跟进日期不能早于今天');
  return value;
};

/** D60: the answers of 客户信息订单 and 业务列表, checked as the server checks them (the fixtures do not change). */
export const customerBusinessAnswers: AnswersOf<typeof customerBusiness> = {
  customerInfo: {
    list: (query) =>
      customerInfos.filter(
        (row) =>
          (query.customerName === undefined || row.customerName.includes(query.customerName)) &&
          (query.customerMobile === undefined || row.customerMobile.startsWith(query.customerMobile)) &&
          (query.kind !== 'repeat' || row.orderCount >= 2) &&
          (query.kind !== 'open' || row.openCount > 0),
      ),
    history: ({ customerMobile }) => {
      const customer = customerInfos.find((row) => row.customerMobile === customerMobile);
      if (!customer) throw new AnswerFailure(`客户 ${customerMobile} 没有订单`);
      return customerHistory
        .slice(0, customer.orderCount)
        .map((row) => ({ ...row, customerName: customer.customerName, address: customer.address }));
    },
    note: ({ customerMobile, note }) => {
      const customer = customerInfos.find((row) => row.customerMobile === customerMobile);
      if (!customer) throw new AnswerFailure(`客户 ${customerMobile} 没有订单`);
      const text = note.trim();
      return text === ''
        ? { ...customer, note: null, noteBy: null, noteTime: null }
        : { ...customer, note: text, noteBy: '系统管理员', noteTime: NOW };
    },
  },
  business: {
    list: (query) => {
      const keyword = query.keyword?.trim() ?? '';
      return businessLeads.filter(
        (row) =>
          (keyword === '' ||
            [row.title, row.companyName, row.contactName].some((text) => text.includes(keyword))) &&
          (query.stage === undefined || row.stage === query.stage) &&
          (query.mine !== '1' || row.mine),
      );
    },
    add: (body) => {
      if (body.title.trim() === '') throw new AnswerFailure('请输入商机名称');
      return {
        ...(businessLeads[0] as BusinessLead),
        ...body,
        leadId: 99,
        title: body.title.trim(),
        stage: 'new',
        nextFollowDate: checkNext(body.nextFollowDate),
        followCount: 0,
        lastFollowTime: null,
        createTime: NOW,
      };
    },
    edit: (body) => ({ ...ownOpen(body.leadId), ...body, nextFollowDate: checkNext(body.nextFollowDate) }),
    follow: ({ leadId, content, nextFollowDate }) => {
      const row = ownOpen(leadId);
      if (content.trim() === '') throw new AnswerFailure('请输入跟进内容');
      return {
        ...row,
        stage: 'following',
        nextFollowDate: checkNext(nextFollowDate),
        followCount: row.followCount + 1,
        lastFollowTime: NOW,
      };
    },
    close: ({ leadId, stage, content, enterpriseId }) => {
      const row = ownOpen(leadId);
      if (stage === 'lost' && content.trim() === '') throw new AnswerFailure('请输入失效原因');
      return {
        ...row,
        stage,
        lostReason: stage === 'lost' ? content.trim() : null,
        enterpriseId: stage === 'won' ? enterpriseId : null,
        nextFollowDate: null,
        closeTime: NOW,
      };
    },
    follows: ({ leadId }) => businessFollows.filter((row) => row.leadId === leadOf(leadId).leadId),
  },
};
