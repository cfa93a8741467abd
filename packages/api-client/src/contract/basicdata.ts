import {
  AreaSchema,
  BasicPriceSchema,
  CitySchema,
  DictValueSchema,
  EnabledStatusSchema,
  IdSchema,
  OrderTypeSchema,
  ProvinceSchema,
  RemarkTextSchema,
  TreeOptionSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, paged } from './fields';

const RegionCodeField = Type.String({ minLength: 1, maxLength: 12, pattern: '^\\d+$' });

const orderTypeFields = {
  typeName: Type.String({ minLength: 1, maxLength: 50 }),
  installType: DictValueSchema,
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: EnabledStatusSchema,
  remark: RemarkTextSchema,
};

/** Regions, order types and base prices (spec 000 §7.4, 001 §7). */
export const basicdata = {
  province: {
    selectAllProvince: defineCall({
      method: 'POST',
      path: '/basicdata/province/selectAllProvince',
      response: Envelope(Type.Array(ProvinceSchema)),
      doc: { summary: 'Province list', path: 'spec', payload: 'none' },
    }),
  },
  city: {
    selectCityName: defineCall({
      method: 'POST',
      path: '/basicdata/city/selectCityName',
      body: Type.Object({ provinceCode: RegionCodeField }),
      response: Envelope(Type.Array(CitySchema)),
      doc: { summary: 'Cities of a province', path: 'spec', payload: 'spec' },
    }),
  },
  area: {
    selectAreaName: defineCall({
      method: 'POST',
      path: '/basicdata/area/selectAreaName',
      body: Type.Object({ cityCode: RegionCodeField }),
      response: Envelope(Type.Array(AreaSchema)),
      doc: { summary: 'Areas of a city', path: 'spec', payload: 'spec' },
    }),
  },
  orderType: {
    getList: defineCall({
      method: 'GET',
      path: '/basicdata/orderType/getList/:id',
      /** The install-type code. */
      params: Type.Object({ id: DictValueSchema }),
      response: PageEnvelope(OrderTypeSchema),
      doc: { summary: 'Order types of an install type (answers rows)', path: 'spec', payload: 'spec' },
    }),
    list: defineCall({
      method: 'GET',
      path: '/basicdata/orderType/list',
      query: paged({
        typeName: optionalText(50),
        installType: Type.Optional(DictValueSchema),
        status: Type.Optional(EnabledStatusSchema),
      }),
      response: PageEnvelope(OrderTypeSchema),
      doc: { summary: 'Order types screen: paged list', path: 'spec', payload: 'chosen' },
    }),
    save: defineCall({
      method: 'POST',
      path: '/basicdata/orderType/save',
      body: Type.Object(orderTypeFields),
      response: Envelope(IdSchema),
      doc: { summary: 'Add an order type; answers the new orderTypeId', path: 'spec', payload: 'chosen' },
    }),
    update: defineCall({
      method: 'POST',
      path: '/basicdata/orderType/update',
      body: Type.Object({ orderTypeId: IdSchema, ...orderTypeFields }),
      response: Done,
      doc: { summary: 'Edit an order type', path: 'spec', payload: 'chosen' },
    }),
    del: defineCall({
      method: 'POST',
      path: '/basicdata/orderType/del',
      body: Type.Object({ orderTypeId: IdSchema }),
      response: Done,
      doc: { summary: 'Delete an order type', path: 'spec', payload: 'chosen' },
    }),
    tree: defineCall({
      method: 'GET',
      path: '/basicdata/orderType/tree',
      query: Type.Object({ enterpriseId: optionalId() }),
      response: Envelope(Type.Array(TreeOptionSchema)),
      doc: {
        summary: 'Install type → order types tree (of an enterprise when given)',
        path: 'spec',
        payload: 'spec',
      },
    }),
  },
  basicPrice: {
    list: defineCall({
      method: 'GET',
      path: '/basicdata/basicPrice/list',
      query: paged({ installType: Type.Optional(DictValueSchema), orderTypeId: optionalId() }),
      response: PageEnvelope(BasicPriceSchema),
      doc: { summary: 'Platform base prices of the order types', path: 'spec', payload: 'chosen' },
    }),
  },
};
