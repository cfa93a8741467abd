import { MonthBarPointSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope } from './envelope';

/** The analysis dashboard (spec 000 §7.4). */
export const analysis = {
  monthBar: defineCall({
    method: 'GET',
    path: '/analysis/month-bar',
    response: Envelope(Type.Array(MonthBarPointSchema)),
    doc: { summary: 'Demo month bar chart', path: 'spec', payload: 'none' },
  }),
};
