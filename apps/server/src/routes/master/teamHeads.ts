import { contract } from '@onsite/api-client';
import type { MasterState, TeamHead } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { OPEN_ORDER_STATES, regionsOf } from '../../core/masterProfiles';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface HeadRow {
  team_id: number;
  team_name: string;
  head_master_id: number;
  head_name: string;
  phonenumber: string;
  state: MasterState;
  member_count: number;
  open_orders: number;
  create_time: string;
}

/** The heads of active teams: the team's members and open orders (of every member). */
const HEAD_FROM = `FROM master_team t JOIN master h ON h.master_id = t.head_master_id`;
const HEAD_SELECT = `SELECT t.team_id, t.team_name, t.head_master_id, h.master_name AS head_name, h.phonenumber, h.state,
  (SELECT COUNT(*) FROM master m WHERE m.team_id = t.team_id) AS member_count,
  (SELECT COUNT(*) FROM work_order w JOIN master m ON m.master_id = w.master_id
     WHERE m.team_id = t.team_id AND w.order_status IN ${OPEN_ORDER_STATES}) AS open_orders,
  t.create_time ${HEAD_FROM}`;

/**
 * D52: 队长列表 on the server: the head of every active team with the team, its member count, its members' open
 * orders and the regions the head serves; filters: name, phone, team, the head's state, a region the head
 * serves (as the master list filters it). Staff only (the master list code).
 */
export function teamHeadRoutes({ db }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.master.head.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where()
        .equals('t.status', '0')
        .contains('h.master_name', query.headName)
        .startsWith('h.phonenumber', query.phonenumber)
        .contains('t.team_name', query.teamName)
        .equals('h.state', query.state);
      if (query.provinceCode)
        where.add(
          `EXISTS (SELECT 1 FROM master_region r WHERE r.master_id = h.master_id AND r.province_code = ?
             AND (? = '' OR r.city_code IS NULL OR r.city_code = ?) AND (? = '' OR r.area_code IS NULL OR r.area_code = ?))`,
          query.provinceCode,
          query.cityCode ?? '',
          query.cityCode ?? '',
          query.areaCode ?? '',
          query.areaCode ?? '',
        );
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        {
          teamName: 't.team_name',
          headName: 'h.master_name',
          memberCount: 'member_count',
          openOrders: 'open_orders',
        },
        't.team_id',
        't.team_id',
      );
      const rows = db
        .prepare(`${HEAD_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as HeadRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${HEAD_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      const regions = regionsOf(
        db,
        rows.map((row) => row.head_master_id),
      );
      return {
        rows: rows.map(
          (row): TeamHead => ({
            teamId: row.team_id,
            teamName: row.team_name,
            headMasterId: row.head_master_id,
            headName: row.head_name,
            phonenumber: row.phonenumber,
            state: row.state,
            memberCount: row.member_count,
            openOrders: row.open_orders,
            regions: regions.get(row.head_master_id) ?? [],
            createTime: row.create_time,
          }),
        ),
        total,
        pageNum,
      };
    }),
  ];
}
