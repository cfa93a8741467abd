import {
  AccessoryPriceGroupSchema,
  EnterprisePriceGroupSchema,
  EnterprisePriceRowSchema,
  IdSchema,
  MoneySchema,
  Nullable,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope } from '../envelope';

/**
 * A price as the amount tab sends it: money (never negative), or `null` for a field the user
 * cleared — an empty price is saved as 0 (spec 001 §5; the server applies normalizePrice).
 */
export const PriceInputField = Nullable(MoneySchema);

/** A price row as `price/update` sends it: the row of the list, its price possibly `null`. */
export const EnterprisePriceRowInputSchema = Type.Object(
  { ...EnterprisePriceRowSchema.properties, price: PriceInputField },
  { title: 'EnterprisePriceRowInput' },
);

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
    body: Type.Array(EnterprisePriceRowInputSchema, { minItems: 1, maxItems: 1000 }),
    response: Done,
    doc: {
      summary: 'Save price rows (an empty price is sent as 0 or null; saved as 0)',
      path: 'spec',
      payload: 'spec',
    },
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
          /** A cleared threshold is sent as `null` and saved as 0, like a price. */
          accessoryPriceThreshold: Type.Optional(PriceInputField),
          remark: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        { minItems: 1, maxItems: 1000 },
      ),
      response: Done,
      doc: { summary: 'Save accessory thresholds or remarks', path: 'spec', payload: 'spec' },
    }),
  },
};
