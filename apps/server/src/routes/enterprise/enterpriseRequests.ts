import { contract } from '@onsite/api-client';
import {
  CHARGEBACK_TEXT_MAX,
  type Chargeback,
  type ChargebackState,
  DISTRICT_PRICE_REMARK_MAX,
  type DistrictPrice,
  type DistrictPriceInput,
  type EnterpriseProcess,
  type EnterpriseProcessType,
  SUPER_USER_ID,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { isApprover } from '../../core/approvalModel';
import { CODES } from '../../core/codes';
import { isMasterUser } from '../../core/masters';
import { toCents, toYuan } from '../../core/money';
import { pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import { changeBalance, walletOf } from '../../core/wallet';
import type { Db } from '../../db/database';
import { businessError, forbidden, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const isEnterpriseUser = (user: SessionUser) =>
  user.userId !== SUPER_USER_ID && (user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE);
/** The enterprise an enterprise user is limited to (least data), or null for staff. */
const ownEnterprise = (user: SessionUser): number | null =>
  isEnterpriseUser(user) ? (user.enterpriseId ?? 0) : null;
/** Staff only: a master or an enterprise user never writes these, whatever their codes. */
const assertStaff = (user: SessionUser, what: string) => {
  if (isEnterpriseUser(user) || isMasterUser(user)) throw forbidden(what);
};

// ---------------------------------------------------------------------------------------------------------------
// 区域价格

interface PriceRow {
  district_price_id: number;
  enterprise_id: number;
  enterprise_name: string;
  order_type_id: number;
  type_name: string;
  install_type: string;
  province_code: string;
  city_code: string | null;
  area_code: string | null;
  province_name: string | null;
  city_name: string | null;
  area_name: string | null;
  price: number;
  base_price: number | null;
  remark: string;
  create_by: string;
  create_time: string;
  update_by: string | null;
  update_time: string | null;
}

const PRICE_FROM = `FROM ent_district_price d JOIN ent_enterprise e ON e.enterprise_id = d.enterprise_id
  JOIN bd_order_type o ON o.order_type_id = d.order_type_id
  LEFT JOIN bd_province p ON p.province_code = d.province_code LEFT JOIN bd_city c ON c.city_code = d.city_code
  LEFT JOIN bd_area a ON a.area_code = d.area_code`;
const PRICE_SELECT = `SELECT d.*, e.enterprise_name, o.type_name, o.install_type, p.province_name, c.city_name, a.area_name,
  (SELECT ep.price FROM ent_price ep WHERE ep.enterprise_id = d.enterprise_id AND ep.order_type_id = d.order_type_id
     AND ep.del_status = 0 ORDER BY ep.price_type, ep.enterprise_price_id LIMIT 1) AS base_price
  ${PRICE_FROM}`;

const toDistrictPrice = (row: PriceRow): DistrictPrice => ({
  districtPriceId: row.district_price_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  orderTypeId: row.order_type_id,
  orderTypeName: row.type_name,
  installType: row.install_type,
  provinceCode: row.province_code,
  cityCode: row.city_code,
  areaCode: row.area_code,
  regionName: [row.province_name ?? row.province_code, row.city_name, row.area_name]
    .filter(Boolean)
    .join(' / '),
  price: row.price,
  basePrice: row.base_price,
  remark: row.remark,
  updateBy: row.update_by ?? row.create_by,
  updateTime: row.update_time ?? row.create_time,
});

/** The region's names, refusing a city outside the province or an area outside the city. */
function checkedRegion(
  db: Db,
  input: DistrictPriceInput,
): { city: string | null; area: string | null; name: string } {
  const province = db
    .prepare('SELECT province_name FROM bd_province WHERE province_code = ?')
    .get(input.provinceCode) as { province_name: string } | undefined;
  if (!province) throw businessError(`省份 ${input.provinceCode} 不存在`);
  const city = input.cityCode ?? null;
  const area = input.areaCode ?? null;
  if (area !== null && city === null) throw businessError('选择区县前请先选择城市');
  const names = [province.province_name];
  if (city !== null) {
    const row = db.prepare('SELECT city_name, province_code FROM bd_city WHERE city_code = ?').get(city) as
      | { city_name: string; province_code: string }
      | undefined;
    if (!row || row.province_code !== input.provinceCode)
      throw businessError(`城市 ${city} 不属于${province.province_name}`);
    names.push(row.city_name);
  }
  if (area !== null) {
    const row = db.prepare('SELECT area_name, city_code FROM bd_area WHERE area_code = ?').get(area) as
      | { area_name: string; city_code: string }
      | undefined;
    if (!row || row.city_code !== city) throw businessError(`区县 ${area} 不属于所选城市`);
    names.push(row.area_name);
  }
  return { city, area, name: names.join(' / ') };
}

/** What a district price may be: a live enterprise, an enabled order type of one of its install types, a real region. */
function checkedPrice(db: Db, input: DistrictPriceInput, exceptId: number) {
  const enterprise = db
    .prepare('SELECT enterprise_name, del_status FROM ent_enterprise WHERE enterprise_id = ?')
    .get(input.enterpriseId) as { enterprise_name: string; del_status: number } | undefined;
  if (enterprise?.del_status !== 0) throw businessError(`企业 ${input.enterpriseId} 不存在`);
  const type = db
    .prepare('SELECT type_name, install_type, status FROM bd_order_type WHERE order_type_id = ?')
    .get(input.orderTypeId) as { type_name: string; install_type: string; status: string } | undefined;
  if (type?.status !== '0') throw businessError(`订单类型 ${input.orderTypeId} 不存在或已停用`);
  const installed = db
    .prepare('SELECT 1 FROM ent_enterprise_install_type WHERE enterprise_id = ? AND install_type = ?')
    .get(input.enterpriseId, type.install_type);
  if (!installed)
    throw businessError(
      `${enterprise.enterprise_name}没有订单类型「${type.type_name}」所属的安装类型，不能设置区域价格`,
    );
  const region = checkedRegion(db, input);
  const clash = db
    .prepare(
      `SELECT 1 FROM ent_district_price WHERE enterprise_id = ? AND order_type_id = ? AND province_code = ?
         AND COALESCE(city_code, '') = ? AND COALESCE(area_code, '') = ? AND district_price_id <> ?`,
    )
    .get(
      input.enterpriseId,
      input.orderTypeId,
      input.provinceCode,
      region.city ?? '',
      region.area ?? '',
      exceptId,
    );
  if (clash)
    throw businessError(`${enterprise.enterprise_name}在${region.name}已有「${type.type_name}」的区域价格`);
  return { ...region, remark: input.remark.trim().slice(0, DISTRICT_PRICE_REMARK_MAX) };
}

// ---------------------------------------------------------------------------------------------------------------
// 退款管理

interface ChargebackRow {
  chargeback_id: number;
  enterprise_id: number;
  enterprise_name: string;
  amount_cents: number;
  balance_cents: number | null;
  reason: string;
  state: ChargebackState;
  apply_by: string;
  apply_time: string;
  remark: string | null;
  decided_by: string | null;
  decide_time: string | null;
}

const CHARGEBACK_FROM = `FROM ent_chargeback r JOIN ent_enterprise e ON e.enterprise_id = r.enterprise_id
  LEFT JOIN wallet w ON w.enterprise_id = r.enterprise_id`;
const CHARGEBACK_SELECT = `SELECT r.chargeback_id, r.enterprise_id, e.enterprise_name, r.amount_cents, w.balance_cents, r.reason,
  r.state, r.apply_by, r.apply_time, r.remark, r.decided_by, r.decide_time ${CHARGEBACK_FROM}`;

const toChargeback = (row: ChargebackRow): Chargeback => ({
  chargebackId: row.chargeback_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  amount: toYuan(row.amount_cents),
  balance: toYuan(row.balance_cents ?? 0),
  reason: row.reason,
  state: row.state,
  applyBy: row.apply_by,
  applyTime: row.apply_time,
  remark: row.remark,
  decidedBy: row.decided_by,
  decideTime: row.decide_time,
});

/** The enterprise's balance (fen), refusing a deduction above it. */
function assertCovered(db: Db, enterpriseId: number, amountCents: number): number {
  const { balanceCents } = walletOf(db, enterpriseId);
  if (amountCents > balanceCents)
    throw businessError(
      `企业余额不足，不能扣款（余额 ${toYuan(balanceCents).toFixed(2)} 元，扣款 ${toYuan(amountCents).toFixed(2)} 元）`,
    );
  return balanceCents;
}

// ---------------------------------------------------------------------------------------------------------------
// 流程实例

interface ProcessRow {
  approval_type: EnterpriseProcessType;
  request_id: number;
  enterprise_id: number;
  enterprise_name: string;
  order_no: string | null;
  amount_cents: number;
  reason: string;
  state: ChargebackState;
  apply_by: string;
  apply_time: string;
  remark: string | null;
  decided_by: string | null;
  decide_time: string | null;
}

/** Every enterprise request: the fee increases and extra parts on its orders, the deductions against its wallet. */
const PROCESSES = `(
  SELECT a.approval_type, a.approval_id AS request_id, o.enterprise_id, o.enterprise_name, o.order_no,
    CASE WHEN a.approval_type = 'accessories' THEN a.amount_cents * COALESCE(a.quantity, 0) ELSE a.amount_cents END
      AS amount_cents,
    a.reason, a.state, m.master_name AS apply_by, a.apply_time, a.remark, a.decided_by, a.decide_time
  FROM approval a JOIN work_order o ON o.order_id = a.order_id JOIN master m ON m.master_id = a.master_id
  WHERE a.approval_type IN ('increase', 'accessories')
  UNION ALL
  SELECT 'chargeback', r.chargeback_id, r.enterprise_id, e.enterprise_name, NULL, r.amount_cents, r.reason, r.state,
    r.apply_by, r.apply_time, r.remark, r.decided_by, r.decide_time
  FROM ent_chargeback r JOIN ent_enterprise e ON e.enterprise_id = r.enterprise_id
) p`;

const toProcess = (row: ProcessRow): EnterpriseProcess => ({
  processKey: `${row.approval_type}-${row.request_id}`,
  approvalType: row.approval_type,
  requestId: row.request_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  orderNo: row.order_no,
  amount: toYuan(row.amount_cents),
  reason: row.reason,
  state: row.state,
  applyBy: row.apply_by,
  applyTime: row.apply_time,
  remark: row.remark,
  decidedBy: row.decided_by,
  decideTime: row.decide_time,
});

/**
 * D63: 区域价格 (an enterprise's prices per region, winning over tab 2's at settlement), 退款管理 (deductions against
 * an enterprise's wallet, an approval of the type `chargeback` decided by its approver roles; approving debits the
 * wallet and writes a bill line in one transaction) and 流程实例 (the enterprise requests of the approval model with
 * their history). Staff write; an enterprise user reads its own enterprise's rows only; masters are refused.
 */
export function enterpriseRequestRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const prices = contract.enterprise.districtPrice;
  const chargebacks = contract.enterprise.chargeback;

  const priceRow = (id: number) =>
    db.prepare(`${PRICE_SELECT} WHERE d.district_price_id = ?`).get(id) as PriceRow | undefined;
  const foundPrice = (id: number) => {
    const row = priceRow(id);
    if (!row) throw notFound(`区域价格 ${id} `);
    return row;
  };

  const chargebackRow = (id: number) =>
    db.prepare(`${CHARGEBACK_SELECT} WHERE r.chargeback_id = ?`).get(id) as ChargebackRow | undefined;
  const foundChargeback = (id: number) => {
    const row = chargebackRow(id);
    if (!row) throw businessError(`扣款申请 ${id} 不存在`);
    return row;
  };
  const decidable = (user: SessionUser, id: number) => {
    if (isEnterpriseUser(user) || isMasterUser(user) || !isApprover(db, user, 'chargeback'))
      throw forbidden('「扣款审批」');
    const row = foundChargeback(id);
    if (row.state !== 'pending') throw businessError('该扣款申请已处理，不能重复操作');
    return row;
  };
  const decide = (
    user: SessionUser,
    id: number,
    state: 'approved' | 'refused',
    remark: string,
    detailed: number | null,
  ) => {
    const changed = db
      .prepare(
        `UPDATE ent_chargeback SET state = ?, remark = ?, decided_by = ?, decided_user_id = ?, decide_time = ?, detailed_id = ?
         WHERE chargeback_id = ? AND state = 'pending'`,
      )
      .run(state, remark, user.userName, user.userId, formatTime(now()), detailed, id);
    if (changed.changes !== 1) throw businessError('该扣款申请已处理，不能重复操作');
  };

  return [
    route(prices.list, button(CODES.districtPriceList), ({ query }, { user }) => {
      if (isMasterUser(user)) throw forbidden('「区域价格」');
      const own = ownEnterprise(user);
      const where = new Where()
        .equals('d.enterprise_id', own ?? query.enterpriseId)
        .contains('e.enterprise_name', own === null ? query.enterpriseName : undefined)
        .equals('d.order_type_id', query.orderTypeId)
        .equals('d.province_code', query.provinceCode);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${PRICE_SELECT} ${where.toSql()} ORDER BY d.create_time DESC, d.district_price_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as PriceRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${PRICE_FROM} ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map(toDistrictPrice), total, pageNum };
    }),

    route(prices.add, button(CODES.districtPriceEdit), ({ body }, { user }) => {
      assertStaff(user, '「区域价格维护」');
      const id = db.transaction(() => {
        const checked = checkedPrice(db, body, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_district_price (enterprise_id, order_type_id, province_code, city_code, area_code, price, remark,
                 create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              body.enterpriseId,
              body.orderTypeId,
              body.provinceCode,
              checked.city,
              checked.area,
              body.price,
              checked.remark,
              user.userName,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: toDistrictPrice(foundPrice(id)), msg: '区域价格已新增' };
    }),

    route(prices.edit, button(CODES.districtPriceEdit), ({ body }, { user }) => {
      assertStaff(user, '「区域价格维护」');
      db.transaction(() => {
        foundPrice(body.districtPriceId);
        const checked = checkedPrice(db, body, body.districtPriceId);
        db.prepare(
          `UPDATE ent_district_price SET enterprise_id = ?, order_type_id = ?, province_code = ?, city_code = ?, area_code = ?,
             price = ?, remark = ?, update_by = ?, update_time = ? WHERE district_price_id = ?`,
        ).run(
          body.enterpriseId,
          body.orderTypeId,
          body.provinceCode,
          checked.city,
          checked.area,
          body.price,
          checked.remark,
          user.userName,
          formatTime(now()),
          body.districtPriceId,
        );
      })();
      return { data: toDistrictPrice(foundPrice(body.districtPriceId)), msg: '区域价格已修改' };
    }),

    route(prices.remove, button(CODES.districtPriceRemove), ({ body }, { user }) => {
      assertStaff(user, '「区域价格删除」');
      foundPrice(body.districtPriceId);
      db.prepare('DELETE FROM ent_district_price WHERE district_price_id = ?').run(body.districtPriceId);
      return { data: null, msg: '区域价格已删除' };
    }),

    route(chargebacks.list, button(CODES.chargebackList), ({ query }, { user }) => {
      if (isMasterUser(user)) throw forbidden('「退款管理」');
      const own = ownEnterprise(user);
      const where = new Where()
        .equals('r.enterprise_id', own ?? undefined)
        .contains('e.enterprise_name', own === null ? query.enterpriseName : undefined)
        .equals('r.state', query.state);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${CHARGEBACK_SELECT} ${where.toSql()} ORDER BY r.apply_time DESC, r.chargeback_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as ChargebackRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${CHARGEBACK_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toChargeback), total, pageNum };
    }),

    route(chargebacks.add, button(CODES.chargebackApply), ({ body }, { user }) => {
      assertStaff(user, '「申请扣款」');
      const amountCents = toCents(body.amount);
      if (amountCents <= 0) throw businessError('请输入扣款金额');
      const reason = body.reason.trim().slice(0, CHARGEBACK_TEXT_MAX);
      if (reason === '') throw businessError('请输入扣款原因');
      const id = db.transaction(() => {
        const enterprise = db
          .prepare('SELECT del_status FROM ent_enterprise WHERE enterprise_id = ?')
          .get(body.enterpriseId) as { del_status: number } | undefined;
        if (enterprise?.del_status !== 0) throw businessError(`企业 ${body.enterpriseId} 不存在`);
        assertCovered(db, body.enterpriseId, amountCents);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_chargeback (enterprise_id, amount_cents, reason, applicant_user_id, apply_by, apply_time)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(body.enterpriseId, amountCents, reason, user.userId, user.userName, formatTime(now()))
            .lastInsertRowid,
        );
      })();
      return { data: toChargeback(foundChargeback(id)), msg: '扣款申请已提交，等待审批' };
    }),

    route(chargebacks.approve, button(CODES.chargebackApprove), ({ body }, { user }) => {
      const data = db.transaction(() => {
        const row = decidable(user, body.chargebackId);
        assertCovered(db, row.enterprise_id, row.amount_cents);
        const at = now();
        changeBalance(db, at, {
          enterpriseId: row.enterprise_id,
          changeCents: -row.amount_cents,
          operType: 3,
          orderNo: `CB${String(row.chargeback_id).padStart(8, '0')}`,
          createBy: user.userName,
          phonenumber: '',
          remark: `扣款：${row.reason}`,
        });
        const detailed = (db.prepare('SELECT last_insert_rowid() AS id').get() as { id: number }).id;
        decide(user, row.chargeback_id, 'approved', body.remark.trim(), detailed);
        return toChargeback(foundChargeback(row.chargeback_id));
      })();
      return { data, msg: '已同意，已从企业钱包扣款' };
    }),

    route(chargebacks.refuse, button(CODES.chargebackApprove), ({ body }, { user }) => {
      const remark = body.remark.trim();
      const data = db.transaction(() => {
        const row = decidable(user, body.chargebackId);
        if (remark === '') throw businessError('请输入拒绝原因');
        decide(user, row.chargeback_id, 'refused', remark, null);
        return toChargeback(foundChargeback(row.chargeback_id));
      })();
      return { data, msg: '已拒绝' };
    }),

    route(contract.enterprise.process.list, button(CODES.enterpriseProcessList), ({ query }, { user }) => {
      if (isMasterUser(user)) throw forbidden('「流程实例」');
      const own = ownEnterprise(user);
      const where = new Where()
        .equals('p.enterprise_id', own ?? undefined)
        .contains('p.enterprise_name', own === null ? query.enterpriseName : undefined)
        .equals('p.approval_type', query.approvalType)
        .equals('p.state', query.state);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT * FROM ${PROCESSES} ${where.toSql()} ORDER BY p.apply_time DESC, p.approval_type, p.request_id DESC
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as ProcessRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM ${PROCESSES} ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map(toProcess), total, pageNum };
    }),
  ];
}
