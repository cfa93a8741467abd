import { contract } from '@onsite/api-client';
import { DEPT_MARKET_PRINCIPALS, type EnterpriseHistory } from '@onsite/domain';
import { anyCode, SIGNED_IN_USER } from '../../enterprise/access';
import { listEnterprises } from '../../enterprise/enterpriseList';
import { requireEnterprise, scopedEnterpriseId } from '../../enterprise/guard';
import { presentHistoryContent } from '../../enterprise/history';
import { ENTERPRISE_TYPE_LABELS } from '../../enterprise/labels';
import { departmentDirectory, HISTORY_VIEW_CODE, visibleEnterprise } from '../../enterprise/leastData';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { loadEnterprise } from '../../enterprise/repository';
import { rangeBound } from '../../enterprise/time';
import { notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.management;

interface HistoryRow {
  enterprise_name: string;
  module: string;
  operate_type: string;
  operate_content: string;
  data_type: 0 | 1;
  operate_by: string;
  operate_time: string;
}

/** Reading enterprises: list, details, combo box, tree, market principals, history. */
export function managementReadRoutes({ db }: RouteDeps): RouteDefinition[] {
  return [
    route(calls.list, SIGNED_IN_USER, ({ query }, { user }) => {
      const { rows, total, pageNum } = listEnterprises(db, query, scopedEnterpriseId(user));
      return { rows, total, pageNum };
    }),

    route(calls.get, anyCode('viewBaseData'), ({ params }, { user }) => {
      requireEnterprise(db, user, params.id, { allowRemoved: true });
      const enterprise = loadEnterprise(db, params.id);
      if (!enterprise) throw notFound('企业');
      // Least data: the sections and contracts the caller has no code for are left out.
      return { data: visibleEnterprise(user, enterprise) as typeof enterprise };
    }),

    route(calls.selectCombox, SIGNED_IN_USER, (_input, { user }) => {
      const scope = scopedEnterpriseId(user);
      const where = new Where()
        .add('del_status = 0')
        .add('forbidden_status = 0')
        .when(scope, 'enterprise_id = ?');
      const rows = db
        .prepare(
          `SELECT enterprise_id, enterprise_name FROM ent_enterprise ${where.toSql()} ORDER BY enterprise_id`,
        )
        .all(...where.params) as { enterprise_id: number; enterprise_name: string }[];
      return {
        data: rows.map((row) => ({ enterpriseId: row.enterprise_id, enterpriseName: row.enterprise_name })),
      };
    }),

    route(calls.selectTree, SIGNED_IN_USER, (_input, { user }) => {
      const scope = scopedEnterpriseId(user);
      const where = new Where().add('del_status = 0').when(scope, 'enterprise_id = ?');
      const rows = db
        .prepare(
          `SELECT enterprise_id, enterprise_name, types FROM ent_enterprise ${where.toSql()} ORDER BY types, enterprise_id`,
        )
        .all(...where.params) as { enterprise_id: number; enterprise_name: string; types: 0 | 1 }[];
      const data = ([0, 1] as const).map((type) => ({
        value: String(type),
        label: ENTERPRISE_TYPE_LABELS[type],
        children: rows
          .filter((row) => row.types === type)
          .map((row) => ({ value: String(row.enterprise_id), label: row.enterprise_name })),
      }));
      return { data };
    }),

    route(calls.marketPrincipal, SIGNED_IN_USER, (_input, { user }) => ({
      data: departmentDirectory(db, user, DEPT_MARKET_PRINCIPALS),
    })),

    // Decision (README): the history tab belongs to the details dialog; it needs viewBaseData like tab 1.
    route(calls.recordList, anyCode(HISTORY_VIEW_CODE), ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const where = new Where()
        .add('h.enterprise_id = ?', query.enterpriseId)
        .when(query.module, 'h.module = ?')
        .when(query.operateType, 'h.operate_type = ?')
        .when(
          query.operateBy,
          "h.operate_by LIKE ? ESCAPE '\\'",
          query.operateBy ? likeText(query.operateBy) : null,
        )
        .when(
          query.startTime,
          'h.operate_time >= ?',
          query.startTime ? rangeBound(query.startTime, 'start') : null,
        )
        .when(query.endTime, 'h.operate_time <= ?', query.endTime ? rangeBound(query.endTime, 'end') : null);
      const page = pageOf<HistoryRow>(db, {
        select: `SELECT e.enterprise_name, h.module, h.operate_type, h.operate_content, h.data_type, h.operate_by, h.operate_time
          FROM ent_history h JOIN ent_enterprise e ON e.enterprise_id = h.enterprise_id`,
        from: 'FROM ent_history h',
        where,
        query,
        sortable: {
          operateTime: 'h.operate_time',
          module: 'h.module',
          operateType: 'h.operate_type',
          operateBy: 'h.operate_by',
        },
        defaultOrder: 'h.operate_time DESC, h.history_id DESC',
        tieBreaker: 'h.history_id',
      });
      const rows: EnterpriseHistory[] = page.rows.map((row, index) => ({
        no: page.offset + index + 1,
        enterpriseName: row.enterprise_name,
        module: row.module,
        operateType: row.operate_type,
        operateContent: presentHistoryContent(db, row.data_type, row.operate_content),
        dataType: row.data_type,
        operateBy: row.operate_by,
        operateTime: row.operate_time,
      }));
      return { rows, total: page.total, pageNum: page.pageNum };
    }),
  ];
}
