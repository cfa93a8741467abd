import { DemandPictureSchema, DemandTypeSchema, IdSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';
import { StoredFileNameField } from '../fields';

/** Example pictures of the requirement tabs (spec 001 §7 helpers). */
export const demandPic = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/demandPic/list',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Array(DemandPictureSchema)),
    doc: { summary: 'Demand pictures of an enterprise', path: 'family', payload: 'spec' },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/demandPic/add',
    body: Type.Object({
      enterpriseId: IdSchema,
      picType: DemandTypeSchema,
      /** Stored paths from `/dfs/upload`; replaces the pictures of that tab. */
      filePaths: Type.Array(StoredFileNameField, { maxItems: 9 }),
    }),
    response: Done,
    doc: { summary: 'Save the pictures of one requirement tab', path: 'family', payload: 'spec' },
  }),
};
