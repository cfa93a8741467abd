import { contract } from '@onsite/api-client';
import type { CustomerAccount, CustomerExpense, CustomerExpenseLine, OrderStatusValue } from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { toYuan } from '../../core/money';
import { escapeLike, pageOf } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { compactTime, formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** At most this many rows go into one workbook. */
const EXPORT_ROW_LIMIT = 20_000;

/** The first instant of a month (`YYYY-MM`) and of the month after, as stored times. */
function monthBounds(month: string): { start: string; end: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { start: `${month}-01 00:00:00`, end: `${next}-01 00:00:00` };
}

/**
 * D55: a charge is a work-order bill line (oper type 1) that took money (change below zero): what the
 * enterprise paid for its orders, the same lines the statement (D48) sums as 订单扣费.
 */
const CHARGE = 'd.oper_type = 1 AND d.change_cents < 0';

interface ExpenseRow {
  enterprise_id: number;
  enterprise_name: string;
  charge_count: number;
  amount_cents: number;
  last_time: string;
}

function expenses(db: Db, month: string, enterpriseId: number | null, limit: number, offset: number) {
  const params = { ...monthBounds(month), ...(enterpriseId === null ? {} : { enterpriseId }) };
  const sql = `SELECT d.enterprise_id, e.enterprise_name, COUNT(*) AS charge_count, -SUM(d.change_cents) AS amount_cents,
      MAX(d.create_time) AS last_time
    FROM enterprise_detailed d JOIN ent_enterprise e ON e.enterprise_id = d.enterprise_id
    WHERE ${CHARGE} AND d.create_time >= :start AND d.create_time < :end
      ${enterpriseId === null ? '' : 'AND d.enterprise_id = :enterpriseId'}
    GROUP BY d.enterprise_id`;
  const rows = db
    .prepare(`${sql} ORDER BY amount_cents DESC, d.enterprise_id LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit, offset }) as ExpenseRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${sql})`).get(params) as { total: number };
  return {
    total,
    rows: rows.map(
      (row): CustomerExpense => ({
        enterpriseId: row.enterprise_id,
        enterpriseName: row.enterprise_name,
        month,
        chargeCount: row.charge_count,
        amount: toYuan(row.amount_cents),
        lastChargeTime: row.last_time,
      }),
    ),
  };
}

interface LineRow {
  enterprise_detailed_id: number;
  enterprise_id: number;
  enterprise_name: string;
  order_no: string;
  create_time: string;
  change_cents: number;
  create_by: string;
  remark: string;
  order_id: number | null;
  customer_name: string | null;
  order_type_name: string | null;
  order_status: OrderStatusValue | null;
}

/** The charge lines of a month (one enterprise, or all for staff's export), newest first, with their orders. */
function lines(db: Db, month: string, enterpriseId: number | null, limit: number, offset: number) {
  const params = { ...monthBounds(month), ...(enterpriseId === null ? {} : { enterpriseId }) };
  const from = `FROM enterprise_detailed d JOIN ent_enterprise e ON e.enterprise_id = d.enterprise_id
    LEFT JOIN work_order o ON o.order_no = d.order_no AND o.enterprise_id = d.enterprise_id
    WHERE ${CHARGE} AND d.create_time >= :start AND d.create_time < :end
      ${enterpriseId === null ? '' : 'AND d.enterprise_id = :enterpriseId'}`;
  const rows = db
    .prepare(
      `SELECT d.enterprise_detailed_id, d.enterprise_id, e.enterprise_name, d.order_no, d.create_time, d.change_cents,
         d.create_by, d.remark, o.order_id, o.customer_name, o.order_type_name, o.order_status
       ${from} ORDER BY d.create_time DESC, d.enterprise_detailed_id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit, offset }) as LineRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${from}`).get(params) as { total: number };
  return {
    total,
    rows: rows.map(
      (row): CustomerExpenseLine => ({
        lineId: row.enterprise_detailed_id,
        enterpriseId: row.enterprise_id,
        enterpriseName: row.enterprise_name,
        orderNo: row.order_no,
        chargeTime: row.create_time,
        amount: toYuan(-row.change_cents),
        createBy: row.create_by,
        remark: row.remark,
        orderId: row.order_id,
        customerName: row.customer_name,
        orderTypeName: row.order_type_name,
        orderStatus: row.order_status,
      }),
    ),
  };
}

interface AccountRow {
  enterprise_id: number;
  enterprise_name: string;
  enterprise_pay_type: string | null;
  enterprise_settlement_type: string | null;
  finance_principal: string;
  finance_principal_phone: string;
  balance_cents: number;
  month_cents: number;
  month_count: number;
  uncharged: number;
  unpaid_count: number;
  unpaid_cents: number;
  last_top_up: string | null;
  agreement_version: number | null;
}

/** The customer list: every enterprise not deleted, with its wallet and this month's figures. */
function accounts(
  db: Db,
  at: number,
  filters: { enterpriseId: number | null; enterpriseName: string | undefined },
  limit: number,
  offset: number,
) {
  const month = formatTime(at).slice(0, 7);
  const conditions = ['e.del_status = 0'];
  const params: Record<string, string | number> = { ...monthBounds(month) };
  if (filters.enterpriseId !== null) {
    conditions.push('e.enterprise_id = :enterpriseId');
    params.enterpriseId = filters.enterpriseId;
  }
  const name = filters.enterpriseName?.trim();
  if (name) {
    conditions.push("e.enterprise_name LIKE :name ESCAPE '\\'");
    params.name = `%${escapeLike(name)}%`;
  }
  const where = `WHERE ${conditions.join(' AND ')}`;
  const monthCharges = (expression: string) => `(SELECT ${expression} FROM enterprise_detailed d
      WHERE d.enterprise_id = e.enterprise_id AND ${CHARGE} AND d.create_time >= :start AND d.create_time < :end)`;
  const rows = db
    .prepare(
      `SELECT e.enterprise_id, e.enterprise_name, e.enterprise_pay_type, e.enterprise_settlement_type,
         e.finance_principal, e.finance_principal_phone, COALESCE(w.balance_cents, 0) AS balance_cents,
         ${monthCharges('COALESCE(-SUM(d.change_cents), 0)')} AS month_cents,
         ${monthCharges('COUNT(*)')} AS month_count,
         (SELECT COUNT(*) FROM work_order o WHERE o.enterprise_id = e.enterprise_id
            AND o.order_status IN ('completed', 'verified')) AS uncharged,
         (SELECT COUNT(*) FROM enterprise_recharge r WHERE r.enterprise_id = e.enterprise_id AND r.status = 2) AS unpaid_count,
         (SELECT COALESCE(SUM(r.recharge_cents), 0) FROM enterprise_recharge r
            WHERE r.enterprise_id = e.enterprise_id AND r.status = 2) AS unpaid_cents,
         (SELECT MAX(r.pay_time) FROM enterprise_recharge r WHERE r.enterprise_id = e.enterprise_id AND r.status = 1)
           AS last_top_up,
         (SELECT MAX(a.version) FROM agreement_acceptance a WHERE a.enterprise_id = e.enterprise_id) AS agreement_version
       FROM ent_enterprise e LEFT JOIN wallet w ON w.enterprise_id = e.enterprise_id
       ${where} ORDER BY e.enterprise_id LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit, offset }) as AccountRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ent_enterprise e ${where}`).get(params) as {
    total: number;
  };
  return {
    total,
    rows: rows.map(
      (row): CustomerAccount => ({
        enterpriseId: row.enterprise_id,
        enterpriseName: row.enterprise_name,
        payType: row.enterprise_pay_type || null,
        settlementType: row.enterprise_settlement_type || null,
        financePrincipal: row.finance_principal,
        financePrincipalPhone: row.finance_principal_phone,
        balance: toYuan(row.balance_cents),
        monthCharges: toYuan(row.month_cents),
        monthChargeCount: row.month_count,
        unchargedOrders: row.uncharged,
        unpaidTopUps: row.unpaid_count,
        unpaidTopUpAmount: toYuan(row.unpaid_cents),
        lastTopUpTime: row.last_top_up,
        agreementVersion: row.agreement_version,
      }),
    ),
  };
}

/** A dictionary entry's label (zh-CN, as the workbook is written), else the value. */
function dictLabel(db: Db, dictType: string, value: string | null): string {
  if (value === null) return '';
  const row = db
    .prepare('SELECT dict_label FROM sys_dict_data WHERE dict_type = ? AND dict_value = ?')
    .get(dictType, value) as { dict_label: string } | undefined;
  return row?.dict_label ?? value;
}

const bold = (titles: string[]) => titles.map((title) => ({ value: title, fontWeight: 'bold' as const }));

/**
 * D55: 客户费用 (an enterprise's work-order charges per month, their lines, the export of the lines) and
 * 客户列表 (every enterprise's finance overview, exportable). Both read with `finance:bill:list` (the
 * enterprise bill's code, like the statement of D48): an enterprise user sees only their own enterprise
 * (another is refused), staff any.
 */
export function customerFinanceRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { customerExpense, customerAccount } = contract.finance;
  return [
    route(customerExpense.list, button(CODES.billList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '查看客户费用');
      const { limit, offset, pageNum } = pageOf(query);
      return { ...expenses(db, query.month, enterpriseId, limit, offset), pageNum };
    }),

    route(customerExpense.lines, button(CODES.billList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '查看客户费用') ?? 0;
      const { limit, offset, pageNum } = pageOf(query);
      return { ...lines(db, query.month, enterpriseId, limit, offset), pageNum };
    }),

    route(customerExpense.export, button(CODES.billList), async ({ query }, { user }) => {
      const at = now();
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '导出客户费用');
      const { rows } = lines(db, query.month, enterpriseId, EXPORT_ROW_LIMIT, 0);
      const total = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
      const sheet = [
        bold(['月份', '企业', '工单号', '扣费时间', '金额（元）', '客户', '订单类型', '操作人', '备注']),
        ...rows.map((row) => [
          query.month,
          row.enterpriseName,
          row.orderNo,
          row.chargeTime,
          row.amount,
          row.customerName ?? '',
          row.orderTypeName ?? '',
          row.createBy,
          row.remark,
        ]),
        [query.month, '合计', `${rows.length} 笔`, '', toYuan(total), '', '', '', ''],
      ];
      const data = await writeXlsxFile(sheet, { sheet: '客户费用' }).toBuffer();
      const exportName = `客户费用_${query.month}_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'customer-expenses',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: customerExpense.export.produces, fileName: exportName };
    }),

    route(customerAccount.list, button(CODES.billList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '查看客户列表');
      const { limit, offset, pageNum } = pageOf(query);
      const page = accounts(db, now(), { enterpriseId, enterpriseName: query.enterpriseName }, limit, offset);
      return { ...page, pageNum };
    }),

    route(customerAccount.export, button(CODES.billList), async ({ query }, { user }) => {
      const at = now();
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.billList, '导出客户列表');
      const { rows } = accounts(
        db,
        at,
        { enterpriseId, enterpriseName: query.enterpriseName },
        EXPORT_ROW_LIMIT,
        0,
      );
      const sheet = [
        bold([
          '企业编号',
          '企业',
          '付款方式',
          '结算周期',
          '财务负责人',
          '财务负责人电话',
          '钱包余额（元）',
          '本月扣费（元）',
          '本月扣费笔数',
          '待结算订单',
          '待支付充值笔数',
          '待支付充值（元）',
          '最近充值时间',
          '已确认协议版本',
        ]),
        ...rows.map((row) => [
          row.enterpriseId,
          row.enterpriseName,
          dictLabel(db, 'pay_type', row.payType),
          dictLabel(db, 'settle_cycle', row.settlementType),
          row.financePrincipal,
          row.financePrincipalPhone,
          row.balance,
          row.monthCharges,
          row.monthChargeCount,
          row.unchargedOrders,
          row.unpaidTopUps,
          row.unpaidTopUpAmount,
          row.lastTopUpTime ?? '',
          row.agreementVersion ?? '',
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '客户列表' }).toBuffer();
      const exportName = `客户列表_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'customer-accounts',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: customerAccount.export.produces, fileName: exportName };
    }),
  ];
}
