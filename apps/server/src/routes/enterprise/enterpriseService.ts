import { contract } from '@onsite/api-client';
import {
  type BlacklistRow,
  DEFAULT_PAGE_NUM,
  DEFAULT_PAGE_SIZE,
  type EnterpriseCustomerRow,
  type EnterpriseOrderSummary,
  maskCustomerPhone,
  type ProblemCategory,
  type ProblemRow,
  type ProblemState,
} from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import type { SessionUser } from '../../auth/sessions';
import { addressKey, phoneKey } from '../../core/blacklist';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { isRegionChain } from '../../core/orderStore';
import { compactTime } from '../../core/time';
import { anyCode } from '../../enterprise/access';
import {
  actorOf,
  assertEnterpriseScope,
  hasCode,
  requireCode,
  requireEnterprise,
  scopedEnterpriseId,
} from '../../enterprise/guard';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface BlacklistDbRow {
  blacklist_id: number;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  phone: string;
  province_code: string;
  city_code: string;
  area_code: string;
  region_name: string;
  detailed_address: string;
  reason: string;
  forbidden_status: 0 | 1;
  remark: string;
  create_by: string;
  create_time: string | null;
}

const BLACKLIST_FROM = `FROM ent_blacklist t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  LEFT JOIN bd_province p ON p.province_code = t.province_code
  LEFT JOIN bd_city c ON c.city_code = t.city_code
  LEFT JOIN bd_area a ON a.area_code = t.area_code`;
const BLACKLIST_SELECT = `SELECT t.blacklist_id, t.enterprise_id, e.enterprise_name, t.customer_name, t.phone, t.province_code,
  t.city_code, t.area_code, t.detailed_address, t.reason, t.forbidden_status, t.remark, t.create_by, t.create_time,
  TRIM(COALESCE(p.province_name, '') || ' ' || COALESCE(c.city_name, '') || ' ' || COALESCE(a.area_name, '')) AS region_name
  ${BLACKLIST_FROM}`;

const toBlacklist = (row: BlacklistDbRow): BlacklistRow => ({
  blacklistId: row.blacklist_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  customerName: row.customer_name,
  phone: row.phone,
  provinceCode: row.province_code,
  cityCode: row.city_code,
  areaCode: row.area_code,
  regionName: row.region_name,
  detailedAddress: row.detailed_address,
  reason: row.reason,
  forbiddenStatus: row.forbidden_status,
  remark: row.remark,
  createBy: row.create_by,
  createTime: row.create_time,
});

interface ProblemDbRow {
  problem_id: number;
  enterprise_id: number;
  enterprise_name: string;
  order_id: number | null;
  order_no: string | null;
  category: ProblemCategory;
  description: string;
  state: ProblemState;
  result: string;
  handled_by: string;
  handled_time: string | null;
  create_by: string;
  create_time: string;
}

const PROBLEM_FROM = `FROM ent_problem t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  LEFT JOIN work_order o ON o.order_id = t.order_id`;
const PROBLEM_SELECT = `SELECT t.problem_id, t.enterprise_id, e.enterprise_name, t.order_id, o.order_no, t.category,
  t.description, t.state, t.result, t.handled_by, t.handled_time, t.create_by, t.create_time ${PROBLEM_FROM}`;

const toProblem = (row: ProblemDbRow): ProblemRow => ({
  problemId: row.problem_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  orderId: row.order_id,
  orderNo: row.order_no,
  category: row.category,
  description: row.description,
  state: row.state,
  result: row.result,
  handledBy: row.handled_by,
  handledTime: row.handled_time,
  createBy: row.create_by,
  createTime: row.create_time,
});

interface CustomerDbRow {
  customer_id: number;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  phone: string;
  province_code: string;
  city_code: string;
  area_code: string;
  region_name: string;
  detailed_address: string;
  order_count: number;
  last_order_time: string | null;
  remark: string;
  create_time: string | null;
}

