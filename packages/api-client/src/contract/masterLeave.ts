import {
  DayTextSchema,
  IdSchema,
  LEAVE_TEXT_MAX,
  LeaveRequestSchema,
  LeaveStateSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalText, paged } from './fields';

const LeaveIdBody = Type.Object({ leaveId: IdSchema });
const DecisionBody = Type.Object({ leaveId: IdSchema, remark: Type.String({ maxLength: LEAVE_TEXT_MAX }) });

/** D51: 请假 — a master's days off, an approval of the type `leave`; approved leave keeps them out of dispatch. */
export const leave = {
  list: defineCall({
    method: 'GET',
    path: '/master/leave/list',
    query: paged({
      masterName: optionalText(50),
      state: Type.Optional(LeaveStateSchema),
      /** Leave that has a day in this range (both ends included). */
      beginTime: Type.Optional(DayTextSchema),
      endTime: Type.Optional(DayTextSchema),
    }),
    response: PageEnvelope(LeaveRequestSchema),
    doc: {
      summary: 'Leave requests, newest first; a master sees only their own (D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/master/leave/add',
    body: Type.Object({
      /** Staff name the master; a master asks for themselves (a master id of another is refused). */
      masterId: Type.Optional(IdSchema),
      startDate: DayTextSchema,
      endDate: DayTextSchema,
      reason: Type.String({ maxLength: LEAVE_TEXT_MAX }),
    }),
    response: Envelope(LeaveRequestSchema),
    doc: {
      summary:
        'Ask for days off from–to (not in the past, at most 30 days, not overlapping other leave) (D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  approve: defineCall({
    method: 'POST',
    path: '/master/leave/approve',
    body: DecisionBody,
    response: Envelope(LeaveRequestSchema),
    doc: {
      summary:
        'Approve a pending leave request (its approver roles only): out of dispatch on those days (D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  refuse: defineCall({
    method: 'POST',
    path: '/master/leave/refuse',
    body: DecisionBody,
    response: Envelope(LeaveRequestSchema),
    doc: { summary: 'Refuse a pending leave request with a remark (D51)', path: 'chosen', payload: 'chosen' },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/master/leave/cancel',
    body: LeaveIdBody,
    response: Envelope(LeaveRequestSchema),
    doc: {
      summary:
        'Withdraw a pending request, or approved leave not over yet (its master or whoever asked) (D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
