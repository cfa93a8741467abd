import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, Nullable } from './common';

/**
 * D43: the server's scheduled jobs (定时任务): the 30-minute auto-cancel of unpaid online top-ups and
 * the clean-up of uploads nothing refers to. The names are fixed by the server; the console names
 * them in the user's language.
 */
export const JOB_NAMES = ['topupExpiry', 'orphanUploads', 'orderTimeout'] as const;
export const JobNameSchema = Type.Union([
  Type.Literal('topupExpiry'),
  Type.Literal('orphanUploads'),
  // D65: alerts on orders past their enterprise's timeouts.
  Type.Literal('orderTimeout'),
]);
export type JobName = Static<typeof JobNameSchema>;

/** `running`: scheduled; `paused`: skipped by the scheduler until resumed (kept across restarts). */
export const JobStateSchema = Type.Union([Type.Literal('running'), Type.Literal('paused')]);
export type JobState = Static<typeof JobStateSchema>;

/** One run of a job: when, how long, what came of it. */
export const JobRunSchema = Type.Object(
  {
    runId: Type.Integer({ minimum: 1 }),
    jobName: JobNameSchema,
    /** `schedule`: started by the scheduler; `manual`: 立即执行. */
    trigger: Type.Union([Type.Literal('schedule'), Type.Literal('manual')]),
    startedAt: DateTimeTextSchema,
    durationMs: Type.Integer({ minimum: 0 }),
    result: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
    /** What the run handled: top-ups cancelled, uploads removed. */
    affected: Type.Integer({ minimum: 0 }),
    /** The error's message of a failed run (as the server logged it). */
    error: Nullable(Type.String({ maxLength: 500 })),
  },
  { title: 'JobRun' },
);
export type JobRun = Static<typeof JobRunSchema>;

/** A scheduled job as 定时任务 lists it. */
export const ScheduledJobSchema = Type.Object(
  {
    jobName: JobNameSchema,
    /** Its schedule as a cron expression (minute hour day month weekday), China time. */
    cron: Type.String({ minLength: 1, maxLength: 50 }),
    state: JobStateSchema,
    /** A run is under way now (立即执行 is refused meanwhile). */
    executing: Type.Boolean(),
    lastRun: Nullable(JobRunSchema),
    /** The next scheduled start; null while paused. */
    nextRunAt: Nullable(DateTimeTextSchema),
  },
  { title: 'ScheduledJob' },
);
export type ScheduledJob = Static<typeof ScheduledJobSchema>;

/**
 * D43: the system parameters (参数设置) the server reads. Their names are fixed by the server; the
 * console names them in the user's language.
 */
export const PARAMETER_KEYS = [
  'finance.topupExpiryMinutes',
  'upload.quotaMegabytes',
  'auth.captchaEnabled',
  'order.moneyReviewYuan',
] as const;
export const ParameterKeySchema = Type.Union([
  Type.Literal('finance.topupExpiryMinutes'),
  Type.Literal('upload.quotaMegabytes'),
  Type.Literal('auth.captchaEnabled'),
  Type.Literal('order.moneyReviewYuan'),
]);
export type ParameterKey = Static<typeof ParameterKeySchema>;

export const ParameterTypeSchema = Type.Union([
  Type.Literal('number'),
  Type.Literal('boolean'),
  Type.Literal('text'),
]);
export type ParameterType = Static<typeof ParameterTypeSchema>;

/** A parameter's value: a whole number, a switch or a text, as its type says. */
export const ParameterValueSchema = Type.Union([
  Type.Integer(),
  Type.Boolean(),
  Type.String({ maxLength: 200 }),
]);
export type ParameterValue = Static<typeof ParameterValueSchema>;

/** One system parameter with its type, bounds, default and where its value comes from. */
export const SystemParameterSchema = Type.Object(
  {
    key: ParameterKeySchema,
    type: ParameterTypeSchema,
    value: ParameterValueSchema,
    defaultValue: ParameterValueSchema,
    /** Bounds of a number (inclusive); the longest text of a text. */
    min: Nullable(Type.Integer()),
    max: Nullable(Type.Integer()),
    /**
     * `table`: set on this screen; `default`: never set; `environment`: decided by the server's
     * environment (D14), which wins over the table — such a parameter is not editable here.
     */
    source: Type.Union([Type.Literal('table'), Type.Literal('default'), Type.Literal('environment')]),
    editable: Type.Boolean(),
    updatedBy: Nullable(Type.String({ maxLength: 64 })),
    updatedAt: Nullable(DateTimeTextSchema),
  },
  { title: 'SystemParameter' },
);
export type SystemParameter = Static<typeof SystemParameterSchema>;
