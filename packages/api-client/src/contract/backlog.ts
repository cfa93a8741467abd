import { BacklogCountSchema } from '@onsite/domain';
import { defineCall } from './define';
import { Envelope } from './envelope';

/** The header's to-do list (spec 000 §7.3). */
export const backlog = {
  union: {
    count: defineCall({
      method: 'GET',
      path: '/backlog/union/count',
      response: Envelope(BacklogCountSchema),
      doc: { summary: 'To-do counts, in total and per kind', path: 'spec', payload: 'none' },
    }),
  },
};
