import { contract } from '@onsite/api-client';
import type { EnterpriseStatement } from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { toYuan } from '../../core/money';
import { pageOf } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { compactTime } from '../../core/time';
import type { Db } from '../../db/database';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** At most this many rows go into one workbook. */
const EXPORT_ROW_LIMIT = 20_000;

/** The first instant of a month (`YYYY-MM`) and of the month after, as stored times. */
function monthBounds(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return [`${month}-01 00:00:00`, `${next}-01 00:00:00`];
}

interface StatementRow {
  enterprise_id: number;
  enterprise_name: string;
  opening_cents: number;
  order_count: number;
  charges_cents: number;
  top_up_cents: number;
  other_cents: number;
  closing_cents: number;
}

/** The balance after an enterprise's last bill line before a time (0 without one). */
const balanceBefore = (bound: string) => `COALESCE((SELECT d.balance_cents FROM enterprise_detailed d
  WHERE d.enterprise_id = e.enterprise_id AND d.create_time < ${bound}
  ORDER BY d.create_time DESC, d.enterprise_detailed_id DESC LIMIT 1), 0)`;

/** The sum of an enterprise's bill lines of the month matching a condition. */
const monthSum = (
  expression: string,
  condition: string,
) => `(SELECT COALESCE(${expression}, 0) FROM enterprise_detailed d
  WHERE d.enterprise_id = e.enterprise_id AND d.create_time >= :start AND d.create_time < :end AND ${condition})`;

/**
 * D48: a month's statement per enterprise from its bill lines; enterprises with no line up to the
 * month's end are left out, so are those with no line in the month and a zero balance.
 */
function statementSql(enterpriseId: number | null): string {
  return `SELECT * FROM (SELECT e.enterprise_id, e.enterprise_name,
      ${balanceBefore(':start')} AS opening_cents,
      ${monthSum('COUNT(*)', 'd.oper_type = 1')} AS order_count,
      ${monthSum('-SUM(d.change_cents)', 'd.oper_type = 1')} AS charges_cents,
      ${monthSum('SUM(d.change_cents)', 'd.oper_type = 0')} AS top_up_cents,
      ${monthSum('SUM(d.change_cents)', 'd.oper_type NOT IN (0, 1)')} AS other_cents,
      ${balanceBefore(':end')} AS closing_cents,
      ${monthSum('COUNT(*)', '1')} AS line_count
    FROM ent_enterprise e ${enterpriseId === null ? '' : 'WHERE e.enterprise_id = :enterpriseId'})
    WHERE line_count > 0 OR opening_cents <> 0`;
}

function statements(db: Db, month: string, enterpriseId: number | null, limit: number, offset: number) {
  const [start, end] = monthBounds(month);
  const params = { start, end, ...(enterpriseId === null ? {} : { enterpriseId }) };
  const sql = statementSql(enterpriseId);
  const rows = db
    .prepare(`${sql} ORDER BY enterprise_id LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit, offset }) as StatementRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${sql})`).get(params) as { total: number };
  return {
    total,
    rows: rows.map(
      (row): EnterpriseStatement => ({
        enterpriseId: row.enterprise_id,
        enterpriseName: row.enterprise_name,
        month,
        openingBalance: toYuan(row.opening_cents),
        orderCount: row.order_count,
        charges: toYuan(row.charges_cents),
        topUps: toYuan(row.top_up_cents),
        otherChanges: toYuan(row.other_cents),
        closingBalance: toYuan(row.closing_cents),
      }),
    ),
  };
}

/**
 * D48: 企业对账单: a month per enterprise computed from enterprise_detailed. An enterprise user sees
 * only their own (another enterprise is refused); staff need `finance:bill:list` (list and export).
 */
export function enterpriseStatementRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { enterpriseStatement } = contract.finance;
  return [
    route(enterpriseStatement.list, button(CODES.billList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '查看企业对账单');
      const { limit, offset, pageNum } = pageOf(query);
      const { rows, total } = statements(db, query.month, enterpriseId, limit, offset);
      return { rows, total, pageNum };
    }),

    route(enterpriseStatement.export, button(CODES.billList), async ({ query }, { user }) => {
      const at = now();
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '导出企业对账单');
      const { rows } = statements(db, query.month, enterpriseId, EXPORT_ROW_LIMIT, 0);
      const header = [
        '月份',
        '企业',
        '月初余额（元）',
        '订单数',
        '订单扣费（元）',
        '充值（元）',
        '其他变动（元）',
        '月末余额（元）',
      ];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => [
          row.month,
          row.enterpriseName,
          row.openingBalance,
          row.orderCount,
          row.charges,
          row.topUps,
          row.otherChanges,
          row.closingBalance,
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '企业对账单' }).toBuffer();
      const exportName = `企业对账单_${query.month}_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'enterprise-statements',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: enterpriseStatement.export.produces, fileName: exportName };
    }),
  ];
}
