import type { Complaint } from '@onsite/domain';
import type { complaintAuthority, orderComplaint } from '../../contract/complaints';
import { complaintAuthorities, complaintHandlerOptions, complaints } from '../fixtures/complaints';
import { enterprises } from '../fixtures/enterprises';
import { orders } from '../fixtures/orders';
import type { AnswersOf } from './types';
import { AnswerFailure, found } from './util';

const NOW = '2024-06-20 10:00:00';

const complaintOf = (complaintId: number) =>
  found(
    complaints.find((row) => row.complaintId === complaintId),
    `投诉 ${complaintId} `,
  );

const inState = (complaintId: number, state: Complaint['state']): Complaint => {
  const row = complaintOf(complaintId);
  if (row.state === 'upheld' || row.state === 'dismissed')
    throw new AnswerFailure('该投诉已有处理结果，不能再次处理');
  if (row.state !== state) throw new AnswerFailure('该投诉还未开始处理，请先受理');
  return row;
};

/** D57: the answers of complaints, checked as the server checks them (the fixtures do not change). */
export const complaintAnswers: AnswersOf<typeof orderComplaint> = {
  complaint: {
    list: (query, { user }) =>
      complaints.filter(
        (row) =>
          (query.orderNo === undefined || row.orderNo.startsWith(query.orderNo)) &&
          (query.masterId === undefined || row.masterId === query.masterId) &&
          (query.enterpriseId === undefined || row.enterpriseId === query.enterpriseId) &&
          (user.userType !== '22' || row.enterpriseId === user.enterpriseId) &&
          (query.category === undefined || row.category === query.category) &&
          (query.state === undefined || row.state === query.state) &&
          (query.beginTime === undefined || row.createTime >= query.beginTime) &&
          (query.endTime === undefined || row.createTime.slice(0, 10) <= query.endTime.slice(0, 10)),
      ),
    add: (body, { user }) => {
      const order = orders.find((row) => row.orderNo === body.orderNo.trim());
      if (!order || (user.userType === '22' && order.enterpriseId !== user.enterpriseId))
        throw new AnswerFailure(`订单 ${body.orderNo} 不存在`);
      if (order.masterId === null || order.masterName === null)
        throw new AnswerFailure(`订单 ${body.orderNo} 还没有派给师傅，不能投诉师傅`);
      if (body.description.trim() === '') throw new AnswerFailure('请描述投诉的问题');
      if (body.contactName.trim() === '') throw new AnswerFailure('请输入投诉联系人');
      return {
        complaintId: 99,
        orderId: order.orderId,
        orderNo: order.orderNo ?? body.orderNo,
        enterpriseId: order.enterpriseId,
        enterpriseName: order.enterpriseName,
        masterId: order.masterId,
        masterName: order.masterName,
        category: body.category,
        description: body.description.trim(),
        contactName: body.contactName.trim(),
        contactPhone: body.contactPhone,
        state: 'pending',
        handleNote: '',
        handledBy: null,
        handleTime: null,
        createBy: user.userName ?? '系统管理员',
        createTime: NOW,
      };
    },
    start: ({ complaintId, note }) => ({
      ...inState(complaintId, 'pending'),
      state: 'handling',
      handleNote: note.trim(),
      handledBy: '王派单',
      handleTime: NOW,
    }),
    decide: ({ complaintId, result, note }) => {
      const row = inState(complaintId, 'handling');
      if (note.trim() === '') throw new AnswerFailure('请填写处理说明');
      return { ...row, state: result, handleNote: note.trim(), handledBy: '王派单', handleTime: NOW };
    },
  },
};

/** D57: the answers of the complaint handlers. */
export const complaintAuthorityAnswers: AnswersOf<typeof complaintAuthority> = {
  complaintAuthority: {
    list: (query) =>
      complaintAuthorities.filter(
        (row) =>
          (query.userName === undefined || row.userName.includes(query.userName)) &&
          (query.enterpriseId === undefined ||
            row.enterpriseId === null ||
            row.enterpriseId === query.enterpriseId),
      ),
    handlers: () => complaintHandlerOptions,
    add: ({ userId, enterpriseId, category }) => {
      const handler = complaintHandlerOptions.find((row) => row.userId === userId);
      if (!handler) throw new AnswerFailure(`用户 ${userId} 不存在、已停用或不是平台员工，不能处理投诉`);
      if (
        complaintAuthorities.some(
          (row) => row.userId === userId && row.enterpriseId === enterpriseId && row.category === category,
        )
      )
        throw new AnswerFailure(`${handler.userName}已有这项投诉权限`);
      const enterprise = enterprises.find((row) => row.enterpriseId === enterpriseId);
      if (enterpriseId !== null && !enterprise) throw new AnswerFailure(`企业 ${enterpriseId} 不存在`);
      return {
        authorityId: 99,
        ...handler,
        enterpriseId,
        enterpriseName: enterprise?.enterpriseName ?? null,
        category,
        createBy: '系统管理员',
        createTime: NOW,
      };
    },
    remove: ({ authorityId }) => {
      found(
        complaintAuthorities.find((row) => row.authorityId === authorityId),
        `投诉权限 ${authorityId} `,
      );
      return null;
    },
  },
};
