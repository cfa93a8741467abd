import { CustomInfoSchema, IdSchema, Nullable, ZeroOneSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';

const info = CustomInfoSchema.properties;

/** Custom info of an enterprise (spec 001 §7 helpers). */
export const customInfo = {
  get: defineCall({
    method: 'GET',
    path: '/enterprise/customInfo/get',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Nullable(CustomInfoSchema)),
    doc: { summary: 'Custom info of an enterprise (null when none saved)', path: 'family', payload: 'spec' },
  }),
  save: defineCall({
    method: 'POST',
    path: '/enterprise/customInfo/save',
    body: Type.Object({
      enterpriseId: IdSchema,
      /** Absent on the first save. */
      customInfoId: Type.Optional(IdSchema),
      info1: info.info1,
      info2: info.info2,
      info3: info.info3,
      needSaleOrderCode: ZeroOneSchema,
    }),
    response: Done,
    doc: { summary: 'Save custom info and the sales-order-code switch', path: 'family', payload: 'spec' },
  }),
};
