import { rmSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import {
  OFFLINE_STATE_STATUS,
  type OfflineTopup,
  offlineTopupState,
  PAY_TYPE_OFFLINE,
  RECHARGE_CANCELLED,
  RECHARGE_PAID,
  RECHARGE_UNPAID,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { toYuan } from '../../core/money';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { formatTime, rangeEnd, rangeStart } from '../../core/time';
import { changeBalance } from '../../core/wallet';
import type { Db } from '../../db/database';
import { contentMatchesExtension, contentTypeOf, extensionOf, storeUpload } from '../../enterprise/storage';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface OfflineRow {
  enterprise_recharge_id: number;
  enterprise_id: number;
  enterprise_name: string | null;
  order_no: string;
  recharge_cents: number;
  status: 1 | 2 | 3;
  pay_type: 1 | 2;
  create_by: string;
  create_user_id: number | null;
  recharge_time: string;
  slip_path: string | null;
  slip_time: string | null;
  review_by: string | null;
  review_time: string | null;
  reject_reason: string | null;
}

const OFFLINE_SELECT = `SELECT r.enterprise_recharge_id, r.enterprise_id, e.enterprise_name, r.order_no, r.recharge_cents,
  r.status, r.pay_type, r.create_by, r.create_user_id, r.recharge_time, r.slip_path, r.slip_time, r.review_by,
  r.review_time, r.reject_reason
  FROM enterprise_recharge r LEFT JOIN ent_enterprise e ON e.enterprise_id = r.enterprise_id`;

const toTopup = (row: OfflineRow): OfflineTopup => ({
  enterpriseRechargeId: row.enterprise_recharge_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name ?? '',
  orderNo: row.order_no,
  rechargeMoney: toYuan(row.recharge_cents),
  status: row.status,
  createBy: row.create_by,
  rechargeTime: row.recharge_time,
  payType: row.pay_type,
  offlineState: offlineTopupState(row.status),
  slipPath: row.slip_path,
  slipTime: row.slip_time,
  reviewBy: row.review_by,
  reviewTime: row.review_time,
  rejectReason: row.reject_reason,
});

const rowOf = (db: Db, id: number) =>
  db.prepare(`${OFFLINE_SELECT} WHERE r.enterprise_recharge_id = ?`).get(id) as OfflineRow | undefined;

/** The enabled users of an enterprise: who hears of the review on the live channel. */
const enterpriseUserIds = (db: Db, enterpriseId: number): number[] =>
  (
    db
      .prepare("SELECT user_id FROM sys_user WHERE status = '0' AND user_type = ? AND enterprise_id = ?")
      .all(USER_TYPE_ENTERPRISE, enterpriseId) as { user_id: number }[]
  ).map((row) => row.user_id);

/**
 * An unpaid offline top-up a staff member may review. Enterprise users never review (even with the
 * code); an online order, a reviewed one or an unknown id is refused with a message, changing nothing.
 */
function reviewable(db: Db, user: SessionUser, id: number, what: string): OfflineRow {
  if (user.enterpriseId !== null) throw forbidden(`「${what}」`);
  const row = rowOf(db, id);
  if (!row) throw businessError(`充值记录 ${id} 不存在`);
  if (row.pay_type !== PAY_TYPE_OFFLINE) throw businessError('在线支付的充值订单不能人工确认或驳回');
  if (row.status === RECHARGE_PAID) throw businessError('该充值订单已确认到账，不能重复操作');
  if (row.status === RECHARGE_CANCELLED) throw businessError('该充值订单已驳回或已取消，不能再操作');
  return row;
}

/**
 * Offline bank transfers (pay type 1, D35): the list staff review (an enterprise user sees only
 * their own), the bank slip an enterprise attaches, and the review: 确认到账 (paid, wallet credited,
 * top-up bill line — one transaction) or 驳回 with a reason (cancelled, nothing else moves). The
 * enterprise's users hear of either on the live channel (an info alert, type 4).
 */
export function offlinePaymentRoutes({ db, config, now, events }: RouteDeps): RouteDefinition[] {
  const { offline } = contract.finance;

  const tell = (enterpriseId: number, title: string, text: string, remark: string) => {
    events.toUsers(enterpriseUserIds(db, enterpriseId), { type: 4, title, text, remark });
  };

  return [
    route(offline.list, button(CODES.rechargeList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, undefined, CODES.rechargeList, '查看线下付款');
      if (query.beginTime && query.endTime && rangeStart(query.beginTime) > rangeEnd(query.endTime))
        throw badRequest('开始时间不能晚于结束时间');
      const where = new Where()
        .equals('r.pay_type', PAY_TYPE_OFFLINE)
        .equals('r.enterprise_id', enterpriseId ?? undefined)
        .contains('e.enterprise_name', enterpriseId === null ? query.enterpriseName : undefined)
        .startsWith('r.order_no', query.orderNo)
        .equals('r.status', query.offlineState ? OFFLINE_STATE_STATUS[query.offlineState] : undefined)
        .between('r.recharge_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { rechargeTime: 'r.recharge_time', rechargeMoney: 'r.recharge_cents', orderNo: 'r.order_no' },
        'r.recharge_time',
        'r.enterprise_recharge_id',
      );
      const rows = db
        .prepare(`${OFFLINE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as OfflineRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM enterprise_recharge r LEFT JOIN ent_enterprise e ON e.enterprise_id = r.enterprise_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toTopup), total, pageNum };
    }),

    // The enterprise (or staff topping up for it) attaches the slip of its own unpaid transfer; a new one replaces it.
    route(offline.slip, button(CODES.rechargeAdd), ({ query, file }, { user }) => {
      const row = rowOf(db, query.enterpriseRechargeId);
      if (!row) throw businessError(`充值记录 ${query.enterpriseRechargeId} 不存在`);
      enterpriseScope(user, row.enterprise_id, CODES.rechargeAdd, '上传转账凭证');
      if (row.pay_type !== PAY_TYPE_OFFLINE) throw businessError('只有线下转账的充值订单需要上传转账凭证');
      if (row.status !== RECHARGE_UNPAID) throw businessError('该充值订单已处理，不能再上传转账凭证');
      const extension = extensionOf(file.fileName);
      if (file.size === 0) throw badRequest('上传的文件是空的');
      if (!contentMatchesExtension(extension, file.head))
        throw badRequest(`文件内容不是 .${extension} 格式，上传文件格式不支持!`);
      const at = now();
      const time = formatTime(at);
      const relative = storeUpload(config.dataDir, `slip/${row.enterprise_id}`, extension, file.tempPath, at);
      try {
        db.transaction(() => {
          db.prepare(
            `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
             VALUES (?, ?, ?, ?, 'enterprise', ?, ?, ?)`,
          ).run(
            relative,
            file.fileName,
            contentTypeOf(file.fileName),
            file.size,
            row.enterprise_id,
            user.userId,
            time,
          );
          const changed = db
            .prepare(
              'UPDATE enterprise_recharge SET slip_path = ?, slip_time = ? WHERE enterprise_recharge_id = ? AND status = ?',
            )
            .run(relative, time, row.enterprise_recharge_id, RECHARGE_UNPAID).changes;
          if (changed !== 1) throw businessError('该充值订单已处理，不能再上传转账凭证');
        })();
      } catch (error) {
        rmSync(path.join(config.dataDir, ...relative.split('/')), { force: true });
        throw error;
      }
      const saved = rowOf(db, row.enterprise_recharge_id) as OfflineRow;
      return { data: toTopup(saved), msg: '上传成功' };
    }),

    route(offline.confirm, button(CODES.offlineConfirm), ({ body }, { user }) => {
      const at = now();
      const time = formatTime(at);
      const confirmed = db.transaction(() => {
        const row = reviewable(db, user, body.enterpriseRechargeId, '确认线下付款');
        const changed = db
          .prepare(
            `UPDATE enterprise_recharge SET status = ?, pay_time = ?, review_by = ?, review_user_id = ?, review_time = ?
             WHERE enterprise_recharge_id = ? AND status = ?`,
          )
          .run(
            RECHARGE_PAID,
            time,
            user.userName,
            user.userId,
            time,
            row.enterprise_recharge_id,
            RECHARGE_UNPAID,
          ).changes;
        if (changed !== 1) throw businessError('该充值订单已确认到账，不能重复操作');
        const creator = db
          .prepare('SELECT phonenumber FROM sys_user WHERE user_id = ?')
          .get(row.create_user_id ?? 0) as { phonenumber: string | null } | undefined;
        changeBalance(db, at, {
          enterpriseId: row.enterprise_id,
          changeCents: row.recharge_cents,
          operType: 0,
          orderNo: row.order_no,
          createBy: row.create_by,
          phonenumber: creator?.phonenumber ?? '',
          remark: `线下转账充值（${user.userName} 确认到账）`,
        });
        return rowOf(db, row.enterprise_recharge_id) as OfflineRow;
      })();
      tell(
        confirmed.enterprise_id,
        '线下付款已到账',
        `充值订单 ${confirmed.order_no} 已确认到账，金额 ${toYuan(confirmed.recharge_cents).toFixed(2)} 元`,
        '',
      );
      return { data: toTopup(confirmed), msg: '确认到账成功' };
    }),

    route(offline.reject, button(CODES.offlineReject), ({ body }, { user }) => {
      const reason = body.rejectReason.trim();
      const time = formatTime(now());
      const rejected = db.transaction(() => {
        const row = reviewable(db, user, body.enterpriseRechargeId, '驳回线下付款');
        if (reason === '') throw badRequest('请输入驳回原因');
        const changed = db
          .prepare(
            `UPDATE enterprise_recharge SET status = ?, review_by = ?, review_user_id = ?, review_time = ?, reject_reason = ?
             WHERE enterprise_recharge_id = ? AND status = ?`,
          )
          .run(
            RECHARGE_CANCELLED,
            user.userName,
            user.userId,
            time,
            reason,
            row.enterprise_recharge_id,
            RECHARGE_UNPAID,
          ).changes;
        if (changed !== 1) throw businessError('该充值订单已驳回或已取消，不能再操作');
        return rowOf(db, row.enterprise_recharge_id) as OfflineRow;
      })();
      tell(
        rejected.enterprise_id,
        '线下付款已驳回',
        `充值订单 ${rejected.order_no} 已被驳回：${reason}`,
        reason,
      );
      return { data: toTopup(rejected), msg: '驳回成功' };
    }),
  ];
}
