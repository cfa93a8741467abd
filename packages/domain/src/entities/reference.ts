import { type Static, Type } from 'typebox';
import { DictValueSchema, IdSchema, RemarkTextSchema, ShortTextSchema } from './common';

/** Status of a system row: '0' normal, '1' disabled (RuoYi convention). */
export const EnabledStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** A dictionary label in one language: at most 100 characters; '' means none (D31). */
export const DictLabelTranslationSchema = Type.String({ maxLength: 100 });

/**
 * A dictionary entry's label in the three languages other than zh-CN (D31); zh-CN is `dictLabel`
 * itself. An empty one means no translation: that language reads the zh-CN label.
 */
export const DictLabelTranslationsSchema = Type.Object(
  {
    'zh-TW': DictLabelTranslationSchema,
    'en-US': DictLabelTranslationSchema,
    'pt-BR': DictLabelTranslationSchema,
  },
  { title: 'DictLabelTranslations' },
);
export type DictLabelTranslations = Static<typeof DictLabelTranslationsSchema>;

/** A dictionary entry (spec 000 §3 Dictionary entries; RuoYi `sys_dict_data`). */
export const DictDataSchema = Type.Object(
  {
    dictCode: IdSchema,
    dictSort: Type.Integer({ minimum: 0 }),
    /**
     * The label in the caller's language (D31: `Accept-Language`, zh-CN when it names none of the
     * four; a missing translation reads zh-CN). The dictionary screen's list answers the stored
     * zh-CN label here, with `translations` beside it.
     */
    dictLabel: Type.String({ minLength: 1, maxLength: 100 }),
    dictValue: DictValueSchema,
    dictType: Type.String({ minLength: 1, maxLength: 100 }),
    status: EnabledStatusSchema,
    remark: RemarkTextSchema,
    /** The label's translations: only in the dictionary screen's list (`/system/dict/data/list`). */
    translations: Type.Optional(DictLabelTranslationsSchema),
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
