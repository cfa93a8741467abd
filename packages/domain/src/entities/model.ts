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

/** Longest brand name (the brand screen's form and `/enterprise/brand/add`, D40). */
export const BRAND_NAME_MAX = 50;

/** A brand as the brand screen lists it (`/enterprise/brand/list`, D40). */
export const BrandRowSchema = Type.Object(
  {
    brandId: IdSchema,
    brandName: ShortTextSchema,
    /** 1 = disabled: not offered for new models nor in the enterprise model tree. */
    forbiddenStatus: ZeroOneSchema,
    remark: RemarkTextSchema,
    createTime: Nullable(DateTimeTextSchema),
    /** Models of the brand; a brand with models cannot be deleted. */
    modelCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'BrandRow' },
);
export type BrandRow = Static<typeof BrandRowSchema>;

/** Most data rows one model import reads (`/enterprise/model/importModel`, D40). */
export const MODEL_IMPORT_MAX_ROWS = 1000;

/**
 * What a model import did (D40): all or nothing. With a bad row nothing is imported and
 * `errorFile` names the workbook of every row with its reason (`downloadErrorModel`).
 */
export const ModelImportResultSchema = Type.Object(
  {
    /** Models added (0 when any row is bad). */
    importedCount: Type.Integer({ minimum: 0 }),
    /** Rows refused. */
    errorCount: Type.Integer({ minimum: 0 }),
    /** The error workbook (`exports/…xlsx`), or null when every row was good. */
    errorFile: Nullable(Type.String({ maxLength: 255 })),
  },
  { title: 'ModelImportResult' },
);
export type ModelImportResult = Static<typeof ModelImportResultSchema>;
