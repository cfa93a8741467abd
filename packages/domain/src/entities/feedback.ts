import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { MasterRegionSchema, MasterStateSchema } from './master';

/** D50: a customer's rating is one to five whole stars. */
export const FEEDBACK_STARS = [1, 2, 3, 4, 5] as const;
export const FeedbackStarsSchema = Type.Integer({ minimum: 1, maximum: 5 });

/** D50: the longest comment of a rating. */
export const FEEDBACK_COMMENT_MAX = 500;

/** D50: a rating of this many stars or fewer needs a comment (what went wrong). */
export const FEEDBACK_LOW_STARS = 2;

/** D50: a score is the average of a master's newest this many ratings. */
export const MASTER_SCORE_WINDOW = 20;

/** D50: what one upheld complaint takes off a score (complaints within {@link COMPLAINT_WINDOW_DAYS}). */
export const COMPLAINT_DEDUCTION = 0.5;

/** D50: the upheld complaints of the last this many days count against a score. */
export const COMPLAINT_WINDOW_DAYS = 90;

/**
 * D50: a master's score from their newest ratings (stars, newest first; only the first
 * {@link MASTER_SCORE_WINDOW} count) and their upheld complaints: the average stars minus
 * {@link COMPLAINT_DEDUCTION} per complaint, kept within 0–5 and rounded to one decimal. No rating gives
 * no score (null), whatever the complaints.
 */
export function masterScoreOf(stars: readonly number[], upheldComplaints = 0): number | null {
  const window = stars.slice(0, MASTER_SCORE_WINDOW);
  if (window.length === 0) return null;
  const average = window.reduce((sum, value) => sum + value, 0) / window.length;
  const score = Math.min(5, Math.max(0, average - COMPLAINT_DEDUCTION * Math.max(0, upheldComplaints)));
  return Math.round(score * 10) / 10;
}

const ScoreSchema = Nullable(Type.Number({ minimum: 0, maximum: 5 }));

/**
 * D50: a customer's rating of a finished order (订单反馈), recorded by staff: one per order, on an order
 * the master completed (completed, verified or settled). `createTime` is when it was recorded.
 */
export const OrderFeedbackSchema = Type.Object(
  {
    feedbackId: IdSchema,
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    customerName: ShortTextSchema,
    masterId: IdSchema,
    masterName: ShortTextSchema,
    stars: FeedbackStarsSchema,
    comment: Type.String({ maxLength: FEEDBACK_COMMENT_MAX }),
    /** When the master completed the order. */
    finishTime: Nullable(DateTimeTextSchema),
    createTime: DateTimeTextSchema,
    createBy: ShortTextSchema,
  },
  { title: 'OrderFeedback' },
);
export type OrderFeedback = Static<typeof OrderFeedbackSchema>;

/** D50: a master's score (师傅评分) with what it rests on. */
export const MasterScoreSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
    state: MasterStateSchema,
    /** Null until rated. */
    score: ScoreSchema,
    /** Every rating the master has. */
    ratingCount: Type.Integer({ minimum: 0 }),
    /** Null without a rating. */
    lastRatingTime: Nullable(DateTimeTextSchema),
  },
  { title: 'MasterScore' },
);
export type MasterScore = Static<typeof MasterScoreSchema>;

/** D50: how a master's score is made: the ratings behind it (newest first), their average and the deduction. */
export const MasterScoreDetailSchema = Type.Object(
  {
    ...MasterScoreSchema.properties,
    /** How many of the newest ratings count ({@link MASTER_SCORE_WINDOW}). */
    window: Type.Integer({ minimum: 1 }),
    /** The average stars of the ratings behind the score, two decimals; null without a rating. */
    average: ScoreSchema,
    /** Upheld complaints of the last {@link COMPLAINT_WINDOW_DAYS} days (0 until complaints are recorded). */
    upheldComplaints: Type.Integer({ minimum: 0 }),
    /** What the complaints take off the average. */
    deduction: Type.Number({ minimum: 0 }),
    ratings: Type.Array(OrderFeedbackSchema, { maxItems: MASTER_SCORE_WINDOW }),
  },
  { title: 'MasterScoreDetail' },
);
export type MasterScoreDetail = Static<typeof MasterScoreDetailSchema>;

/** D50: a master as 师傅查询 shows them to a dispatcher (read only; no ID card). */
export const MasterQueryRowSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    skills: Type.Array(Type.String({ maxLength: 32 })),
    regions: Type.Array(MasterRegionSchema),
    state: MasterStateSchema,
    teamName: Nullable(ShortTextSchema),
    score: ScoreSchema,
    ratingCount: Type.Integer({ minimum: 0 }),
    /** Dispatched, accepted and in-service orders. */
    openOrders: Type.Integer({ minimum: 0 }),
  },
  { title: 'MasterQueryRow' },
);
export type MasterQueryRow = Static<typeof MasterQueryRowSchema>;
