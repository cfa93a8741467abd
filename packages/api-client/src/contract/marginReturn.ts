import {
  IdSchema,
  MARGIN_RETURN_TEXT_MAX,
  MarginReturnSchema,
  MarginReturnStateSchema,
  MoneySchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalText, paged } from './fields';

const DecisionBody = Type.Object({
  returnId: IdSchema,
  remark: Type.String({ maxLength: MARGIN_RETURN_TEXT_MAX }),
});

/**
 * D57: 保证金退还 (`/master/marginReturn/*`): a master's request for (part of) their deposit back, an approval of
 * the type `marginReturn`; approving it moves the deposit balance and writes a 退还 movement in one transaction.
 */
export const marginReturn = {
  marginReturn: {
    list: defineCall({
      method: 'GET',
      path: '/master/marginReturn/list',
      query: paged({ masterName: optionalText(50), state: Type.Optional(MarginReturnStateSchema) }),
      response: PageEnvelope(MarginReturnSchema),
      doc: {
        summary: 'Deposit return requests, newest first; a master sees only their own (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/master/marginReturn/add',
      body: Type.Object({
        /** Staff name the master; a master asks for themselves. */
        masterId: Type.Optional(IdSchema),
        amount: MoneySchema,
        reason: Type.String({ maxLength: MARGIN_RETURN_TEXT_MAX }),
      }),
      response: Envelope(MarginReturnSchema),
      doc: {
        summary:
          'Ask for a deposit return: not above the balance, no open orders, one pending request per master (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/master/marginReturn/approve',
      body: DecisionBody,
      response: Envelope(MarginReturnSchema),
      doc: {
        summary:
          'Approve a pending return (its approver roles only): the balance and a refund movement move at once (D57)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    refuse: defineCall({
      method: 'POST',
      path: '/master/marginReturn/refuse',
      body: DecisionBody,
      response: Envelope(MarginReturnSchema),
      doc: { summary: 'Refuse a pending return with a remark (D57)', path: 'chosen', payload: 'chosen' },
    }),
  },
};
