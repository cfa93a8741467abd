import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, Nullable } from './common';

/**
 * 文件存储 (issue 18 `fileStorage`): a stored file (`dfs_file`) as the administrator sees it. Least data: the
 * name it was uploaded with, its type, size, owner and time, and what refers to it; never its storage path.
 */
export const FILE_REFERENCE_KINDS = [
  'contract',
  'demandPicture',
  'orderPhoto',
  'serialDiagram',
  'bankSlip',
  // D54: a master contract's signed copy, a master's ID card pictures.
  'masterContract',
  'idCardPicture',
  // D66: a picture of an enterprise's 图片管理.
  'enterpriseImage',
] as const;
export const FileReferenceKindSchema = Type.Union([
  Type.Literal('contract'),
  Type.Literal('demandPicture'),
  Type.Literal('orderPhoto'),
  Type.Literal('serialDiagram'),
  Type.Literal('bankSlip'),
  Type.Literal('masterContract'),
  Type.Literal('idCardPicture'),
  Type.Literal('enterpriseImage'),
]);
export type FileReferenceKind = Static<typeof FileReferenceKindSchema>;

/** `enterprise`: an upload of `/dfs/upload` (pictures, diagrams, photos); `contract`: a contract file. */
export const StoredFileKindSchema = Type.Union([Type.Literal('enterprise'), Type.Literal('contract')]);
export type StoredFileKind = Static<typeof StoredFileKindSchema>;

export const StoredFileSchema = Type.Object(
  {
    fileId: Type.Integer({ minimum: 1 }),
    originalName: Type.String({ maxLength: 255 }),
    mimeType: Type.String({ maxLength: 100 }),
    size: Type.Integer({ minimum: 0 }),
    kind: StoredFileKindSchema,
    enterpriseName: Nullable(Type.String({ maxLength: 100 })),
    /** The login name of the user who uploaded it. */
    uploadedBy: Nullable(Type.String({ maxLength: 50 })),
    createTime: DateTimeTextSchema,
    /** Where it is referenced, each kind once; empty: nothing refers to it and it may be deleted. */
    references: Type.Array(FileReferenceKindSchema),
  },
  { additionalProperties: false },
);
export type StoredFile = Static<typeof StoredFileSchema>;
