import { contract } from '@onsite/api-client';
import type {
  DepositMovement,
  DepositMoveType,
  MasterBillLine,
  MasterDeposit,
  MasterStatement,
  OrderStatusValue,
} from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { toCents, toYuan } from '../../core/money';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { compactTime, formatTime, rangeEnd, rangeStart } from '../../core/time';
import type { Db } from '../../db/database';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { dictLabel } from '../system/dicts';

/** At most this many rows go into one workbook. */
const EXPORT_ROW_LIMIT = 20_000;

/** No master has this id: the scope of a master account linked to no master row. */
const NO_MASTER = 0;

/**
 * D42: the master whose money a caller may see: a master (userType '2') only their own, whatever
 * they ask for (asking for another master is refused); staff the one they ask for, else all
 * (undefined). Enterprise users never see masters' money, even with a code.
 */
function masterScope(db: Db, user: SessionUser, requested: number | undefined): number | undefined {
  if (user.enterpriseId !== null) throw forbidden('「师傅财务数据」');
  if (!isMasterUser(user)) return requested;
  const own = masterOfUser(db, user.userId)?.masterId ?? NO_MASTER;
  if (requested !== undefined && requested !== own) throw forbidden('「查看其他师傅的财务数据」');
  return own;
}

/** What approved requests of the line's order added to the master's earning (D34), in fen. */
const INCREASE_SQL = `(SELECT COALESCE(SUM(CASE WHEN a.approval_type = 'increase' THEN a.amount_cents
    ELSE a.amount_cents * COALESCE(a.quantity, 0) END), 0)
  FROM approval a WHERE a.order_id = b.order_id AND a.master_id = b.master_id AND a.state = 'approved')`;

const BILL_FROM = `FROM master_bill b JOIN master m ON m.master_id = b.master_id JOIN work_order o ON o.order_id = b.order_id`;

interface BillRow {
  master_bill_id: number;
  master_id: number;
  master_name: string;
  order_id: number;
  order_no: string;
  amount_cents: number;
  increase_cents: number;
  create_time: string;
  create_by: string;
  order_status: OrderStatusValue;
  remark: string;
}

const toBillLine = (row: BillRow): MasterBillLine => ({
  masterBillId: row.master_bill_id,
  masterId: row.master_id,
  masterName: row.master_name,
  orderId: row.order_id,
  orderNo: row.order_no,
  amount: toYuan(row.amount_cents),
  increase: toYuan(row.increase_cents),
  createTime: row.create_time,
  createBy: row.create_by,
  state: row.order_status,
  remark: row.remark,
});

interface BillQuery {
  masterId?: number;
  orderNo?: string;
  beginTime?: string;
  endTime?: string;
}

function billWhere(db: Db, user: SessionUser, query: BillQuery): Where {
  if (query.beginTime && query.endTime && rangeStart(query.beginTime) > rangeEnd(query.endTime))
    throw badRequest('开始时间不能晚于结束时间');
  return new Where()
    .equals('b.master_id', masterScope(db, user, query.masterId))
    .startsWith('b.order_no', query.orderNo)
    .between('b.create_time', query.beginTime, query.endTime);
}

/** The first instant of a month (`YYYY-MM`) and of the month after, as stored times. */
function monthBounds(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return [`${month}-01 00:00:00`, `${next}-01 00:00:00`];
}

interface StatementRow {
  master_id: number;
  master_name: string;
  order_count: number;
  total_cents: number;
  increase_cents: number;
  deduction_cents: number;
}

/**
 * D42: a month's statement per master, from the bill lines of the month (orders, total, approved
 * increases in it) and the deposit deductions of the month; masters with neither are left out.
 */
function statementSql(masterId: number | undefined): { sql: string; params: (string | number)[] } {
  const sql = `SELECT * FROM (SELECT m.master_id, m.master_name,
      (SELECT COUNT(*) FROM master_bill b WHERE b.master_id = m.master_id AND b.create_time >= ? AND b.create_time < ?) AS order_count,
      (SELECT COALESCE(SUM(b.amount_cents), 0) FROM master_bill b WHERE b.master_id = m.master_id AND b.create_time >= ? AND b.create_time < ?) AS total_cents,
      (SELECT COALESCE(SUM(${INCREASE_SQL}), 0) FROM master_bill b WHERE b.master_id = m.master_id AND b.create_time >= ? AND b.create_time < ?) AS increase_cents,
      (SELECT COALESCE(SUM(d.amount_cents), 0) FROM master_deposit_movement d WHERE d.master_id = m.master_id
         AND d.move_type = 'deduct' AND d.create_time >= ? AND d.create_time < ?) AS deduction_cents
    FROM master m ${masterId === undefined ? '' : 'WHERE m.master_id = ?'})
    WHERE order_count > 0 OR deduction_cents > 0`;
  return { sql, params: masterId === undefined ? [] : [masterId] };
}

