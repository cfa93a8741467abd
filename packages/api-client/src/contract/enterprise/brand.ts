import {
  BRAND_NAME_MAX,
  BrandRowSchema,
  BrandSchema,
  IdSchema,
  RemarkTextSchema,
  ZeroOneSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalText, paged } from '../fields';

const brandFields = {
  /** Unique among brands (trimmed); blank is refused. */
  brandName: Type.String({ minLength: 1, maxLength: BRAND_NAME_MAX }),
  remark: RemarkTextSchema,
};
const BrandIdBody = Type.Object({ brandId: IdSchema });

/**
 * Brands (spec 000 §7.9 helper /enterprise/brand/selectBrand) and the brand screen's calls, which
 * the spec does not name: list, add, update, disable, enable, remove in the style of the
 * /enterprise/management family (D40).
 */
export const brand = {
  selectBrand: defineCall({
    method: 'GET',
    path: '/enterprise/brand/selectBrand',
    response: Envelope(Type.Array(BrandSchema)),
    doc: { summary: 'Every enabled brand', path: 'spec', payload: 'none' },
  }),
  list: defineCall({
    method: 'GET',
    path: '/enterprise/brand/list',
    query: paged({ brandName: optionalText(BRAND_NAME_MAX), forbiddenStatus: Type.Optional(ZeroOneSchema) }),
    response: PageEnvelope(BrandRowSchema),
    doc: {
      summary: 'Brand screen: paged brands with their model count (D40)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/brand/add',
    body: Type.Object(brandFields),
    response: Envelope(IdSchema),
    doc: {
      summary: 'Add a brand (unique name); answers the new brandId (D40)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/brand/update',
    body: Type.Object({ brandId: IdSchema, ...brandFields }),
    response: Done,
    doc: { summary: 'Edit a brand (unique name) (D40)', path: 'chosen', payload: 'chosen' },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/brand/disable',
    body: BrandIdBody,
    response: Done,
    doc: { summary: 'Disable a brand (D40)', path: 'chosen', payload: 'chosen' },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/brand/enable',
    body: BrandIdBody,
    response: Done,
    doc: { summary: 'Enable a brand (D40)', path: 'chosen', payload: 'chosen' },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/brand/remove',
    body: BrandIdBody,
    response: Done,
    doc: { summary: 'Delete a brand no model uses (D40)', path: 'chosen', payload: 'chosen' },
  }),
};
