import {
  CATALOG_ADDRESS_MAX,
  CATALOG_NAME_MAX,
  CatalogCodeSchema,
  CatalogContactSchema,
  CatalogNameSchema,
  CatalogOptionSchema,
  CatalogPhoneSchema,
  ChannelRowSchema,
  IdSchema,
  OrderSourceRowSchema,
  RegionCodeTextSchema,
  RemarkTextSchema,
  ShopRowSchema,
  SupplierRowSchema,
  ZeroOneSchema,
} from '@onsite/domain';
import { type TObject, type TProperties, Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, paged } from '../fields';

interface CatalogShape<
  E extends string,
  Id extends TProperties,
  F extends TProperties,
  Q extends TProperties,
  R extends TObject,
> {
  /** The path segment and the name in the docs, e.g. `shop`. */
  entity: E;
  /** The id field of a body, e.g. `{ shopId: IdSchema }`. */
  id: Id;
  /** The fields a form sends (add and update). */
  fields: F;
  /** The list's own filters besides the enterprise and the state. */
  filters: Q;
  row: R;
}

/**
 * D53: the calls every entity of an enterprise's sales catalogue has, in the style of the
 * /enterprise/brand family (D40): a paged list (staff: any enterprise, `enterpriseId` filters; an
 * enterprise user: their own), the enabled entries of one enterprise for pickers, add (to an
 * enterprise), update, disable, enable and remove. One description per entity below.
 */
function catalogCalls<
  const E extends string,
  const Id extends TProperties,
  const F extends TProperties,
  const Q extends TProperties,
  const R extends TObject,
>({ entity, id, fields, filters, row }: CatalogShape<E, Id, F, Q, R>) {
  const IdBody = Type.Object(id);
  return {
    list: defineCall({
      method: 'GET',
      path: `/enterprise/${entity}/list` as const,
      query: paged({ enterpriseId: optionalId(), forbiddenStatus: Type.Optional(ZeroOneSchema), ...filters }),
      response: PageEnvelope(row),
      doc: {
        summary: `Paged ${entity} rows of the caller's enterprises (D53)`,
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    options: defineCall({
      method: 'GET',
      path: `/enterprise/${entity}/options` as const,
      query: Type.Object({ enterpriseId: IdSchema }),
      response: Envelope(Type.Array(CatalogOptionSchema)),
      doc: {
        summary: `Enabled ${entity} entries of one enterprise, for pickers (D53)`,
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: `/enterprise/${entity}/add` as const,
      body: Type.Object({ enterpriseId: IdSchema, ...fields }),
      response: Envelope(IdSchema),
      doc: {
        summary: `Add a ${entity} to an enterprise; answers its id (D53)`,
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    update: defineCall({
      method: 'POST',
      path: `/enterprise/${entity}/update` as const,
      body: Type.Object({ ...id, ...fields }),
      response: Done,
      doc: { summary: `Edit a ${entity} (D53)`, path: 'chosen', payload: 'chosen' },
    }),
    disable: defineCall({
      method: 'POST',
      path: `/enterprise/${entity}/disable` as const,
      body: IdBody,
      response: Done,
      doc: { summary: `Disable a ${entity} (D53)`, path: 'chosen', payload: 'chosen' },
    }),
    enable: defineCall({
      method: 'POST',
      path: `/enterprise/${entity}/enable` as const,
      body: IdBody,
      response: Done,
      doc: { summary: `Enable a ${entity} (D53)`, path: 'chosen', payload: 'chosen' },
    }),
    remove: defineCall({
      method: 'POST',
      path: `/enterprise/${entity}/remove` as const,
      body: IdBody,
      response: Done,
      doc: { summary: `Delete a ${entity} nothing uses (D53)`, path: 'chosen', payload: 'chosen' },
    }),
  };
}

const remark = { remark: RemarkTextSchema };

/** 门店管理: name, channel, contact, phone, the address in the district tree. */
export const shop = catalogCalls({
  entity: 'shop',
  id: { shopId: IdSchema },
  fields: {
    shopName: CatalogNameSchema,
    channelId: Type.Union([IdSchema, Type.Null()]),
    contactName: CatalogContactSchema,
    phone: CatalogPhoneSchema,
    provinceCode: RegionCodeTextSchema,
    cityCode: RegionCodeTextSchema,
    areaCode: RegionCodeTextSchema,
    detailedAddress: Type.String({ minLength: 1, maxLength: CATALOG_ADDRESS_MAX }),
    ...remark,
  },
  filters: { shopName: optionalText(CATALOG_NAME_MAX), channelId: optionalId() },
  row: ShopRowSchema,
});

/** 供应商: name, contact, phone, address. */
export const supplier = catalogCalls({
  entity: 'supplier',
  id: { supplierId: IdSchema },
  fields: {
    supplierName: CatalogNameSchema,
    contactName: CatalogContactSchema,
    phone: CatalogPhoneSchema,
    address: Type.String({ maxLength: CATALOG_ADDRESS_MAX }),
    ...remark,
  },
  filters: { supplierName: optionalText(CATALOG_NAME_MAX) },
  row: SupplierRowSchema,
});

/** 渠道管理: a code and a name, each unique in the enterprise. */
export const channel = catalogCalls({
  entity: 'channel',
  id: { channelId: IdSchema },
  fields: { channelCode: CatalogCodeSchema, channelName: CatalogNameSchema, ...remark },
  filters: { channelName: optionalText(CATALOG_NAME_MAX) },
  row: ChannelRowSchema,
});

/** 来源管理: a code and a name, each unique in the enterprise. */
export const source = catalogCalls({
  entity: 'source',
  id: { sourceId: IdSchema },
  fields: { sourceCode: CatalogCodeSchema, sourceName: CatalogNameSchema, ...remark },
  filters: { sourceName: optionalText(CATALOG_NAME_MAX) },
  row: OrderSourceRowSchema,
});

/** D53: the sales catalogue groups of the enterprise family. */
export const salesCatalog = { shop, supplier, channel, source };
