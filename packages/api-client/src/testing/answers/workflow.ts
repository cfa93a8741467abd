import {
  ENTERPRISE_APPROVAL_MODEL_TYPES,
  isCalendarDay,
  LEAVE_MAX_DAYS,
  type LeaveRequest,
  leaveDays,
} from '@onsite/domain';
import type { approvalModel } from '../../contract/approvalModel';
import type { leave } from '../../contract/masterLeave';
import {
  approvalDefinitionOf,
  approvalModels,
  approvalRoleOptions,
  leaveRequests,
} from '../fixtures/workflow';
import type { AnswersOf } from './types';
import { AnswerFailure, found } from './util';

const modelOf = (type: string) =>
  found(
    approvalModels.find((model) => model.approvalType === type),
    `审批类型 ${type} `,
  );
const leaveOf = (leaveId: number) =>
  found(
    leaveRequests.find((row) => row.leaveId === leaveId),
    `请假申请 ${leaveId} `,
  );
const pendingLeave = (leaveId: number): LeaveRequest => {
  const row = leaveOf(leaveId);
  if (row.state !== 'pending') throw new AnswerFailure('该请假申请已处理，不能重复操作');
  return row;
};

/** D51: the answers of the approval model (the fixtures do not change). */
export const approvalModelAnswers: AnswersOf<typeof approvalModel> = {
  // D63: the enterprise scope keeps the types that concern enterprises.
  list: ({ scope }) =>
    scope === 'enterprise'
      ? approvalModels.filter((model) =>
          (ENTERPRISE_APPROVAL_MODEL_TYPES as readonly string[]).includes(model.approvalType),
        )
      : approvalModels,
  get: ({ approvalType }) => approvalDefinitionOf(modelOf(approvalType)),
  edit: ({ approvalType, roleIds, version }) => {
    const model = modelOf(approvalType);
    if (version !== model.version) throw new AnswerFailure('审批模型已被他人修改，请刷新后重试');
    if (roleIds.length === 0) throw new AnswerFailure('请至少选择一个审批角色');
    const roles = approvalRoleOptions.filter((role) => roleIds.includes(role.roleId));
    return { ...model, approverRoles: roles, version: model.version + 1, updateBy: '系统管理员' };
  },
};

/** D51: the answers of leave requests, checked as the server checks them (the fixtures do not change). */
export const leaveAnswers: AnswersOf<typeof leave> = {
  list: (query) =>
    leaveRequests.filter(
      (row) =>
        (query.masterName === undefined || row.masterName.includes(query.masterName)) &&
        (query.state === undefined || row.state === query.state) &&
        (query.beginTime === undefined || row.endDate >= query.beginTime) &&
        (query.endTime === undefined || row.startDate <= query.endTime),
    ),
  add: (body) => {
    if (!isCalendarDay(body.startDate) || !isCalendarDay(body.endDate))
      throw new AnswerFailure('请输入正确的请假日期（YYYY-MM-DD）');
    if (body.endDate < body.startDate) throw new AnswerFailure('结束日期不能早于开始日期');
    const days = leaveDays(body.startDate, body.endDate);
    if (days > LEAVE_MAX_DAYS) throw new AnswerFailure(`一次请假最多 ${LEAVE_MAX_DAYS} 天`);
    if (body.reason.trim() === '') throw new AnswerFailure('请输入请假原因');
    const master = leaveRequests.find((row) => row.masterId === (body.masterId ?? 1)) ?? leaveRequests[0];
    return {
      leaveId: 99,
      masterId: body.masterId ?? 1,
      masterName: master?.masterName ?? '郭师傅',
      teamName: master?.teamName ?? null,
      startDate: body.startDate,
      endDate: body.endDate,
      days,
      reason: body.reason.trim(),
      state: 'pending',
      applyBy: '系统管理员',
      applyTime: '2024-06-15 10:00:00',
      remark: null,
      decidedBy: null,
      decideTime: null,
    };
  },
  approve: ({ leaveId, remark }) => ({
    ...pendingLeave(leaveId),
    state: 'approved',
    remark: remark.trim(),
    decidedBy: '系统管理员',
    decideTime: '2024-06-15 10:00:00',
  }),
  refuse: ({ leaveId, remark }) => {
    const row = pendingLeave(leaveId);
    if (remark.trim() === '') throw new AnswerFailure('请输入拒绝原因');
    return {
      ...row,
      state: 'refused',
      remark: remark.trim(),
      decidedBy: '系统管理员',
      decideTime: '2024-06-15 10:00:00',
    };
  },
  cancel: ({ leaveId }) => {
    const row = leaveOf(leaveId);
    if (row.state !== 'pending' && row.state !== 'approved')
      throw new AnswerFailure('只有待审批或尚未结束的请假可以撤销');
    return { ...row, state: 'cancelled' };
  },
};