const CUSTOMER_FROM = `FROM ent_customer t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  LEFT JOIN bd_province p ON p.province_code = t.province_code
  LEFT JOIN bd_city c ON c.city_code = t.city_code
  LEFT JOIN bd_area a ON a.area_code = t.area_code`;
const CUSTOMER_SELECT = `SELECT t.customer_id, t.enterprise_id, e.enterprise_name, t.customer_name, t.phone, t.province_code,
  t.city_code, t.area_code, t.detailed_address, t.order_count, t.last_order_time, t.remark, t.create_time,
  TRIM(COALESCE(p.province_name, '') || ' ' || COALESCE(c.city_name, '') || ' ' || COALESCE(a.area_name, '')) AS region_name
  ${CUSTOMER_FROM}`;

/** Most rows of an export. */
const EXPORT_ROW_LIMIT = 20_000;

/** A customer as the caller may see it: the phone masked without `enterprise:database:phone` (least data). */
const toCustomer = (row: CustomerDbRow, fullPhone: boolean): EnterpriseCustomerRow => ({
  customerId: row.customer_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  customerName: row.customer_name,
  phone: fullPhone ? row.phone : maskCustomerPhone(row.phone),
  phoneMasked: !fullPhone,
  provinceCode: row.province_code,
  cityCode: row.city_code,
  areaCode: row.area_code,
  regionName: row.region_name,
  detailedAddress: row.detailed_address,
  orderCount: row.order_count,
  lastOrderTime: row.last_order_time,
  remark: row.remark,
  createTime: row.create_time,
});

const bold = (titles: string[]) => titles.map((title) => ({ value: title, fontWeight: 'bold' as const }));

interface CustomerInput {
  customerName: string;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  detailedAddress: string;
  remark: string;
}

interface BlacklistInput {
  customerName: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  detailedAddress: string;
  reason: string;
  remark: string;
}

/**
 * D62: an enterprise's blacklist (黑名单) and the problems reported on its orders (问题列表). Staff see every
 * enterprise's rows (the enterprise filter narrows them), an enterprise user only their own (another
 * enterprise's row is "not found"); the codes `enterprise:blacklist:*` and `enterprise:problem:*` decide
 * what each may do. The blacklist is enforced by the order creation (core/blacklist.ts).
 */
