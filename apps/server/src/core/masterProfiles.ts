import {
  type DispatchCandidate,
  type IdCardState,
  type MasterProfile,
  type MasterRegion,
  type MasterState,
  maskIdCard,
} from '@onsite/domain';
import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { leaveOn } from './approvalModel';
import { labelsOf } from './masterLabels';

/** D38: the order states a master is still working on (their open orders). */
export const OPEN_ORDER_STATES = "('dispatched', 'accepted', 'inService')";

export interface ProfileRow {
  master_id: number;
  master_name: string;
  phonenumber: string;
  id_card_no: string;
  id_card_state: IdCardState;
  state: MasterState;
  team_id: number | null;
  team_name: string | null;
  team_head: number;
  score: number | null;
  open_orders: number;
  blacklist_reason: string | null;
  blacklist_time: string | null;
  blacklist_by: string | null;
  create_time: string;
}

/** A master's profile row: the team from master_team, whether they head it, their open orders. */
export const PROFILE_SELECT = `SELECT m.master_id, m.master_name, m.phonenumber, m.id_card_no, m.id_card_state, m.state,
  m.team_id, t.team_name, CASE WHEN t.head_master_id = m.master_id THEN 1 ELSE 0 END AS team_head, m.score,
  (SELECT COUNT(*) FROM work_order w WHERE w.master_id = m.master_id AND w.order_status IN ${OPEN_ORDER_STATES}) AS open_orders,
  m.blacklist_reason, m.blacklist_time, m.blacklist_by, m.create_time
  FROM master m LEFT JOIN master_team t ON t.team_id = m.team_id`;

/** The skills and regions (with their names) of the given masters. */
function detailsOf(db: Db, ids: readonly number[]) {
  const skills = new Map<number, string[]>();
  if (ids.length === 0) return { skills, regions: new Map<number, MasterRegion[]>() };
  const list = ids.join(',');
  for (const row of db
    .prepare(
      `SELECT master_id, install_type FROM master_skill WHERE master_id IN (${list}) ORDER BY install_type`,
    )
    .all() as { master_id: number; install_type: string }[]) {
    skills.set(row.master_id, [...(skills.get(row.master_id) ?? []), row.install_type]);
  }
  return { skills, regions: regionsOf(db, ids) };
}

/** The regions (with their names) the given masters serve (D38; D52's 队长列表 reads them too). */
export function regionsOf(db: Db, ids: readonly number[]): Map<number, MasterRegion[]> {
  const regions = new Map<number, MasterRegion[]>();
  if (ids.length === 0) return regions;
  const list = ids.join(',');
  for (const row of db
    .prepare(
      `SELECT r.master_id, r.province_code, r.city_code, r.area_code, p.province_name, c.city_name, a.area_name
       FROM master_region r LEFT JOIN bd_province p ON p.province_code = r.province_code
       LEFT JOIN bd_city c ON c.city_code = r.city_code LEFT JOIN bd_area a ON a.area_code = r.area_code
       WHERE r.master_id IN (${list}) ORDER BY r.province_code, IFNULL(r.city_code, ''), IFNULL(r.area_code, '')`,
    )
    .all() as {
    master_id: number;
    province_code: string;
    city_code: string | null;
    area_code: string | null;
    province_name: string | null;
    city_name: string | null;
    area_name: string | null;
  }[]) {
    const region: MasterRegion = {
      provinceCode: row.province_code,
      cityCode: row.city_code,
      areaCode: row.area_code,
      regionName: [row.province_name ?? row.province_code, row.city_name, row.area_name]
        .filter((part) => part !== null)
        .join(' '),
    };
    regions.set(row.master_id, [...(regions.get(row.master_id) ?? []), region]);
  }
  return regions;
}

/**
 * Profiles as a caller may read them (D38): the full ID card number only when `reveal` (the master edit
 * code), else masked.
 */
export function toProfiles(db: Db, rows: readonly ProfileRow[], reveal: boolean): MasterProfile[] {
  const { skills, regions } = detailsOf(
    db,
    rows.map((row) => row.master_id),
  );
  // D54: the labels each carries.
  const labels = labelsOf(
    db,
    rows.map((row) => row.master_id),
  );
  return rows.map((row) => ({
    masterId: row.master_id,
    masterName: row.master_name,
    phonenumber: row.phonenumber,
    idCardNo: reveal ? row.id_card_no : maskIdCard(row.id_card_no),
    idCardMasked: !reveal,
    idCardState: row.id_card_state,
    skills: skills.get(row.master_id) ?? [],
    regions: regions.get(row.master_id) ?? [],
    state: row.state,
    teamId: row.team_id,
    teamName: row.team_name,
    teamHead: row.team_head === 1,
    score: row.score,
    openOrders: row.open_orders,
    blacklistReason: row.blacklist_reason,
    blacklistTime: row.blacklist_time,
    blacklistBy: row.blacklist_by,
    createTime: row.create_time,
    labels: labels.get(row.master_id) ?? [],
  }));
}

