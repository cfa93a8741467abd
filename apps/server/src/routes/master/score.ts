import { contract } from '@onsite/api-client';
import type { MasterQueryRow, MasterScore, MasterState } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { PROFILE_SELECT, type ProfileRow, profileRowOf, toProfiles } from '../../core/masterProfiles';
import { detailParts, RATING_COUNT_SQL, scoreBreakdown } from '../../core/masterScore';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface ScoreRange {
  minScore?: number;
  maxScore?: number;
}

/** A score range on `m.score`; either bound leaves the unrated out. A minimum above the maximum is refused. */
function addScoreRange(where: Where, { minScore, maxScore }: ScoreRange): Where {
  if (minScore !== undefined && maxScore !== undefined && minScore > maxScore)
    throw badRequest('最低评分不能高于最高评分');
  // Scores are stored to one decimal; the bounds are compared as the console shows them.
  if (minScore !== undefined) where.add('m.score >= ?', minScore);
  if (maxScore !== undefined) where.add('m.score <= ?', maxScore);
  return where;
}

interface ScoreRow {
  master_id: number;
  master_name: string;
  phonenumber: string;
  team_name: string | null;
  state: MasterState;
  score: number | null;
  rating_count: number;
  last_rating_time: string | null;
}

const SCORE_SELECT = `SELECT m.master_id, m.master_name, m.phonenumber, t.team_name, m.state, m.score,
    ${RATING_COUNT_SQL} AS rating_count,
    (SELECT MAX(f.create_time) FROM order_feedback f WHERE f.master_id = m.master_id) AS last_rating_time
  FROM master m LEFT JOIN master_team t ON t.team_id = m.team_id`;

const toScore = (row: ScoreRow): MasterScore => ({
  masterId: row.master_id,
  masterName: row.master_name,
  phonenumber: row.phonenumber,
  teamName: row.team_name,
  state: row.state,
  score: row.score,
  ratingCount: row.rating_count,
  lastRatingTime: row.last_rating_time,
});

/**
 * D50: 师傅评分 and 师傅查询 on the server. The score list reads each master's stored score (recomputed with
 * every rating, core/masterScore.ts) with their number of ratings, the best first and the unrated last; the
 * detail recomputes the breakdown (the ratings behind the score, their average, the complaints' deduction).
 * 师傅查询 searches masters for dispatchers, read only, with their open orders and score and no ID card.
 * Staff only.
 */
export function scoreRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { score, query: search } = contract.master;
  return [
    route(score.list, button(CODES.masterScoreList), ({ query }, { user }) => {
      staffOnly(user);
      const where = addScoreRange(
        new Where()
          .contains('m.master_name', query.masterName)
          .startsWith('m.phonenumber', query.phonenumber)
          .equals('m.state', query.state),
        query,
      );
      const { limit, offset, pageNum } = pageOf(query);
      const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
      // The unrated stay last whichever way the scores are sorted.
      const order =
        query.sortField === 'ratingCount' || query.sortField === 'masterName'
          ? orderByOf(
              query,
              { ratingCount: 'rating_count', masterName: 'm.master_name' },
              'm.score',
              'm.master_id',
            )
          : `ORDER BY m.score IS NULL, m.score ${direction}, rating_count DESC, m.master_id`;
      const rows = db
        .prepare(`${SCORE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ScoreRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master m ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toScore), total, pageNum };
    }),

    route(score.detail, button(CODES.masterScoreList), ({ query }, { user }) => {
      staffOnly(user);
      const master = profileRowOf(db, query.masterId);
      const row = db.prepare(`${SCORE_SELECT} WHERE m.master_id = ?`).get(master.master_id) as ScoreRow;
      return { data: { ...toScore(row), ...detailParts(scoreBreakdown(db, master.master_id, now())) } };
    }),

    route(search.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = addScoreRange(
        new Where()
          .contains('m.master_name', query.masterName)
          .startsWith('m.phonenumber', query.phonenumber)
          .equals('m.state', query.state),
        query,
      );
      if (query.skill)
        where.add(
          'EXISTS (SELECT 1 FROM master_skill s WHERE s.master_id = m.master_id AND s.install_type = ?)',
          query.skill,
        );
      if (query.provinceCode) {
        // The masters serving the chosen region: a region of theirs covers it (or lies inside it), as 师傅列表.
        where.add(
          `EXISTS (SELECT 1 FROM master_region r WHERE r.master_id = m.master_id AND r.province_code = ?
             AND (? = '' OR r.city_code IS NULL OR r.city_code = ?) AND (? = '' OR r.area_code IS NULL OR r.area_code = ?))`,
          query.provinceCode,
          query.cityCode ?? '',
          query.cityCode ?? '',
          query.areaCode ?? '',
          query.areaCode ?? '',
        );
      }
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { masterName: 'm.master_name', score: 'm.score', openOrders: 'open_orders' },
        'm.master_id',
        'm.master_id',
      );
      const rows = db
        .prepare(`${PROFILE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ProfileRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master m ${where.toSql()}`)
        .get(...where.params) as { total: number };
      const counts = new Map(
        (
          db
            .prepare(
              `SELECT master_id, COUNT(*) AS n FROM order_feedback WHERE master_id IN (${rows.map((row) => row.master_id).join(',') || 0}) GROUP BY master_id`,
            )
            .all() as { master_id: number; n: number }[]
        ).map((row) => [row.master_id, row.n]),
      );
      // The profile without its ID card: a dispatcher choosing a master needs none.
      const result: MasterQueryRow[] = toProfiles(db, rows, false).map((profile) => ({
        masterId: profile.masterId,
        masterName: profile.masterName,
        phonenumber: profile.phonenumber,
        skills: profile.skills,
        regions: profile.regions,
        state: profile.state,
        teamName: profile.teamName,
        score: profile.score,
        ratingCount: counts.get(profile.masterId) ?? 0,
        openOrders: profile.openOrders,
      }));
      return { rows: result, total, pageNum };
    }),
  ];
}