export function enterpriseServiceRoutes({ db, now, config }: RouteDeps): RouteDefinition[] {
  const { blacklist, problem, customerDatabase, orderManagement } = contract.enterprise;

  /** The list's enterprise: an enterprise user's own (asking for another is refused), else the filter. */
  const listScope = (user: SessionUser, asked: number | undefined): number | undefined => {
    if (asked !== undefined) assertEnterpriseScope(user, asked);
    return scopedEnterpriseId(user) ?? asked;
  };

  const requireEntry = (user: SessionUser, id: number): BlacklistDbRow => {
    const row = db.prepare(`${BLACKLIST_SELECT} WHERE t.blacklist_id = ?`).get(id) as
      | BlacklistDbRow
      | undefined;
    const own = scopedEnterpriseId(user);
    if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(`黑名单 ${id} `);
    return row;
  };

  /** The entry's values checked: a phone or an address (a whole region chain and a detailed address), not taken. */
  const checkedEntry = (enterpriseId: number, body: BlacklistInput, exceptId: number) => {
    const values = {
      customerName: body.customerName.trim(),
      phone: body.phone.trim(),
      detailedAddress: body.detailedAddress.trim(),
      reason: body.reason.trim(),
      remark: body.remark.trim(),
    };
    if (values.reason === '') throw badRequest('拉黑原因不能为空');
    const region = [body.provinceCode, body.cityCode, body.areaCode];
    const anyRegion = region.some((code) => code !== '');
    if (anyRegion || values.detailedAddress !== '') {
      if (region.some((code) => code === '') || values.detailedAddress === '')
        throw badRequest('地址须填写完整的省、市、区和详细地址');
      if (!isRegionChain(db, body.provinceCode, body.cityCode, body.areaCode))
        throw badRequest('省、市、区不匹配');
    }
    const phone = phoneKey(values.phone);
    const address = addressKey(values.detailedAddress);
    if (phone === '' && address === '') throw badRequest('请填写客户电话或服务地址');
    if (phone !== '') {
      const clash = db
        .prepare(
          'SELECT 1 FROM ent_blacklist WHERE enterprise_id = ? AND phone_key = ? AND blacklist_id <> ?',
        )
        .get(enterpriseId, phone, exceptId);
      if (clash) throw businessError(`客户电话 ${values.phone} 已在该企业的黑名单中`);
    } else {
      const clash = db
        .prepare(
          `SELECT 1 FROM ent_blacklist WHERE enterprise_id = ? AND phone_key = '' AND area_code = ? AND address_key = ?
           AND blacklist_id <> ?`,
        )
        .get(enterpriseId, body.areaCode, address, exceptId);
      if (clash) throw businessError(`服务地址 ${values.detailedAddress} 已在该企业的黑名单中`);
    }
    return [
      values.customerName,
      values.phone,
      phone,
      body.provinceCode,
      body.cityCode,
      body.areaCode,
      values.detailedAddress,
      address,
      values.reason,
      values.remark,
    ];
  };

  const setEntryState = (user: SessionUser, id: number, status: 0 | 1) => {
    const row = requireEntry(user, id);
    if (row.forbidden_status === status)
      throw businessError(status === 1 ? '该黑名单已解除' : '该黑名单已生效');
    db.prepare('UPDATE ent_blacklist SET forbidden_status = ? WHERE blacklist_id = ?').run(status, id);
  };

  const requireProblem = (user: SessionUser, id: number): ProblemDbRow => {
    const row = db.prepare(`${PROBLEM_SELECT} WHERE t.problem_id = ?`).get(id) as ProblemDbRow | undefined;
    const own = scopedEnterpriseId(user);
    if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(`问题 ${id} `);
    return row;
  };

  const requireOpen = (row: ProblemDbRow) => {
    if (row.state !== 'open') throw businessError('该问题已处理，不能再修改');
  };

  /** The order a problem names: '' is none; another enterprise's or an unknown number is refused. */
  const orderIdOf = (enterpriseId: number, orderNo: string): number | null => {
    const text = orderNo.trim();
    if (text === '') return null;
    const order = db
      .prepare('SELECT order_id FROM work_order WHERE order_no = ? AND enterprise_id = ?')
      .get(text, enterpriseId) as { order_id: number } | undefined;
    if (!order) throw businessError(`该企业没有订单 ${text}`);
    return order.order_id;
  };

  const descriptionOf = (text: string) => {
    const description = text.trim();
    if (description === '') throw badRequest('问题描述不能为空');
    return description;
  };

  /** An address of a form: none, or a whole region chain with a detailed address. */
  const checkedAddress = (body: {
    provinceCode: string;
    cityCode: string;
    areaCode: string;
    detailedAddress: string;
  }) => {
    const detailedAddress = body.detailedAddress.trim();
    const region = [body.provinceCode, body.cityCode, body.areaCode];
    if (region.some((code) => code !== '') || detailedAddress !== '') {
      if (region.some((code) => code === '') || detailedAddress === '')
        throw badRequest('地址须填写完整的省、市、区和详细地址');
      if (!isRegionChain(db, body.provinceCode, body.cityCode, body.areaCode))
        throw badRequest('省、市、区不匹配');
    }
    return detailedAddress;
  };

  const customerValues = (body: CustomerInput) => {
    const customerName = body.customerName.trim();
    if (customerName === '') throw badRequest('客户姓名不能为空');
    return [
      customerName,
      body.provinceCode,
      body.cityCode,
      body.areaCode,
      checkedAddress(body),
      body.remark.trim(),
    ];
  };

  const requireCustomer = (user: SessionUser, id: number): CustomerDbRow => {
    const row = db.prepare(`${CUSTOMER_SELECT} WHERE t.customer_id = ?`).get(id) as CustomerDbRow | undefined;
    const own = scopedEnterpriseId(user);
    if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(`客户 ${id} `);
    return row;
  };

  /** The customer list's WHERE: the enterprise scope, and a phone search only with the full phones' code. */
  const customerWhere = (
    user: SessionUser,
    query: { enterpriseId?: number; customerName?: string; phone?: string; areaCode?: string },
  ) => {
    if (query.phone) requireCode(user, CODES.databasePhone, '按电话查询客户资料');
    return new Where()
      .when(listScope(user, query.enterpriseId), 't.enterprise_id = ?')
      .when(query.customerName, "t.customer_name LIKE ? ESCAPE '\\'", likeText(query.customerName ?? ''))
      .when(query.phone, "t.phone_key LIKE ? ESCAPE '\\'", likeText(phoneKey(query.phone ?? '')))
      .when(query.areaCode, 't.area_code = ?');
  };

  return [
    route(blacklist.list, anyCode(CODES.blacklistList), ({ query }, { user }) => {
      const where = new Where()
        .when(listScope(user, query.enterpriseId), 't.enterprise_id = ?')
        .when(query.customerName, "t.customer_name LIKE ? ESCAPE '\\'", likeText(query.customerName ?? ''))
        .when(query.phone, "t.phone LIKE ? ESCAPE '\\'", likeText(query.phone ?? ''))
        .when(query.forbiddenStatus, 't.forbidden_status = ?');
      const page = pageOf<BlacklistDbRow>(db, {
        select: BLACKLIST_SELECT,
        from: BLACKLIST_FROM,
        where,
        query,
        sortable: { createTime: 't.create_time', enterpriseName: 'e.enterprise_name' },
        defaultOrder: 't.blacklist_id DESC',
        tieBreaker: 't.blacklist_id',
      });
      return { rows: page.rows.map(toBlacklist), total: page.total, pageNum: page.pageNum };
    }),
    route(blacklist.add, anyCode(CODES.blacklistEdit), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        const values = checkedEntry(body.enterpriseId, body, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_blacklist (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
                 detailed_address, address_key, reason, remark, create_by, create_time)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(body.enterpriseId, ...values, actor.name, actor.time).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(blacklist.update, anyCode(CODES.blacklistEdit), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireEntry(user, body.blacklistId);
        const values = checkedEntry(row.enterprise_id, body, body.blacklistId);
        db.prepare(
          `UPDATE ent_blacklist SET customer_name = ?, phone = ?, phone_key = ?, province_code = ?, city_code = ?,
             area_code = ?, detailed_address = ?, address_key = ?, reason = ?, remark = ? WHERE blacklist_id = ?`,
        ).run(...values, body.blacklistId);
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(blacklist.disable, anyCode(CODES.blacklistEdit), ({ body }, { user }) => {
      setEntryState(user, body.blacklistId, 1);
      return { data: null, msg: '已解除黑名单' };
    }),
    route(blacklist.enable, anyCode(CODES.blacklistEdit), ({ body }, { user }) => {
      setEntryState(user, body.blacklistId, 0);
      return { data: null, msg: '黑名单已重新生效' };
    }),
    route(blacklist.remove, anyCode(CODES.blacklistRemove), ({ body }, { user }) => {
      requireEntry(user, body.blacklistId);
      db.prepare('DELETE FROM ent_blacklist WHERE blacklist_id = ?').run(body.blacklistId);
      return { data: null, msg: '删除成功' };
    }),

    route(problem.list, anyCode(CODES.problemList), ({ query }, { user }) => {
      const where = new Where()
        .when(listScope(user, query.enterpriseId), 't.enterprise_id = ?')
        .when(query.orderNo, "o.order_no LIKE ? ESCAPE '\\'", likeText(query.orderNo ?? ''))
        .when(query.category, 't.category = ?')
        .when(query.state, 't.state = ?');
      const page = pageOf<ProblemDbRow>(db, {
        select: PROBLEM_SELECT,
        from: PROBLEM_FROM,
        where,
        query,
        sortable: { createTime: 't.create_time', handledTime: 't.handled_time' },
        defaultOrder: 't.problem_id DESC',
        tieBreaker: 't.problem_id',
      });
      return { rows: page.rows.map(toProblem), total: page.total, pageNum: page.pageNum };
    }),
    route(problem.add, anyCode(CODES.problemAdd), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const actor = actorOf(user, now);
      const description = descriptionOf(body.description);
      const id = db.transaction(() =>
        Number(
          db
            .prepare(
              `INSERT INTO ent_problem (enterprise_id, order_id, category, description, create_by, create_time)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(
              body.enterpriseId,
              orderIdOf(body.enterpriseId, body.orderNo),
              body.category,
              description,
              actor.name,
              actor.time,
            ).lastInsertRowid,
        ),
      )();
      return { data: id, msg: '问题已上报' };
    }),
    route(problem.update, anyCode(CODES.problemAdd), ({ body }, { user }) => {
      const description = descriptionOf(body.description);
      db.transaction(() => {
        const row = requireProblem(user, body.problemId);
        requireOpen(row);
        db.prepare(
          'UPDATE ent_problem SET order_id = ?, category = ?, description = ? WHERE problem_id = ?',
        ).run(orderIdOf(row.enterprise_id, body.orderNo), body.category, description, body.problemId);
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(problem.handle, anyCode(CODES.problemHandle), ({ body }, { user }) => {
      const result = body.result.trim();
      if (result === '') throw badRequest('处理结果不能为空');
      const actor = actorOf(user, now);
      db.transaction(() => {
        requireOpen(requireProblem(user, body.problemId));
        db.prepare(
          "UPDATE ent_problem SET state = 'handled', result = ?, handled_by = ?, handled_time = ? WHERE problem_id = ?",
        ).run(result, actor.name, actor.time, body.problemId);
      })();
      return { data: null, msg: '问题已处理' };
    }),
    route(problem.remove, anyCode(CODES.problemAdd), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireProblem(user, body.problemId);
        if (row.state !== 'open') throw businessError('已处理的问题是处理记录，不能删除');
        db.prepare('DELETE FROM ent_problem WHERE problem_id = ?').run(body.problemId);
      })();
      return { data: null, msg: '删除成功' };
    }),

    route(customerDatabase.list, anyCode(CODES.databaseList), ({ query }, { user }) => {
      const page = pageOf<CustomerDbRow>(db, {
        select: CUSTOMER_SELECT,
        from: CUSTOMER_FROM,
        where: customerWhere(user, query),
        query,
        sortable: {
          lastOrderTime: 't.last_order_time',
          orderCount: 't.order_count',
          createTime: 't.create_time',
        },
        defaultOrder: 't.last_order_time DESC, t.customer_id DESC',
        tieBreaker: 't.customer_id',
      });
      const fullPhone = hasCode(user, CODES.databasePhone);
      return {
        rows: page.rows.map((row) => toCustomer(row, fullPhone)),
        total: page.total,
        pageNum: page.pageNum,
      };
    }),
    route(customerDatabase.add, anyCode(CODES.databaseEdit), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const values = customerValues(body);
      const key = phoneKey(body.phone);
      const id = db.transaction(() => {
        if (
          db
            .prepare('SELECT 1 FROM ent_customer WHERE enterprise_id = ? AND phone_key = ?')
            .get(body.enterpriseId, key)
        )
          throw businessError(`客户电话 ${body.phone} 已在资料库中`);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_customer (enterprise_id, customer_name, province_code, city_code, area_code, detailed_address,
                 remark, phone, phone_key, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(body.enterpriseId, ...values, body.phone, key, actorOf(user, now).time).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(customerDatabase.update, anyCode(CODES.databaseEdit), ({ body }, { user }) => {
      const values = customerValues(body);
      db.transaction(() => {
        requireCustomer(user, body.customerId);
        db.prepare(
          `UPDATE ent_customer SET customer_name = ?, province_code = ?, city_code = ?, area_code = ?, detailed_address = ?,
             remark = ? WHERE customer_id = ?`,
        ).run(...values, body.customerId);
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(customerDatabase.remove, anyCode(CODES.databaseEdit), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireCustomer(user, body.customerId);
        if (row.order_count > 0)
          throw businessError(`客户「${row.customer_name}」已有 ${row.order_count} 个订单，不能删除`);
        db.prepare('DELETE FROM ent_customer WHERE customer_id = ?').run(body.customerId);
      })();
      return { data: null, msg: '删除成功' };
    }),
    route(customerDatabase.export, anyCode(CODES.databaseExport), async ({ query }, { user }) => {
      const at = now();
      const where = customerWhere(user, query);
      const rows = db
        .prepare(
          `${CUSTOMER_SELECT} ${where.toSql()} ORDER BY t.last_order_time DESC, t.customer_id DESC LIMIT ?`,
        )
        .all(...where.params, EXPORT_ROW_LIMIT) as CustomerDbRow[];
      const fullPhone = hasCode(user, CODES.databasePhone);
      const sheet = [
        bold(['企业', '客户姓名', '客户电话', '所在地区', '详细地址', '订单数', '最近下单时间', '备注']),
        ...rows.map((row) => {
          const customer = toCustomer(row, fullPhone);
          return [
            customer.enterpriseName,
            customer.customerName,
            customer.phone,
            customer.regionName,
            customer.detailedAddress,
            customer.orderCount,
            customer.lastOrderTime ?? '',
            customer.remark,
          ];
        }),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '资料库' }).toBuffer();
      const exportName = `资料库_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'customers',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: customerDatabase.export.produces, fileName: exportName };
    }),

    // D62: 企业订单管理 — each enterprise's orders counted by state; the orders stay on the order list.
    route(orderManagement.list, anyCode(CODES.orderList), ({ query }, { user }) => {
      const where = new Where()
        .add('e.del_status = 0')
        .when(listScope(user, query.enterpriseId), 'e.enterprise_id = ?');
      const pageNum = query.pageNum ?? DEFAULT_PAGE_NUM;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM ent_enterprise e ${where.toSql()}`)
        .get(...where.params) as { total: number };
      const rows = db
        .prepare(
          `SELECT e.enterprise_id AS enterpriseId, e.enterprise_name AS enterpriseName, COUNT(o.order_id) AS total,
             COALESCE(SUM(o.order_status = 'toDispatch'), 0) AS toDispatch,
             COALESCE(SUM(o.order_status IN ('dispatched', 'accepted', 'inService')), 0) AS underWay,
             COALESCE(SUM(o.order_status IN ('completed', 'verified', 'settled')), 0) AS finished,
             COALESCE(SUM(o.order_status = 'cancelled'), 0) AS cancelled,
             COALESCE(SUM(o.order_status = 'customerServiceApply'), 0) AS customerServiceApply,
             COALESCE(SUM(o.held), 0) AS held, MAX(o.create_time) AS lastOrderTime
           FROM ent_enterprise e LEFT JOIN work_order o ON o.enterprise_id = e.enterprise_id ${where.toSql()}
           GROUP BY e.enterprise_id ORDER BY total DESC, e.enterprise_id LIMIT ? OFFSET ?`,
        )
        .all(...where.params, pageSize, (pageNum - 1) * pageSize) as EnterpriseOrderSummary[];
      return { rows, total, pageNum };
    }),
  ];
}