function statements(db: Db, month: string, masterId: number | undefined, limit: number, offset: number) {
  const [start, end] = monthBounds(month);
  const bounds = [start, end, start, end, start, end, start, end];
  const { sql, params } = statementSql(masterId);
  const rows = db
    .prepare(`${sql} ORDER BY total_cents DESC, master_id LIMIT ? OFFSET ?`)
    .all(...bounds, ...params, limit, offset) as StatementRow[];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${sql})`).get(...bounds, ...params) as {
    total: number;
  };
  return {
    total,
    rows: rows.map(
      (row): MasterStatement => ({
        masterId: row.master_id,
        masterName: row.master_name,
        month,
        orderCount: row.order_count,
        total: toYuan(row.total_cents),
        increase: toYuan(row.increase_cents),
        deductions: toYuan(row.deduction_cents),
      }),
    ),
  };
}

interface DepositRow {
  master_id: number;
  master_name: string;
  phonenumber: string;
  balance_cents: number | null;
  update_time: string | null;
}

const DEPOSIT_SELECT = `SELECT m.master_id, m.master_name, m.phonenumber, d.balance_cents, d.update_time
  FROM master m LEFT JOIN master_deposit d ON d.master_id = m.master_id`;

const toDeposit = (row: DepositRow): MasterDeposit => ({
  masterId: row.master_id,
  masterName: row.master_name,
  phonenumber: row.phonenumber,
  balance: toYuan(row.balance_cents ?? 0),
  updateTime: row.update_time,
});

interface MovementRow {
  movement_id: number;
  master_id: number;
  move_type: DepositMoveType;
  amount_cents: number;
  balance_cents: number;
  reason: string;
  create_by: string;
  create_time: string;
}

const toMovement = (row: MovementRow): DepositMovement => ({
  movementId: row.movement_id,
  masterId: row.master_id,
  moveType: row.move_type,
  amount: toYuan(row.amount_cents),
  balance: toYuan(row.balance_cents),
  reason: row.reason,
  createBy: row.create_by,
  createTime: row.create_time,
});

const MOVE_DONE = { payIn: '保证金已缴纳', deduct: '保证金已扣除', refund: '保证金已退还' } as const;

/**
 * D42: the service side of finance: 师傅账单 (the master_bill lines the settlement writes, D32, with
 * the approved increases, D34), 师傅对账单 (a month per master, computed here) and 师傅保证金 (the
 * balance and its movements; a movement and the balance change in one transaction, a deduction or
 * refund above the balance refused). Masters read only their own; staff with the codes read all and,
 * with `finance:deposit:edit`, move deposits.
 */
export function masterFinanceRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { masterBill, masterStatement, masterDeposit } = contract.finance;
  const billSorts = { createTime: 'b.create_time', amount: 'b.amount_cents', orderNo: 'b.order_no' };

  return [
    route(masterBill.list, button(CODES.masterBillList), ({ query }, { user }) => {
      const where = billWhere(db, user, query);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, billSorts, 'b.create_time', 'b.master_bill_id');
      const rows = db
        .prepare(
          `SELECT b.*, m.master_name, o.order_status, ${INCREASE_SQL} AS increase_cents ${BILL_FROM} ${where.toSql()} ${order} LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as BillRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${BILL_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toBillLine), total, pageNum };
    }),

    route(masterBill.export, button(CODES.masterBillExport), async ({ query }, { user }) => {
      const at = now();
      const where = billWhere(db, user, query);
      const rows = db
        .prepare(
          `SELECT b.*, m.master_name, o.order_status, ${INCREASE_SQL} AS increase_cents ${BILL_FROM} ${where.toSql()}
             ORDER BY b.create_time DESC, b.master_bill_id DESC LIMIT ?`,
        )
        .all(...where.params, EXPORT_ROW_LIMIT) as BillRow[];
      const header = [
        '师傅',
        '工单号',
        '金额（元）',
        '其中加价（元）',
        '结算时间',
        '结算人',
        '订单状态',
        '备注',
      ];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => [
          row.master_name,
          row.order_no,
          toYuan(row.amount_cents),
          toYuan(row.increase_cents),
          row.create_time,
          row.create_by,
          dictLabel(db, 'order_status', row.order_status) || row.order_status,
          row.remark,
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '师傅账单' }).toBuffer();
      const exportName = `师傅账单_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'master-bills',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: masterBill.export.produces, fileName: exportName };
    }),

    route(masterStatement.list, button(CODES.masterBillList), ({ query }, { user }) => {
      const masterId = masterScope(db, user, query.masterId);
      const { limit, offset, pageNum } = pageOf(query);
      const { rows, total } = statements(db, query.month, masterId, limit, offset);
      return { rows, total, pageNum };
    }),

    route(masterStatement.export, button(CODES.masterBillExport), async ({ query }, { user }) => {
      const at = now();
      const masterId = masterScope(db, user, query.masterId);
      const { rows } = statements(db, query.month, masterId, EXPORT_ROW_LIMIT, 0);
      const header = ['月份', '师傅', '订单数', '合计（元）', '其中加价（元）', '保证金扣除（元）'];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => [
          row.month,
          row.masterName,
          row.orderCount,
          row.total,
          row.increase,
          row.deductions,
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '师傅对账单' }).toBuffer();
      const exportName = `师傅对账单_${query.month}_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'master-statements',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: masterStatement.export.produces, fileName: exportName };
    }),

    route(masterDeposit.list, button(CODES.depositList), ({ query }, { user }) => {
      const where = new Where()
        .equals('m.master_id', masterScope(db, user, query.masterId))
        .contains('m.master_name', query.masterName);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${DEPOSIT_SELECT} ${where.toSql()} ORDER BY m.master_id LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as DepositRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master m ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toDeposit), total, pageNum };
    }),

    route(masterDeposit.movements, button(CODES.depositList), ({ query }, { user }) => {
      const where = new Where()
        .equals('master_id', masterScope(db, user, query.masterId))
        .equals('move_type', query.moveType);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT * FROM master_deposit_movement ${where.toSql()} ORDER BY create_time DESC, movement_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as MovementRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master_deposit_movement ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toMovement), total, pageNum };
    }),

    route(masterDeposit.move, button(CODES.depositEdit), ({ body }, { user }) => {
      // Only platform staff move deposits: a master or an enterprise user is refused even with the code.
      if (user.enterpriseId !== null || isMasterUser(user)) throw forbidden('「调整师傅保证金」');
      const reason = body.reason.trim();
      const amountCents = toCents(body.amount);
      const time = formatTime(now());
      const deposit = db.transaction(() => {
        const master = db.prepare('SELECT master_id FROM master WHERE master_id = ?').get(body.masterId);
        if (!master) throw businessError(`师傅 ${body.masterId} 不存在`);
        if (body.moveType === 'deduct' && reason === '') throw badRequest('请输入扣除原因');
        const balanceCents =
          (
            db.prepare('SELECT balance_cents FROM master_deposit WHERE master_id = ?').get(body.masterId) as
              | { balance_cents: number }
              | undefined
          )?.balance_cents ?? 0;
        if (body.moveType !== 'payIn' && amountCents > balanceCents) {
          const balance = toYuan(balanceCents).toFixed(2);
          const amount = toYuan(amountCents).toFixed(2);
          throw businessError(
            body.moveType === 'deduct'
              ? `保证金余额不足，不能扣除（余额 ${balance} 元，扣除 ${amount} 元）`
              : `保证金余额不足，不能退还（余额 ${balance} 元，退还 ${amount} 元）`,
          );
        }
        const after = balanceCents + (body.moveType === 'payIn' ? amountCents : -amountCents);
        db.prepare(
          `INSERT INTO master_deposit (master_id, balance_cents, update_time) VALUES (?, ?, ?)
           ON CONFLICT (master_id) DO UPDATE SET balance_cents = excluded.balance_cents, update_time = excluded.update_time`,
        ).run(body.masterId, after, time);
        db.prepare(
          `INSERT INTO master_deposit_movement (master_id, move_type, amount_cents, balance_cents, reason, create_by,
             create_user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(body.masterId, body.moveType, amountCents, after, reason, user.userName, user.userId, time);
        return db.prepare(`${DEPOSIT_SELECT} WHERE m.master_id = ?`).get(body.masterId) as DepositRow;
      })();
      return { data: toDeposit(deposit), msg: MOVE_DONE[body.moveType] };
    }),
  ];
}
