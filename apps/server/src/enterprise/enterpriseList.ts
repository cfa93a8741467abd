import type { EnterpriseListRow, PageQuery } from '@onsite/domain';
import type { Db } from '../db/database';
import { likeText, type Page, pageOf, Where } from './paging';
import { rangeBound } from './time';

/** The filters of the enterprise list and the enterprise query (contract enterpriseListFilters). */
export interface EnterpriseListFilters extends PageQuery {
  enterpriseName?: string;
  types?: 0 | 1;
  installType?: string;
  marketPrincipal?: number;
  forbiddenStatus?: 0 | 1;
  delStatus?: 0 | 1;
  province?: string;
  city?: string;
  enterpriseStar?: string;
}

interface ListRow {
  enterprise_id: number;
  enterprise_name: string;
  enterprise_sys_name: string;
  types: 0 | 1;
  install_types: string | null;
  register: string;
  register_phone: string;
  market_principal: number | null;
  market_principal_name: string | null;
  enterprise_star: string | null;
  total_balance: number | null;
  forbidden_status: 0 | 1;
  del_status: 0 | 1;
  create_time: string | null;
}

const SORTABLE = {
  enterpriseId: 'e.enterprise_id',
  enterpriseName: 'e.enterprise_name',
  enterpriseSysName: 'e.enterprise_sys_name',
  createTime: 'e.create_time',
  enterpriseStar: 'e.enterprise_star',
  types: 'e.types',
};

/** The wallet balance in yuan (the core's `wallet` table keeps fen); 0 without a wallet. */
const BALANCE_COLUMN =
  '(SELECT w.balance_cents / 100.0 FROM wallet w WHERE w.enterprise_id = e.enterprise_id)';

/**
 * The name filter: either name contains the text. Three or more characters are looked up in the
 * trigram index (migration 0038: the text as one phrase of its trigrams, which is "contains"), fewer
 * scan the list's covering index. Both fold ASCII case, as LIKE does.
 */
function nameFilter(text: string): [string, ...string[]] {
  if ([...text].length >= 3)
    return [
      'e.enterprise_id IN (SELECT rowid FROM ent_enterprise_name_search WHERE ent_enterprise_name_search MATCH ?)',
      `"${text.replaceAll('"', '""')}"`,
    ];
  return [
    "(e.enterprise_name LIKE ? ESCAPE '\\' OR e.enterprise_sys_name LIKE ? ESCAPE '\\')",
    likeText(text),
    likeText(text),
  ];
}

/**
 * A page of enterprises. Removed enterprises are left out unless `delStatus` asks for them; an
 * enterprise user (scope) only ever sees its own enterprise.
 */
export function listEnterprises(
  db: Db,
  query: EnterpriseListFilters,
  scope: number | null,
): Page<EnterpriseListRow> {
  const name = query.enterpriseName?.trim();
  const where = new Where()
    .add('e.del_status = ?', query.delStatus ?? 0)
    .when(scope, 'e.enterprise_id = ?')
    .when(name, ...nameFilter(name ?? ''))
    .when(query.types, 'e.types = ?')
    .when(
      query.installType,
      'EXISTS (SELECT 1 FROM ent_enterprise_install_type t WHERE t.enterprise_id = e.enterprise_id AND t.install_type = ?)',
    )
    .when(query.marketPrincipal, 'e.market_principal = ?')
    .when(query.forbiddenStatus, 'e.forbidden_status = ?')
    .when(query.province, 'e.province = ?')
    .when(query.city, 'e.city = ?')
    .when(query.enterpriseStar, 'e.enterprise_star = ?')
    .when(
      query.beginTime,
      'e.create_time >= ?',
      query.beginTime ? rangeBound(query.beginTime, 'start') : null,
    )
    .when(query.endTime, 'e.create_time <= ?', query.endTime ? rangeBound(query.endTime, 'end') : null);
  const page = pageOf<ListRow>(db, {
    select: `SELECT e.enterprise_id, e.enterprise_name, e.enterprise_sys_name, e.types, e.register, e.register_phone,
        e.market_principal, u.user_name AS market_principal_name, e.enterprise_star, e.forbidden_status, e.del_status,
        e.create_time, ${BALANCE_COLUMN} AS total_balance,
        (SELECT group_concat(install_type) FROM (SELECT install_type FROM ent_enterprise_install_type
          WHERE enterprise_id = e.enterprise_id ORDER BY sort)) AS install_types
      FROM ent_enterprise e LEFT JOIN sys_user u ON u.user_id = e.market_principal`,
    from: 'FROM ent_enterprise e',
    where,
    query,
    sortable: SORTABLE,
    defaultOrder: 'e.enterprise_id DESC',
    tieBreaker: 'e.enterprise_id',
  });
  return {
    ...page,
    rows: page.rows.map((row) => ({
      enterpriseId: row.enterprise_id,
      enterpriseName: row.enterprise_name,
      enterpriseSysName: row.enterprise_sys_name,
      types: row.types,
      installTypes: row.install_types ? row.install_types.split(',') : [],
      register: row.register,
      registerPhone: row.register_phone,
      marketPrincipal: row.market_principal,
      marketPrincipalName: row.market_principal_name,
      enterpriseStar: row.enterprise_star,
      totalBalance: row.total_balance ?? 0,
      forbiddenStatus: row.forbidden_status,
      delStatus: row.del_status,
      createTime: row.create_time,
    })),
  };
}
