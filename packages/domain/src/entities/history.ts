import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, ShortTextSchema, ZeroOneSchema } from './common';

/** A row of the enterprise history tab (spec 001 §3 History row). */
export const EnterpriseHistorySchema = Type.Object(
  {
    /** Serial number of the row. */
    no: Type.Integer({ minimum: 1 }),
    enterpriseName: Type.String({ maxLength: 100 }),
    module: ShortTextSchema,
    operateType: ShortTextSchema,
    /** Plain text when dataType is 0; a JSON list of {@link HistoryFieldChangeSchema} when it is 1. */
    operateContent: Type.String(),
    dataType: ZeroOneSchema,
    operateBy: ShortTextSchema,
    operateTime: DateTimeTextSchema,
  },
  { title: 'EnterpriseHistory' },
);
export type EnterpriseHistory = Static<typeof EnterpriseHistorySchema>;

/** One field change inside a history row's JSON content (dataType 1). */
export const HistoryFieldChangeSchema = Type.Object(
  {
    /** The changed field's name as written (zh-CN). */
    label: Type.String(),
    /** The shown old value: a dictionary's or list's label, never its code (names for users, 是 / 否 for switches). */
    oldValue: Type.String(),
    /** The shown new value, as oldValue. */
    newValue: Type.String(),
    /**
     * Optional: the key of the changed field (an enterprise form field such as
     * `enterpriseSettlementType`), so a reader can show the label in its user's language. Rows
     * written before it existed have none.
     */
    field: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { title: 'HistoryFieldChange' },
);
export type HistoryFieldChange = Static<typeof HistoryFieldChangeSchema>;
