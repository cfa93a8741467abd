import { type Static, Type } from 'typebox';
import {
  DateTimeTextSchema,
  IdSchema,
  Nullable,
  RemarkTextSchema,
  ShortTextSchema,
  TreeOptionSchema,
  ZeroOneSchema,
} from './common';

/** A product brand (`/enterprise/brand/selectBrand`). */
export const BrandSchema = Type.Object(
  {
    brandId: IdSchema,
    brandName: ShortTextSchema,
  },
  { title: 'Brand' },
);
export type Brand = Static<typeof BrandSchema>;

/** A product model (lock model, device model) that enterprises are related to. */
export const ProductModelSchema = Type.Object(
  {
    modelId: IdSchema,
    modelName: Type.String({ minLength: 1, maxLength: 50 }),
    modelCode: Type.String({ maxLength: 50 }),
    brandId: IdSchema,
    brandName: ShortTextSchema,
    /** 1 = disabled. */
    forbiddenStatus: ZeroOneSchema,
    remark: RemarkTextSchema,
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'ProductModel' },
);
export type ProductModel = Static<typeof ProductModelSchema>;

/** The brand → model tree and the models an enterprise already has (model configuration). */
export const EnterpriseModelTreeSchema = Type.Object(
  {
    tree: Type.Array(TreeOptionSchema),
    checkedKeys: Type.Array(IdSchema),
  },
  { title: 'EnterpriseModelTree' },
);
export type EnterpriseModelTree = Static<typeof EnterpriseModelTreeSchema>;
