import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/**
 * D66: 图片管理 (`images`): an enterprise's pictures, each a file of the file storage (D47, `dfs_file`) with a
 * label and a title. Staff see every enterprise's, an enterprise user only their own.
 */

/**
 * The label of a picture: 门头照 (the shop front), 产品图 (a product), 安装示例 (an installation example for
 * masters), 其他 (anything else).
 */
export const IMAGE_LABELS = ['storefront', 'product', 'installExample', 'other'] as const;
export const ImageLabelSchema = Type.Union([
  Type.Literal('storefront'),
  Type.Literal('product'),
  Type.Literal('installExample'),
  Type.Literal('other'),
]);
export type ImageLabel = Static<typeof ImageLabelSchema>;

/** Longest title of a picture. */
export const IMAGE_TITLE_MAX = 50;
/** The file types a picture may have (the upload's content check proves the type). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** True for a stored path or file name with one of the picture types. */
export function isImageFile(name: string): boolean {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

export const EnterpriseImageSchema = Type.Object(
  {
    imageId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    label: ImageLabelSchema,
    title: Type.String({ maxLength: IMAGE_TITLE_MAX }),
    /** The stored path (`uploads/…`): the console shows it through the authenticated download. */
    path: Type.String({ maxLength: 255 }),
    /** The name the file was uploaded with. */
    originalName: Type.String({ maxLength: 255 }),
    size: Type.Integer({ minimum: 0 }),
    createBy: Type.String({ maxLength: 64 }),
    createTime: DateTimeTextSchema,
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseImage' },
);
export type EnterpriseImage = Static<typeof EnterpriseImageSchema>;
