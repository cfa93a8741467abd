import {
  COMPLAINT_TEXT_MAX,
  ComplaintAuthoritySchema,
  ComplaintCategorySchema,
  ComplaintSchema,
  ComplaintStateSchema,
  IdSchema,
  MobileTextSchema,
  Nullable,
  ShortTextSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged } from './fields';

const NoteBody = Type.Object({
  complaintId: IdSchema,
  note: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
});

/**
 * D57: 投诉管理 (`/order/complaint/*`): complaints against an order and its master. An enterprise user files
 * and reads its own enterprise's; staff read all and handle them as 投诉权限 assigns them.
 */
export const orderComplaint = {
  complaint: {
    list: defineCall({
      method: 'GET',
      path: '/order/complaint/list',
      query: paged({
        orderNo: optionalText(64),
        masterId: optionalId(),
        enterpriseId: optionalId(),
        category: Type.Optional(ComplaintCategorySchema),
        state: Type.Optional(ComplaintStateSchema),
        beginTime: optionalTime(),
        endTime: optionalTime(),
      }),
      response: PageEnvelope(ComplaintSchema),
      doc: {
        summary: "Complaints, newest first; an enterprise user sees only its own enterprise's (D57)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/order/complaint/add',
      body: Type.Object({
        orderNo: Type.String({ minLength: 1, maxLength: 64 }),
        category: ComplaintCategorySchema,
        description: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
        contactName: Type.String({ maxLength: 50 }),
        contactPhone: MobileTextSchema,
      }),
      response: Envelope(ComplaintSchema),
      doc: {
        summary:
          'File a complaint against an order that has a master (its master is taken from the order) (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    start: defineCall({
      method: 'POST',
      path: '/order/complaint/start',
      body: NoteBody,
      response: Envelope(ComplaintSchema),
      doc: {
        summary: 'Take up a pending complaint (待处理 → 处理中); its assigned handlers only (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    decide: defineCall({
      method: 'POST',
      path: '/order/complaint/decide',
      body: Type.Object({
        complaintId: IdSchema,
        result: Type.Union([Type.Literal('upheld'), Type.Literal('dismissed')]),
        note: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
      }),
      response: Envelope(ComplaintSchema),
      doc: {
        summary:
          "Decide a complaint in hand: upheld (the master's score is recomputed at once) or dismissed, with a note (D57)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};

/** A staff user who may be named a complaint handler. */
export const ComplaintHandlerOptionSchema = Type.Object(
  { userId: IdSchema, loginName: ShortTextSchema, userName: ShortTextSchema },
  { title: 'ComplaintHandlerOption' },
);

/** D57: 投诉权限 (`/master/complaintAuthority/*`): who handles the complaints of which enterprise and category. */
export const complaintAuthority = {
  complaintAuthority: {
    list: defineCall({
      method: 'GET',
      path: '/master/complaintAuthority/list',
      query: paged({ userName: optionalText(50), enterpriseId: optionalId() }),
      response: PageEnvelope(ComplaintAuthoritySchema),
      doc: {
        summary: 'The complaint handlers and what each may handle (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    handlers: defineCall({
      method: 'GET',
      path: '/master/complaintAuthority/handlers',
      response: Envelope(Type.Array(ComplaintHandlerOptionSchema, { maxItems: 500 })),
      doc: {
        summary: 'The active staff users who may be named complaint handlers (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/complaintAuthority/add',
      body: Type.Object({
        userId: IdSchema,
        /** null: every enterprise. */
        enterpriseId: Nullable(IdSchema),
        /** null: every category. */
        category: Nullable(ComplaintCategorySchema),
      }),
      response: Envelope(ComplaintAuthoritySchema),
      doc: {
        summary: 'Name a staff user handler of one enterprise (or all) and one category (or all) (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    remove: defineCall({
      method: 'POST',
      path: '/master/complaintAuthority/remove',
      body: Type.Object({ authorityId: IdSchema }),
      response: Done,
      doc: { summary: 'Take a handler assignment back (D57)', path: 'chosen', payload: 'chosen' },
    }),
  },
};
