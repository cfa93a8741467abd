import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { DayTextSchema } from './dashboard';
import { IdCardStateSchema, MasterStateSchema } from './master';
import { isCalendarDay } from './workflow';

/**
 * D54 (issue 17, its D16: "… contract …"): a master's service contract's state, derived on every read from what
 * is stored (never a stored state a clock would have to move): 已终止 once terminated; 已到期 after its last day;
 * 待签署 while no signed copy is recorded; 未生效 signed but starting later (a renewal); 生效 signed and running.
 */
export const MasterContractStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('upcoming'),
  Type.Literal('active'),
  Type.Literal('expired'),
  Type.Literal('terminated'),
]);
export type MasterContractState = Static<typeof MasterContractStateSchema>;
export const MASTER_CONTRACT_STATES = [
  'pending',
  'upcoming',
  'active',
  'expired',
  'terminated',
] as const satisfies readonly MasterContractState[];

/** A contract ending within this many days (and not renewed) is 即将到期. */
export const MASTER_CONTRACT_EXPIRING_DAYS = 30;
/** The longest contract period, in years. */
export const MASTER_CONTRACT_MAX_YEARS = 5;
/** A contract number typed by staff (blank: the server numbers it SC + day + 4 digits). */
export const MASTER_CONTRACT_NO_PATTERN = '^[A-Za-z0-9-]{4,32}$';
/** Longest remark and termination reason. */
export const MASTER_CONTRACT_TEXT_MAX = 200;
/** Extensions of a signed copy: a PDF or a picture. */
export const MASTER_CONTRACT_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The state of a contract on `today` (D54). */
export function masterContractStateOf(
  contract: { startDate: string; endDate: string; signed: boolean; terminated: boolean },
  today: string,
): MasterContractState {
  if (contract.terminated) return 'terminated';
  if (contract.endDate < today) return 'expired';
  if (!contract.signed) return 'pending';
  return contract.startDate > today ? 'upcoming' : 'active';
}

const dayMs = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / 86_400_000);
}

/** The day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * 86_400_000);
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return dayOf(Date.UTC(year + years, month - 1, Math.min(date, last)));
}

/** What is wrong with a contract period, checked alike by the console and the server (D54). */
export type ContractPeriodProblem =
  | 'startInvalid'
  | 'endInvalid'
  | 'endNotAfterStart'
  | 'tooLong'
  | 'endPassed';

/**
 * The first problem of a period from `start` to `end` (both real calendar days, the end after the start, at most
 * `MASTER_CONTRACT_MAX_YEARS` years, not already over on `today`), else null.
 */
export function contractPeriodProblem(
  start: string,
  end: string,
  today: string,
): ContractPeriodProblem | null {
  if (!isCalendarDay(start)) return 'startInvalid';
  if (!isCalendarDay(end)) return 'endInvalid';
  if (end <= start) return 'endNotAfterStart';
  if (end > addYears(start, MASTER_CONTRACT_MAX_YEARS)) return 'tooLong';
  if (end < today) return 'endPassed';
  return null;
}

/** Whether a stored file's name is a signed copy's (a PDF or a picture). */
export function isMasterContractFile(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (MASTER_CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** D54: a master's service contract (师傅合同). */
export const MasterContractSchema = Type.Object(
  {
    contractId: IdSchema,
    contractNo: Type.String({ maxLength: 32 }),
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
    /** The first and the last day of the contract (both included). */
    startDate: DayTextSchema,
    endDate: DayTextSchema,
    state: MasterContractStateSchema,
    /** Days from today to the last day, while the contract is not over (待签署, 未生效, 生效); else null. */
    daysLeft: Nullable(Type.Integer()),
    /** Ends within `MASTER_CONTRACT_EXPIRING_DAYS` days and no later contract of the master follows it. */
    expiring: Type.Boolean(),
    /** A later contract of the master (a renewal) follows this one. */
    renewed: Type.Boolean(),
    /** The day the signed copy was recorded; null while 待签署. */
    signDate: Nullable(DayTextSchema),
    /** The signed copy (a PDF or a picture) as uploaded: its name and stored path; null when none is stored. */
    fileName: Nullable(Type.String({ maxLength: 255 })),
    filePath: Nullable(Type.String({ maxLength: 255 })),
    /** The number of the contract this one renews. */
    renewedFromNo: Nullable(Type.String({ maxLength: 32 })),
    remark: Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX }),
    terminateReason: Nullable(Type.String({ maxLength: MASTER_CONTRACT_TEXT_MAX })),
    terminateBy: Nullable(ShortTextSchema),
    terminateTime: Nullable(DateTimeTextSchema),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'MasterContract' },
);
export type MasterContract = Static<typeof MasterContractSchema>;

/** Longest holder name and refusal reason of an ID card review. */
export const ID_CARD_HOLDER_MAX = 30;
export const ID_CARD_REASON_MAX = 200;

/** Whether a text is a holder's name as an ID card prints it: 2–30 Chinese characters or letters, with · or spaces. */
export function isIdCardHolderName(value: string): boolean {
  const name = value.trim();
  return /^[\u4e00-\u9fa5A-Za-z][\u4e00-\u9fa5A-Za-z·• ]{0,28}[\u4e00-\u9fa5A-Za-z]$/.test(name);
}

/**
 * D54: a master's ID card as 身份证审核 reviews it: the holder's name and number as submitted, the front and back
 * pictures, the review state (D38's column) with who decided and why. The number is masked and the pictures left
 * out unless the caller may submit or review ID cards (least data); `hasPictures` says whether both are stored.
 */
export const IdCardRecordSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
    masterState: MasterStateSchema,
    holderName: Nullable(Type.String({ maxLength: ID_CARD_HOLDER_MAX })),
    idCardNo: Type.String({ maxLength: 18 }),
    idCardMasked: Type.Boolean(),
    idCardState: IdCardStateSchema,
    hasPictures: Type.Boolean(),
    frontPath: Nullable(Type.String({ maxLength: 255 })),
    backPath: Nullable(Type.String({ maxLength: 255 })),
    submitBy: Nullable(ShortTextSchema),
    submitTime: Nullable(DateTimeTextSchema),
    reviewBy: Nullable(ShortTextSchema),
    reviewTime: Nullable(DateTimeTextSchema),
    refuseReason: Nullable(Type.String({ maxLength: ID_CARD_REASON_MAX })),
  },
  { title: 'IdCardRecord' },
);
export type IdCardRecord = Static<typeof IdCardRecordSchema>;
