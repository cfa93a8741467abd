import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, ShortTextSchema, ZeroOneSchema } from './common';

/** A sign-in of the current user (spec 000 §3 Login record). */
export const LoginRecordSchema = Type.Object(
  {
    loginTime: DateTimeTextSchema,
    ipaddr: Type.String({ maxLength: 128 }),
    loginLocation: Type.String({ maxLength: 255 }),
    deviceType: ShortTextSchema,
    browser: ShortTextSchema,
    os: ShortTextSchema,
  },
  { title: 'LoginRecord' },
);
export type LoginRecord = Static<typeof LoginRecordSchema>;

/** A duty technician (spec 000 §3). */
export const DutyTechnicianSchema = Type.Object(
  {
    technicalId: IdSchema,
    technicalName: ShortTextSchema,
    phonenumber: ShortTextSchema,
  },
  { title: 'DutyTechnician' },
);
export type DutyTechnician = Static<typeof DutyTechnicianSchema>;

/** A file of "my downloads" (spec 000 §3 Export record). */
export const ExportRecordSchema = Type.Object(
  {
    recordId: IdSchema,
    exportName: Type.String({ maxLength: 100 }),
    exportTime: DateTimeTextSchema,
    /** 0 table, 1 picture. */
    exportType: ZeroOneSchema,
    /** Stored path, for `/dfs/download`. */
    exportUrl: Type.String({ maxLength: 255 }),
  },
  { title: 'ExportRecord' },
);
export type ExportRecord = Static<typeof ExportRecordSchema>;

/** In post (WORK_ON) or off post (WORK_NE) (spec 000 §4.2). */
export const WorkStatusValueSchema = Type.Union([Type.Literal('WORK_ON'), Type.Literal('WORK_NE')]);

/** Auto-accept on (ASSIGN_ON) or off (ASSIGN_NE) (spec 000 §4.2). */
export const AssignStatusValueSchema = Type.Union([Type.Literal('ASSIGN_ON'), Type.Literal('ASSIGN_NE')]);

/** Work and assign status of the signed-in user (spec 000 §3 Work status). */
export const WorkStatusInfoSchema = Type.Object(
  {
    workStatus: WorkStatusValueSchema,
    assignStatus: AssignStatusValueSchema,
  },
  { title: 'WorkStatusInfo' },
);
export type WorkStatusInfo = Static<typeof WorkStatusInfoSchema>;

/** The exit summary dialog (spec 000 §3 Exit summary). */
export const ExitSummarySchema = Type.Object(
  {
    workStatus: WorkStatusValueSchema,
    /** Orders still open. */
    outstandOrderCount: Type.Integer({ minimum: 0 }),
    /** Orders processed today. */
    processedOrderCount: Type.Integer({ minimum: 0 }),
    /** Orders not yet assigned. */
    unProcessIdNum: Type.Integer({ minimum: 0 }),
  },
  { title: 'ExitSummary' },
);
export type ExitSummary = Static<typeof ExitSummarySchema>;
