import { contract } from '@onsite/api-client';
import { button, SIGNED_IN } from '../../auth/access';
import { CODES } from '../../core/codes';
import { marketPrincipalOf, requireEnterprise } from '../../core/enterprises';
import { toYuan } from '../../core/money';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { walletOf } from '../../core/wallet';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface BillRow {
  enterprise_detailed_id: number;
  oper_type: 0 | 1 | 2 | 3 | 4 | 5;
  order_no: string;
  change_cents: number;
  balance_cents: number;
  create_by: string;
  phonenumber: string;
  create_time: string;
  remark: string;
}

/** Wallet balances and bill lines (spec 000 §7.5, D4). */
export function walletRoutes({ db }: RouteDeps): RouteDefinition[] {
  const { refund, detailed } = contract.finance;
  return [
    route(refund.get, SIGNED_IN, ({ params }, { user }) => {
      const enterpriseId =
        enterpriseScope(user, params.enterpriseId, CODES.walletQuery, '查看企业账户') ?? params.enterpriseId;
      const enterpriseName = requireEnterprise(db, enterpriseId);
      return {
        data: { enterpriseId, enterpriseName, totalBalance: toYuan(walletOf(db, enterpriseId).balanceCents) },
      };
    }),
    route(refund.list, button(CODES.walletQuery), ({ query }, { user }) => {
      const where = new Where().add('e.del_status = 0').contains('e.enterprise_name', query.enterpriseName);
      if (user.enterpriseId !== null) where.add('e.enterprise_id = ?', user.enterpriseId);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { enterpriseId: 'e.enterprise_id', totalBalance: 'COALESCE(w.balance_cents, 0)' },
        'e.enterprise_id',
        'e.enterprise_id',
      );
      const rows = db
        .prepare(
          `SELECT e.enterprise_id, e.enterprise_name, COALESCE(w.balance_cents, 0) AS balance_cents
           FROM ent_enterprise e LEFT JOIN wallet w ON w.enterprise_id = e.enterprise_id ${where.toSql()} ${order} LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as {
        enterprise_id: number;
        enterprise_name: string;
        balance_cents: number;
      }[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM ent_enterprise e ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return {
        rows: rows.map((row) => ({
          enterpriseId: row.enterprise_id,
          enterpriseName: row.enterprise_name,
          totalBalance: toYuan(row.balance_cents),
        })),
        total,
        pageNum,
      };
    }),
    // D4: the bills of the signed-in user's enterprise; staff with the bill code may name any enterprise.
    route(detailed.list, button(CODES.billList), ({ query }, { user }) => {
      const enterpriseId =
        enterpriseScope(user, query.enterpriseId, CODES.billList, '查看企业账单') ?? query.enterpriseId;
      const enterpriseName = requireEnterprise(db, enterpriseId);
      const principal = marketPrincipalOf(db, enterpriseId);
      const where = new Where()
        .add('enterprise_id = ?', enterpriseId)
        .equals('oper_type', query.operType)
        .startsWith('order_no', query.orderNo)
        .contains('create_by', query.createBy)
        .startsWith('phonenumber', query.phonenumber)
        .between('create_time', query.StartTime ?? query.beginTime, query.EndTime ?? query.endTime);
      // The market principal belongs to the enterprise: a filter naming someone else matches no line.
      if (query.marketPrincipal?.trim() && !principal.name.includes(query.marketPrincipal.trim()))
        where.add('0');
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { createTime: 'create_time', changeMoney: 'change_cents' },
        'create_time',
        'enterprise_detailed_id',
      );
      const rows = db
        .prepare(`SELECT * FROM enterprise_detailed ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as BillRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM enterprise_detailed ${where.toSql()}`)
        .get(...where.params) as { total: number };
      const lines = rows.map((row) => ({
        enterpriseDetailedId: row.enterprise_detailed_id,
        operType: row.oper_type,
        enterpriseName,
        orderNo: row.order_no,
        changeMoney: toYuan(row.change_cents),
        balance: toYuan(row.balance_cents),
        createBy: row.create_by,
        createTime: row.create_time,
        marketPrincipal: principal.name,
        phonenumber: row.phonenumber,
        remark: row.remark,
      }));
      const totalBalance = toYuan(walletOf(db, enterpriseId).balanceCents);
      // rows[0].enterpriseDetailed is the page of bill lines; total counts the lines (spec 000 §7.5).
      return {
        rows: [{ enterpriseId, enterpriseName, totalBalance, enterpriseDetailed: lines }],
        total,
        pageNum,
      };
    }),
  ];
}
