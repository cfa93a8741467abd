import {
  AccessoryPriceGroupSchema,
  EnterprisePriceGroupSchema,
  EnterprisePriceRowSchema,
  IdSchema,
  MoneySchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';

/** Prices of the amount tab (spec 001 §7 table). */
export const price = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/price/list',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Array(EnterprisePriceGroupSchema)),
    doc: { summary: 'Price rows grouped per install type', path: 'spec', payload: 'spec' },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/price/update',
    body: Type.Array(EnterprisePriceRowSchema, { minItems: 1, maxItems: 1000 }),
    response: Done,
    doc: { summary: 'Save price rows (an empty price is sent as 0)', path: 'spec', payload: 'spec' },
  }),
  accessory: {
    list: defineCall({
      method: 'GET',
      path: '/enterprise/price/accessory/list/:enterpriseId',
      params: Type.Object({ enterpriseId: IdSchema }),
      response: Envelope(Type.Array(AccessoryPriceGroupSchema)),
      doc: { summary: 'Accessory price rows grouped per accessory type', path: 'spec', payload: 'spec' },
    }),
    update: defineCall({
      method: 'POST',
      path: '/enterprise/price/accessory/update',
      body: Type.Array(
        Type.Object({
          enterpriseAccessoryId: IdSchema,
          accessoryPriceThreshold: Type.Optional(MoneySchema),
          remark: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        { minItems: 1, maxItems: 1000 },
      ),
      response: Done,
      doc: { summary: 'Save accessory thresholds or remarks', path: 'spec', payload: 'spec' },
    }),
  },
};
