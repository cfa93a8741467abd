import {
  COMPLAINT_DEDUCTION,
  COMPLAINT_WINDOW_DAYS,
  MASTER_SCORE_WINDOW,
  type MasterScoreDetail,
  masterScoreOf,
  type OrderFeedback,
} from '@onsite/domain';
import type { Db } from '../db/database';
import { formatTime } from './time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** D50: the order states in which the master's work is done: a rating may be recorded. */
export const RATABLE_STATES = ['completed', 'verified', 'settled'] as const;

/** A rating row with its order, enterprise and master (the list, the export and a score's detail). */
export const FEEDBACK_SELECT = `SELECT f.feedback_id, f.order_id, o.order_no, o.enterprise_id, o.enterprise_name,
    o.customer_name, f.master_id, m.master_name, f.stars, f.comment, o.finish_time, f.create_time, f.create_by
  FROM order_feedback f JOIN work_order o ON o.order_id = f.order_id JOIN master m ON m.master_id = f.master_id`;

export interface FeedbackRow {
  feedback_id: number;
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  master_id: number;
  master_name: string;
  stars: number;
  comment: string;
  finish_time: string | null;
  create_time: string;
  create_by: string;
}

export const toFeedback = (row: FeedbackRow): OrderFeedback => ({
  feedbackId: row.feedback_id,
  orderId: row.order_id,
  orderNo: row.order_no,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  customerName: row.customer_name,
  masterId: row.master_id,
  masterName: row.master_name,
  stars: row.stars,
  comment: row.comment,
  finishTime: row.finish_time,
  createTime: row.create_time,
  createBy: row.create_by,
});

/** The master's ratings behind their score: the newest {@link MASTER_SCORE_WINDOW}, newest first. */
export function scoreRatings(db: Db, masterId: number): FeedbackRow[] {
  return db
    .prepare(
      `${FEEDBACK_SELECT} WHERE f.master_id = ? ORDER BY f.create_time DESC, f.feedback_id DESC LIMIT ?`,
    )
    .all(masterId, MASTER_SCORE_WINDOW) as FeedbackRow[];
}

/**
 * D50's hook for complaints, fed by D57 (投诉管理): the complaints against the master decided upheld (成立)
 * within the last COMPLAINT_WINDOW_DAYS days before `at` (by the time they were decided). The score takes
 * COMPLAINT_DEDUCTION off per complaint.
 */
export function upheldComplaints(db: Db, masterId: number, at: number = Date.now()): number {
  const since = formatTime(at - COMPLAINT_WINDOW_DAYS * DAY_MS);
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total FROM complaint
       WHERE master_id = ? AND state = 'upheld' AND handle_time >= ? AND handle_time <= ?`,
    )
    .get(masterId, since, formatTime(at)) as { total: number };
  return row.total;
}

/** How a master's score is made now (the detail of 师傅评分); the stored score equals `score`. */
export function scoreBreakdown(db: Db, masterId: number, at: number = Date.now()) {
  const ratings = scoreRatings(db, masterId);
  const complaints = upheldComplaints(db, masterId, at);
  const stars = ratings.map((row) => row.stars);
  const average =
    stars.length === 0
      ? null
      : Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 100) / 100;
  return {
    ratings,
    average,
    complaints,
    deduction: complaints * COMPLAINT_DEDUCTION,
    score: masterScoreOf(stars, complaints),
  };
}

/**
 * D50: recomputes a master's score from their newest ratings and upheld complaints (as of `at`, the
 * server's clock) and stores it (master.score, which the lists, the dispatch candidates and their order
 * read). Call it inside the transaction that changes a rating or decides a complaint (D57).
 */
export function recomputeMasterScore(db: Db, masterId: number, at: number = Date.now()): number | null {
  const { score } = scoreBreakdown(db, masterId, at);
  db.prepare('UPDATE master SET score = ? WHERE master_id = ?').run(score, masterId);
  return score;
}

/** The number of ratings of each master, as a subquery on `m`. */
export const RATING_COUNT_SQL = '(SELECT COUNT(*) FROM order_feedback f WHERE f.master_id = m.master_id)';

export type ScoreDetailParts = Pick<
  MasterScoreDetail,
  'window' | 'average' | 'upheldComplaints' | 'deduction' | 'ratings'
>;

/** The detail's parts of a breakdown. */
export function detailParts(breakdown: ReturnType<typeof scoreBreakdown>): ScoreDetailParts {
  return {
    window: MASTER_SCORE_WINDOW,
    average: breakdown.average,
    upheldComplaints: breakdown.complaints,
    deduction: breakdown.deduction,
    ratings: breakdown.ratings.map(toFeedback),
  };
}
