import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/**
 * D54 (issue 17, its D16: "… labels …"): the colours a master label is shown in, antd's preset tag colours (their
 * text keeps the contrast the accessibility check asks for). A label stores the name of one.
 */
export const MASTER_LABEL_COLORS = [
  'gold',
  'green',
  'blue',
  'purple',
  'cyan',
  'orange',
  'red',
  'magenta',
] as const satisfies readonly string[];
export const MasterLabelColorSchema = Type.Union([
  Type.Literal('gold'),
  Type.Literal('green'),
  Type.Literal('blue'),
  Type.Literal('purple'),
  Type.Literal('cyan'),
  Type.Literal('orange'),
  Type.Literal('red'),
  Type.Literal('magenta'),
]);
export type MasterLabelColor = Static<typeof MasterLabelColorSchema>;

/** D54: `'0'` 正常 (offered for assignment), `'1'` 停用 (kept on the masters who carry it, offered to no one else). */
export const MasterLabelStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);
export type MasterLabelStatus = Static<typeof MasterLabelStatusSchema>;
export const MASTER_LABEL_STATUSES = ['0', '1'] as const satisfies readonly MasterLabelStatus[];

/** Longest label name and remark; the most labels one master carries. */
export const MASTER_LABEL_NAME_MAX = 20;
export const MASTER_LABEL_REMARK_MAX = 200;
export const MASTER_LABELS_PER_MASTER_MAX = 10;

/** D54: a label as a master carries it (师傅列表 shows these). */
export const MasterLabelTagSchema = Type.Object(
  {
    labelId: IdSchema,
    labelName: Type.String({ maxLength: MASTER_LABEL_NAME_MAX }),
    color: MasterLabelColorSchema,
    status: MasterLabelStatusSchema,
  },
  { title: 'MasterLabelTag' },
);
export type MasterLabelTag = Static<typeof MasterLabelTagSchema>;

/** D54: a label of the catalogue (师傅标签) with how many masters carry it. */
export const MasterLabelSchema = Type.Object(
  {
    ...MasterLabelTagSchema.properties,
    remark: Type.String({ maxLength: MASTER_LABEL_REMARK_MAX }),
    masterCount: Type.Integer({ minimum: 0 }),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
    updateBy: Nullable(ShortTextSchema),
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'MasterLabel' },
);
export type MasterLabel = Static<typeof MasterLabelSchema>;

/** D54: a master carrying a label, with who attached it and when. */
export const LabelledMasterSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
    assignBy: ShortTextSchema,
    assignTime: DateTimeTextSchema,
  },
  { title: 'LabelledMaster' },
);
export type LabelledMaster = Static<typeof LabelledMasterSchema>;
