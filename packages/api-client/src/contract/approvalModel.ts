import {
  APPROVAL_MODEL_MAX_ROLES,
  APPROVAL_MODEL_REMARK_MAX,
  ApprovalDefinitionSchema,
  ApprovalModelSchema,
  ApprovalModelScopeSchema,
  ApprovalModelTypeSchema,
  IdSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope } from './envelope';

/** D51: the approval model — each approval type, the roles that decide it, and the history of its changes. */
export const approvalModel = {
  list: defineCall({
    method: 'GET',
    path: '/order/approvalModel/list',
    /** D63: `enterprise` lists only the types that concern enterprises (流程模型). */
    query: Type.Object({ scope: Type.Optional(ApprovalModelScopeSchema) }),
    response: Envelope(Type.Array(ApprovalModelSchema)),
    doc: {
      summary:
        'Every approval type with its approver roles, steps, version and request counts (模型列表, D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  get: defineCall({
    method: 'GET',
    path: '/order/approvalModel/get',
    query: Type.Object({ approvalType: ApprovalModelTypeSchema }),
    response: Envelope(ApprovalDefinitionSchema),
    doc: {
      summary:
        "One type's definition: steps, approver roles, the roles it may name, its changes (流程定义, D51)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/order/approvalModel/edit',
    body: Type.Object({
      approvalType: ApprovalModelTypeSchema,
      roleIds: Type.Array(IdSchema, { maxItems: APPROVAL_MODEL_MAX_ROLES }),
      /** The version the editor read: a change made meanwhile is refused. */
      version: Type.Integer({ minimum: 1 }),
      remark: Type.String({ maxLength: APPROVAL_MODEL_REMARK_MAX }),
    }),
    response: Envelope(ApprovalModelSchema),
    doc: {
      summary: 'Change which roles decide an approval type: a new version, kept in its history (D51)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
