import { EnterpriseListRowSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { PageEnvelope } from '../envelope';
import { optionalText, paged } from '../fields';
import { enterpriseListFilters } from './management';

/** The enterprise query screen (spec 000 §7.9 helper /enterprise/query/list). */
export const query = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/query/list',
    query: paged({
      ...enterpriseListFilters,
      province: optionalText(12),
      city: optionalText(12),
      enterpriseStar: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    response: PageEnvelope(EnterpriseListRowSchema),
    doc: { summary: 'Enterprise query: enterprises by profile filters', path: 'spec', payload: 'chosen' },
  }),
};
