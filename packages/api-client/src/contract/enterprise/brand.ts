import { BrandSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Envelope } from '../envelope';

/** Brands (spec 000 §7.9 helper /enterprise/brand/selectBrand). */
export const brand = {
  selectBrand: defineCall({
    method: 'GET',
    path: '/enterprise/brand/selectBrand',
    response: Envelope(Type.Array(BrandSchema)),
    doc: { summary: 'Every brand', path: 'spec', payload: 'none' },
  }),
};
