import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema, ZeroOneSchema } from './common';

/** The five requirement tabs of the settings tab (spec 001 §3 Demand). */
export const DemandTypeSchema = Type.Union([
  Type.Literal('create_order_demand'),
  Type.Literal('dispatch_order_demand'),
  Type.Literal('price_demand'),
  Type.Literal('master_demand'),
  Type.Literal('writeoff_demand'),
]);

/** A requirement text of an enterprise (spec 001 §3 Demand). */
export const DemandSchema = Type.Object(
  {
    demandId: IdSchema,
    enterpriseId: IdSchema,
    demandType: DemandTypeSchema,
    demandContent: Type.String({ minLength: 1, maxLength: 500 }),
    /** 0 = enabled. */
    disabledFlag: ZeroOneSchema,
    updateTime: Nullable(DateTimeTextSchema),
    updateBy: Nullable(ShortTextSchema),
  },
  { title: 'Demand' },
);
export type Demand = Static<typeof DemandSchema>;

/** The demands of an enterprise keyed by demand type (`/enterprise/demand/list`). */
export const DemandListSchema = Type.Object(
  {
    create_order_demand: Type.Array(DemandSchema),
    dispatch_order_demand: Type.Array(DemandSchema),
    price_demand: Type.Array(DemandSchema),
    master_demand: Type.Array(DemandSchema),
    writeoff_demand: Type.Array(DemandSchema),
  },
  { title: 'DemandList' },
);
export type DemandList = Static<typeof DemandListSchema>;

/** How a demand relates to models or order types: 1 link (关联), 2 exclude (排除). */
export const DemandRelationTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** The model and order-type relations of a demand (spec 000 §3 Demand record). */
export const DemandRecordSchema = Type.Object(
  {
    demandId: IdSchema,
    enterpriseId: IdSchema,
    relaType: DemandRelationTypeSchema,
    relaModelIds: Type.Array(IdSchema, { maxItems: 500 }),
    relaOrderTypes: Type.Array(IdSchema, { maxItems: 500 }),
  },
  { title: 'DemandRecord' },
);
export type DemandRecord = Static<typeof DemandRecordSchema>;

/** An example picture of a requirement tab (spec 001 §3 Demand picture). */
export const DemandPictureSchema = Type.Object(
  {
    picId: IdSchema,
    enterpriseId: IdSchema,
    picType: DemandTypeSchema,
    picPath: Type.String({ maxLength: 255 }),
  },
  { title: 'DemandPicture' },
);
export type DemandPicture = Static<typeof DemandPictureSchema>;
