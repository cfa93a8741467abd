import {
  DemandListSchema,
  DemandRecordSchema,
  DemandRelationTypeSchema,
  DemandTypeSchema,
  IdSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';

/**
 * The text of a demand, up to 500 characters. A blank text passes the schema on purpose: the
 * server's rule (validateDemandContent) answers spec 001 §5's message 要求不能为空！ for it.
 */
const ContentField = Type.String({ maxLength: 500 });
const DemandIdBody = Type.Object({ demandId: IdSchema });

/** Requirement texts and the demand modal's relations (spec 000 §7.9, 001 §7 helpers). */
export const demand = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/demand/list',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Object({ demandList: DemandListSchema })),
    doc: { summary: 'Demands of an enterprise keyed by demand type', path: 'family', payload: 'spec' },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/demand/add',
    body: Type.Object({ enterpriseId: IdSchema, demandType: DemandTypeSchema, demandContent: ContentField }),
    response: Envelope(IdSchema),
    doc: { summary: 'Add a demand; answers the new demandId', path: 'family', payload: 'spec' },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/demand/update',
    body: Type.Object({ demandId: IdSchema, demandContent: ContentField }),
    response: Done,
    doc: { summary: 'Edit the text of a demand', path: 'family', payload: 'spec' },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/demand/disable',
    body: DemandIdBody,
    response: Done,
    doc: { summary: 'Disable a demand', path: 'family', payload: 'spec' },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/demand/enable',
    body: DemandIdBody,
    response: Done,
    doc: { summary: 'Enable a demand', path: 'family', payload: 'spec' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/demand/remove',
    body: DemandIdBody,
    response: Done,
    doc: { summary: 'Delete a demand', path: 'family', payload: 'spec' },
  }),
  get: defineCall({
    method: 'GET',
    path: '/enterprise/demand/get/:id',
    params: Type.Object({ id: IdSchema }),
    response: Envelope(DemandRecordSchema),
    doc: {
      summary: 'The model and order-type relations of a demand (demand modal)',
      path: 'family',
      payload: 'spec',
    },
  }),
  configModels: defineCall({
    method: 'POST',
    path: '/enterprise/demand/configModels',
    body: Type.Object({
      demandId: IdSchema,
      relaType: DemandRelationTypeSchema,
      relaModelIds: DemandRecordSchema.properties.relaModelIds,
    }),
    response: Done,
    doc: { summary: 'Save the model link or exclusion (step 1)', path: 'family', payload: 'spec' },
  }),
  configOrderTypes: defineCall({
    method: 'POST',
    path: '/enterprise/demand/configOrderTypes',
    body: Type.Object({
      demandId: IdSchema,
      relaType: DemandRelationTypeSchema,
      relaOrderTypes: DemandRecordSchema.properties.relaOrderTypes,
    }),
    response: Done,
    doc: { summary: 'Save the order-type link or exclusion (step 2)', path: 'family', payload: 'spec' },
  }),
};
