import {
  IdSchema,
  MasterQueryRowSchema,
  MasterScoreDetailSchema,
  MasterScoreSchema,
  MasterStateSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalText, paged } from './fields';

/** A score bound of a filter (0–5; a minimum above the maximum is refused). */
const optionalScore = () => Type.Optional(Type.Number({ minimum: 0, maximum: 5 }));

const scoreRange = { minScore: optionalScore(), maxScore: optionalScore() };

/**
 * D50: 师傅评分 and 师傅查询 (our own calls): each master's score, computed by the server from the ratings
 * of their completed orders (and, once recorded, upheld complaints), the ratings behind one score, and a
 * read-only search of masters for dispatchers with their open orders and score. Staff only.
 */
export const masterScore = {
  score: {
    list: defineCall({
      method: 'GET',
      path: '/master/score/list',
      query: paged({
        masterName: optionalText(50),
        phonenumber: optionalText(20),
        state: Type.Optional(MasterStateSchema),
        ...scoreRange,
      }),
      response: PageEnvelope(MasterScoreSchema),
      doc: {
        summary:
          'Masters with their score and number of ratings, the best first; a score range leaves out the unrated',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    detail: defineCall({
      method: 'GET',
      path: '/master/score/detail',
      query: Type.Object({ masterId: IdSchema }),
      response: Envelope(MasterScoreDetailSchema),
      doc: {
        summary: "How a master's score is made: the newest ratings behind it, their average, the deduction",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  query: {
    list: defineCall({
      method: 'GET',
      path: '/master/query/list',
      query: paged({
        masterName: optionalText(50),
        phonenumber: optionalText(20),
        provinceCode: optionalText(32),
        cityCode: optionalText(32),
        areaCode: optionalText(32),
        /** An install type the master is skilled in. */
        skill: optionalText(32),
        state: Type.Optional(MasterStateSchema),
        ...scoreRange,
      }),
      response: PageEnvelope(MasterQueryRowSchema),
      doc: {
        summary:
          'Search masters (name, phone, a region served, a skill, state, score range) with open orders and score; read only',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};
