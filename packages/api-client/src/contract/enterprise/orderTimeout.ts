import {
  EnterpriseOrderTimeoutSchema,
  IdSchema,
  OrderTimeoutDefaultSchema,
  OrderTimeoutHoursSchema,
  OrderTimeoutStageSchema,
  OverdueOrderSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, paged } from '../fields';

/**
 * D65: 订单超时 (`/enterprise/orderTimeout/*`): the timeouts of every enterprise (its own or the platform default),
 * the default itself, and the orders overdue now. Staff write; an enterprise user reads its own enterprise's only.
 */
export const orderTimeout = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/orderTimeout/list',
    query: paged({ enterpriseName: optionalText(50), custom: Type.Optional(Type.Boolean()) }),
    response: PageEnvelope(EnterpriseOrderTimeoutSchema),
    doc: {
      summary:
        "Every enterprise's timeouts in force (its own or the platform default); an enterprise user sees its own (D65)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  getDefault: defineCall({
    method: 'GET',
    path: '/enterprise/orderTimeout/default',
    response: Envelope(OrderTimeoutDefaultSchema),
    doc: { summary: 'The platform default timeouts (D65)', path: 'chosen', payload: 'chosen' },
  }),
  editDefault: defineCall({
    method: 'POST',
    path: '/enterprise/orderTimeout/editDefault',
    body: OrderTimeoutHoursSchema,
    response: Envelope(OrderTimeoutDefaultSchema),
    doc: {
      summary: 'Change the platform default timeouts: every enterprise without its own follows (staff, D65)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/enterprise/orderTimeout/edit',
    body: Type.Object({ enterpriseId: IdSchema, ...OrderTimeoutHoursSchema.properties }),
    response: Envelope(EnterpriseOrderTimeoutSchema),
    doc: { summary: "Set an enterprise's own timeouts (staff, D65)", path: 'chosen', payload: 'chosen' },
  }),
  reset: defineCall({
    method: 'POST',
    path: '/enterprise/orderTimeout/reset',
    body: Type.Object({ enterpriseId: IdSchema }),
    response: Done,
    doc: {
      summary: "Drop an enterprise's own timeouts: the platform default applies again (staff, D65)",
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  overdue: defineCall({
    method: 'GET',
    path: '/enterprise/orderTimeout/overdue',
    query: paged({
      enterpriseId: optionalId(),
      enterpriseName: optionalText(50),
      orderNo: optionalText(64),
      stage: Type.Optional(OrderTimeoutStageSchema),
    }),
    response: PageEnvelope(OverdueOrderSchema),
    doc: {
      summary:
        'The orders overdue now, most overdue first: stage, since when, by how long, when alerted; an enterprise user sees its own (D65)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
