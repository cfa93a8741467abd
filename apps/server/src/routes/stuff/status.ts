import { contract } from '@onsite/api-client';
import {
  ASSIGN_ON,
  applyAssignStatus,
  applyWorkStatus,
  DEPT_ON_POST,
  DEPT_ORDER_PRINCIPALS,
  WORK_ON,
  type WorkAssignState,
} from '@onsite/domain';
import { SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { pageOf } from '../../core/paging';
import { formatDay, formatTime } from '../../core/time';
import { headerProfileOf } from '../../core/users';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** Orders still open (not completed, not cancelled). */
export const OPEN_ORDER_STATUSES = "('toDispatch', 'dispatched', 'inService', 'customerServiceApply')";

export function workStateOf(db: Db, userId: number): WorkAssignState {
  const row = db.prepare('SELECT work_status, assign_status FROM sys_user WHERE user_id = ?').get(userId) as {
    work_status: WorkAssignState['workStatus'];
    assign_status: WorkAssignState['assignStatus'];
  };
  return { workStatus: row.work_status, assignStatus: row.assign_status };
}

function saveWorkState(db: Db, userId: number, state: WorkAssignState, at: number): void {
  db.prepare('UPDATE sys_user SET work_status = ?, assign_status = ?, update_time = ? WHERE user_id = ?').run(
    state.workStatus,
    state.assignStatus,
    formatTime(at),
    userId,
  );
}

/** Spec 000 §4.2: the work switch belongs to dept 103 and 106, auto-accept to dept 103. */
function assertDept(user: SessionUser, depts: readonly number[], what: string): void {
  if (user.userId !== 1 && (user.deptId === null || !depts.includes(user.deptId))) throw forbidden(what);
}

/** The exit summary's counts for a dispatcher (dept 103), all for the signed-in principal. */
function exitCounts(db: Db, userId: number, at: number) {
  const count = (sql: string, ...params: (string | number)[]) =>
    (db.prepare(sql).get(...params) as { total: number }).total;
  const today = formatDay(at);
  return {
    outstandOrderCount: count(
      `SELECT COUNT(*) AS total FROM work_order WHERE principal_id = ? AND order_status IN ${OPEN_ORDER_STATUSES}`,
      userId,
    ),
    processedOrderCount: count(
      `SELECT COUNT(DISTINCT order_id) AS total FROM work_order_course
       WHERE operate_user_id = ? AND operate_time BETWEEN ? AND ?`,
      userId,
      `${today} 00:00:00`,
      `${today} 23:59:59`,
    ),
    unProcessIdNum: count(
      "SELECT COUNT(*) AS total FROM work_order WHERE principal_id = ? AND order_status = 'toDispatch'",
      userId,
    ),
  };
}

/** The header's calls on the signed-in staff member (spec 000 §7.1, §7.3). */
export function statusRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const s = contract.stuff.stuff;
  return [
    route(s.getuser, SIGNED_IN, (_input, { user }) => ({ data: headerProfileOf(db, user) })),
    route(s.logininfo, SIGNED_IN, ({ body }, { user }) => {
      const { limit, offset, pageNum } = pageOf(body);
      const rows = db
        .prepare(
          `SELECT login_time, ipaddr, login_location, device_type, browser, os FROM sys_logininfor
           WHERE user_id = ? AND status = '0' ORDER BY login_time DESC, info_id DESC LIMIT ? OFFSET ?`,
        )
        .all(user.userId, limit, offset) as {
        login_time: string;
        ipaddr: string;
        login_location: string;
        device_type: string;
        browser: string;
        os: string;
      }[];
      const { total } = db
        .prepare("SELECT COUNT(*) AS total FROM sys_logininfor WHERE user_id = ? AND status = '0'")
        .get(user.userId) as { total: number };
      return {
        rows: rows.map((row) => ({
          loginTime: row.login_time,
          ipaddr: row.ipaddr,
          loginLocation: row.login_location,
          deviceType: row.device_type,
          browser: row.browser,
          os: row.os,
        })),
        total,
        pageNum,
      };
    }),
    route(s.getWorkStatus, SIGNED_IN, (_input, { user }) => ({ data: workStateOf(db, user.userId) })),
    route(s.stuffworkstatus, SIGNED_IN, ({ body }, { user }) => {
      assertDept(user, [DEPT_ORDER_PRINCIPALS, DEPT_ON_POST], '「上岗/离岗」（仅订单部与客服部）');
      // spec 000 §4.2: going off post also turns auto-accept off.
      saveWorkState(db, user.userId, applyWorkStatus(workStateOf(db, user.userId), body.workStatus), now());
      return { data: null, msg: '修改成功' };
    }),
    route(s.stuffassignstatus, SIGNED_IN, ({ body }, { user }) => {
      assertDept(user, [DEPT_ORDER_PRINCIPALS], '「自动接单」（仅订单部）');
      const state = workStateOf(db, user.userId);
      if (body.assignStatus === ASSIGN_ON && state.workStatus !== WORK_ON) {
        throw businessError('离岗状态下不能开启自动接单，请先上岗');
      }
      saveWorkState(db, user.userId, applyAssignStatus(state, body.assignStatus), now());
      return { data: null, msg: '修改成功' };
    }),
    route(s.stuffexitmsg, SIGNED_IN, (_input, { user }) => {
      const { workStatus } = workStateOf(db, user.userId);
      // spec 000 §6: only dept 103 sees the counts; the others get zeros.
      const counts =
        user.deptId === DEPT_ORDER_PRINCIPALS
          ? exitCounts(db, user.userId, now())
          : { outstandOrderCount: 0, processedOrderCount: 0, unProcessIdNum: 0 };
      return { data: { workStatus, ...counts } };
    }),
  ];
}
