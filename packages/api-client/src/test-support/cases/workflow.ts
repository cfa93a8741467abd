import { expect } from 'vitest';
import type { approvalModel } from '../../contract/approvalModel';
import type { leave } from '../../contract/masterLeave';
import { AS_INPUT, type CasesOf } from '../runCases';

/** A day `offset` days from now (leave may not start in the past; the server's clock decides). */
const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** D51: the approval model (as the administrator; ids both the fixtures and the seed hold). */
export const approvalModelCases: CasesOf<typeof approvalModel> = {
  list: {
    input: {},
    sends: 'GET /order/approvalModel/list',
    check: (models) => {
      expect(models.map((model) => model.approvalType)).toEqual([
        'increase',
        'accessories',
        'leave',
        'marginReturn',
        'examResult',
        'chargeback',
      ]);
      expect(models[0]?.approverRoles.map((role) => role.roleName)).toContain('派单主管');
      expect(models.every((model) => model.stepCount === 3)).toBe(true);
    },
  },
  get: {
    input: { approvalType: 'leave' },
    sends: 'GET /order/approvalModel/get?approvalType=leave',
    check: (definition) => {
      expect(definition.model.approvalType).toBe('leave');
      expect(definition.steps).toEqual(['apply', 'decide', 'effect']);
      expect(definition.roleOptions.map((role) => role.roleId)).toEqual(expect.arrayContaining([1, 29]));
    },
  },
  edit: {
    input: { approvalType: 'increase', roleIds: [29], version: 1, remark: '加价由派单主管审批' },
    sends: 'POST /order/approvalModel/edit',
    body: AS_INPUT,
    check: (model) => {
      expect(model.version).toBe(2);
      expect(model.approverRoles).toEqual([{ roleId: 29, roleName: '派单主管' }]);
    },
  },
};

/** D51: leave requests (as the administrator, who asks for a master and decides every type). */
export const leaveCases: CasesOf<typeof leave> = {
  list: {
    input: { state: 'approved', pageNum: 1, pageSize: 10 },
    sends: 'GET /master/leave/list?state=approved&pageNum=1&pageSize=10',
    check: (page) => {
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.every((row) => row.state === 'approved')).toBe(true);
    },
  },
  add: {
    input: { masterId: 15, startDate: dayFromNow(40), endDate: dayFromNow(41), reason: '回老家办事' },
    sends: 'POST /master/leave/add',
    body: AS_INPUT,
    check: (request) => expect(request).toMatchObject({ state: 'pending', days: 2, reason: '回老家办事' }),
  },
  approve: {
    input: { leaveId: 2, remark: '' },
    sends: 'POST /master/leave/approve',
    body: AS_INPUT,
    check: (request) => expect(request).toMatchObject({ leaveId: 2, state: 'approved' }),
  },
  refuse: {
    input: { leaveId: 3, remark: '当天订单较多' },
    sends: 'POST /master/leave/refuse',
    body: AS_INPUT,
    check: (request) =>
      expect(request).toMatchObject({ leaveId: 3, state: 'refused', remark: '当天订单较多' }),
  },
  cancel: {
    input: { leaveId: 1 },
    sends: 'POST /master/leave/cancel',
    body: AS_INPUT,
    check: (request) => expect(request).toMatchObject({ leaveId: 1, state: 'cancelled' }),
  },
};
