import { type Static, Type } from 'typebox';
import {
  DictValueSchema,
  IdSchema,
  PercentSchema,
  RemarkTextSchema,
  ShortTextSchema,
  ZeroOneSchema,
} from './common';

/** A guarantee row of an install type's settings (spec 001 §3 Setting per install type, data). */
export const GuaranteeRowSchema = Type.Object(
  {
    /** Absent on a row not saved yet. */
    guaranteeId: Type.Optional(IdSchema),
    orderType: IdSchema,
    /** Shelf life in days. */
    guaranteeTime: Type.Integer({ minimum: 0, maximum: 3650 }),
    relationOrderType: Type.Array(IdSchema, { maxItems: 50 }),
    remark: RemarkTextSchema,
  },
  { title: 'GuaranteeRow' },
);
export type GuaranteeRow = Static<typeof GuaranteeRowSchema>;

/**
 * Barcode example pictures: at most 3 stored paths joined by commas (spec 001 §5); empty when the
 * barcode switch is off.
 */
export const SerialDiagramSchema = Type.String({ maxLength: 800, pattern: '^([^,]+(,[^,]+){0,2})?$' });

/** The settings of one install type (spec 001 §3 Setting per install type). */
export const InstallTypeSettingSchema = Type.Object(
  {
    installType: DictValueSchema,
    installTypeName: ShortTextSchema,
    smsNoticeFlag: ZeroOneSchema,
    serialNoFlag: ZeroOneSchema,
    urgentRatio: PercentSchema,
    serialDiagram: SerialDiagramSchema,
    data: Type.Array(GuaranteeRowSchema, { maxItems: 100 }),
  },
  { title: 'InstallTypeSetting' },
);
export type InstallTypeSetting = Static<typeof InstallTypeSettingSchema>;
