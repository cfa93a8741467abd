import { type Static, Type } from 'typebox';
import { DictValueSchema, IdSchema, RemarkTextSchema, ShortTextSchema } from './common';

/** Status of a system row: '0' normal, '1' disabled (RuoYi convention). */
export const EnabledStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** A dictionary entry (spec 000 §3 Dictionary entries; RuoYi `sys_dict_data`). */
export const DictDataSchema = Type.Object(
  {
    dictCode: IdSchema,
    dictSort: Type.Integer({ minimum: 0 }),
    dictLabel: Type.String({ minLength: 1, maxLength: 100 }),
    dictValue: DictValueSchema,
    dictType: Type.String({ minLength: 1, maxLength: 100 }),
    status: EnabledStatusSchema,
    remark: RemarkTextSchema,
  },
  { title: 'DictData' },
);
export type DictData = Static<typeof DictDataSchema>;

/** A province (spec 000 §3 Region). */
export const ProvinceSchema = Type.Object(
  {
    provinceCode: Type.String({ minLength: 1, maxLength: 12 }),
    provinceName: ShortTextSchema,
  },
  { title: 'Province' },
);
export type Province = Static<typeof ProvinceSchema>;

/** A city of a province. */
export const CitySchema = Type.Object(
  {
    cityCode: Type.String({ minLength: 1, maxLength: 12 }),
    cityName: ShortTextSchema,
  },
  { title: 'City' },
);
export type City = Static<typeof CitySchema>;

/** An area (district) of a city. */
export const AreaSchema = Type.Object(
  {
    areaCode: Type.String({ minLength: 1, maxLength: 12 }),
    areaName: ShortTextSchema,
  },
  { title: 'Area' },
);
export type Area = Static<typeof AreaSchema>;

/** An order type of an install type (spec 000 §3 Order type). */
export const OrderTypeSchema = Type.Object(
  {
    orderTypeId: IdSchema,
    typeName: Type.String({ minLength: 1, maxLength: 50 }),
    /** Dictionary install_type. */
    installType: DictValueSchema,
    orderNum: Type.Integer({ minimum: 0 }),
    status: EnabledStatusSchema,
    remark: RemarkTextSchema,
  },
  { title: 'OrderType' },
);
export type OrderType = Static<typeof OrderTypeSchema>;