/** One master's profile row, else a refusal. */
export function profileRowOf(db: Db, masterId: number): ProfileRow {
  const row = db.prepare(`${PROFILE_SELECT} WHERE m.master_id = ?`).get(masterId) as ProfileRow | undefined;
  if (!row) throw businessError(`师傅 ${masterId} 不存在`);
  return row;
}

/** The SQL condition (on `m`) that a master serves an order's area in its install type (D38). */
const ELIGIBLE = `EXISTS (SELECT 1 FROM master_skill s WHERE s.master_id = m.master_id AND s.install_type = ?)
  AND EXISTS (SELECT 1 FROM master_region r WHERE r.master_id = m.master_id AND r.province_code = ?
    AND (r.city_code IS NULL OR r.city_code = ?) AND (r.area_code IS NULL OR r.area_code = ?))`;

export interface OrderPlace {
  install_type: string;
  province_code: string;
  city_code: string;
  area_code: string;
}

const placeParams = (order: OrderPlace) => [
  order.install_type,
  order.province_code,
  order.city_code,
  order.area_code,
];

/** D51: the SQL condition (on `m`) that a master has no approved leave covering the day (given twice). */
const NOT_ON_LEAVE = `NOT EXISTS (SELECT 1 FROM master_leave l WHERE l.master_id = m.master_id AND l.state = 'approved'
  AND l.start_date <= ? AND l.end_date >= ?)`;

/**
 * D38: the masters an order may be dispatched to: enabled, active (not blacklisted, not off post), skilled
 * in its install type and serving its area; the least busy first, then the best scored. D51: not on
 * approved leave on `day` (`YYYY-MM-DD`, the day of the dispatch). D60: with an approved ID card only.
 */
export function dispatchCandidates(db: Db, order: OrderPlace, day: string): DispatchCandidate[] {
  const rows = db
    .prepare(
      `SELECT m.master_id, m.master_name, m.phonenumber, t.team_name, m.score,
         (SELECT COUNT(*) FROM work_order w WHERE w.master_id = m.master_id AND w.order_status IN ${OPEN_ORDER_STATES}) AS open_orders,
         (SELECT COUNT(*) FROM order_feedback f WHERE f.master_id = m.master_id) AS rating_count
       FROM master m LEFT JOIN master_team t ON t.team_id = m.team_id
       WHERE m.status = '0' AND m.state = 'active' AND m.id_card_state = 'approved' AND ${ELIGIBLE} AND ${NOT_ON_LEAVE}
       ORDER BY open_orders, m.score IS NULL, m.score DESC, m.master_id`,
    )
    .all(...placeParams(order), day, day) as {
    master_id: number;
    master_name: string;
    phonenumber: string;
    team_name: string | null;
    score: number | null;
    open_orders: number;
    rating_count: number;
  }[];
  return rows.map((row) => ({
    masterId: row.master_id,
    masterName: row.master_name,
    phonenumber: row.phonenumber,
    teamName: row.team_name,
    openOrders: row.open_orders,
    score: row.score,
    ratingCount: row.rating_count,
  }));
}

/**
 * D38: refuses a dispatch to a master who may not take the order (blacklisted, off post, not skilled in
 * its install type or not serving its area), changing nothing; answers the master's name. D51: nor one
 * on approved leave on `day` (the day of the dispatch). D60: nor one whose ID card is not approved (pending,
 * refused or never submitted).
 */
export function assertDispatchable(db: Db, masterId: number, order: OrderPlace, day: string): string {
  const master = db
    .prepare("SELECT master_name, state, id_card_state FROM master WHERE master_id = ? AND status = '0'")
    .get(masterId) as { master_name: string; state: MasterState; id_card_state: IdCardState } | undefined;
  if (!master) throw businessError(`师傅 ${masterId} 不存在或已停用`);
  if (master.state === 'blacklisted') throw businessError(`${master.master_name}已被拉黑，不能派单`);
  if (master.state === 'off') throw businessError(`${master.master_name}已离岗，不能派单`);
  if (master.id_card_state !== 'approved')
    throw businessError(`${master.master_name}的身份证尚未审核通过，不能派单`);
  const leave = leaveOn(db, masterId, day);
  if (leave)
    throw businessError(`${master.master_name}在 ${leave.start_date} 至 ${leave.end_date} 请假，不能派单`);
  const fits = db
    .prepare(`SELECT 1 FROM master m WHERE m.master_id = ? AND ${ELIGIBLE}`)
    .get(masterId, ...placeParams(order));
  if (!fits)
    throw businessError(`${master.master_name}不具备该订单的安装类型技能，或服务区域不含订单地区，不能派单`);
  return master.master_name;
}

/** D38: a blacklisted master accepts no new order (the accept step of the lifecycle). */
export function refuseBlacklisted(db: Db, masterId: number): void {
  const row = db.prepare('SELECT state FROM master WHERE master_id = ?').get(masterId) as
    | { state: MasterState }
    | undefined;
  if (row?.state === 'blacklisted') throw businessError('您已被列入师傅黑名单，不能接新订单，请联系平台');
}
