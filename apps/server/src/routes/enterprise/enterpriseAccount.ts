import { contract } from '@onsite/api-client';
import { type EnterpriseSignInAccount, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { hashPassword } from '../../auth/passwords';
import { closeSessionsOf, type SessionUser } from '../../auth/sessions';
import { clearFailures, lockedUntil } from '../../auth/throttle';
import { CODES } from '../../core/codes';
import { isEnterpriseAdmin } from '../../core/enterpriseAccess';
import { formatTime } from '../../core/time';
import { anyCode } from '../../enterprise/access';
import { assertEnterpriseScope } from '../../enterprise/guard';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { businessError, forbidden, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface AccountDbRow {
  user_id: number;
  enterprise_id: number;
  enterprise_name: string;
  login_name: string;
  user_name: string;
  phonenumber: string | null;
  status: '0' | '1';
  login_date: string | null;
  create_time: string;
}

const FROM = 'FROM sys_user u JOIN ent_enterprise e ON e.enterprise_id = u.enterprise_id';
const SELECT = `SELECT u.user_id, u.enterprise_id, e.enterprise_name, u.login_name, u.user_name, u.phonenumber, u.status,
  u.login_date, u.create_time ${FROM}`;

/** The key of an account's wrong-password counter (routes/auth.ts). */
const accountKey = (loginName: string) => `account:${loginName.trim().toLowerCase()}`;

/** D62: 企业账号 is staff's; an enterprise's administrator manages their own on 企业用户 (D49). */
function requireStaff(user: SessionUser): void {
  if (user.userType === USER_TYPE_ENTERPRISE && user.userId !== 1) {
    throw forbidden('「企业账号」（仅平台人员可操作，企业管理员请使用企业用户）');
  }
}

/**
 * D62: 企业账号 (enterpriseAccount) — staff's view of every enterprise's sign-in accounts, the same users
 * (sys_user, userType '22') the enterprise's administrator manages on 企业用户 (D45, D49), with the same
 * rules: disabling or resetting the password ends the account's sessions, a reset password is changed
 * at the next sign-in; unlocking clears the wrong-password lock of the sign-in (routes/auth.ts).
 */
export function enterpriseAccountRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const calls = contract.enterprise.enterpriseAccount;

  const requireAccount = (userId: number): AccountDbRow => {
    const row = db
      .prepare(`${SELECT} WHERE u.user_id = ? AND u.user_type = ?`)
      .get(userId, USER_TYPE_ENTERPRISE) as AccountDbRow | undefined;
    if (!row) throw notFound(`企业账号 ${userId} `);
    return row;
  };

  const toAccount = (row: AccountDbRow, at: number): EnterpriseSignInAccount => {
    const until = lockedUntil(db, accountKey(row.login_name), at);
    return {
      userId: row.user_id,
      enterpriseId: row.enterprise_id,
      enterpriseName: row.enterprise_name,
      loginName: row.login_name,
      userName: row.user_name,
      phonenumber: row.phonenumber ?? '',
      status: row.status,
      admin: isEnterpriseAdmin(db, row.user_id),
      lockedUntil: until === null ? null : formatTime(until),
      loginDate: row.login_date,
      createTime: row.create_time,
    };
  };

  return [
    route(calls.list, anyCode(CODES.accountList), ({ query }, { user }) => {
      requireStaff(user);
      if (query.enterpriseId !== undefined) assertEnterpriseScope(user, query.enterpriseId);
      const where = new Where()
        .add('u.user_type = ?', USER_TYPE_ENTERPRISE)
        .when(query.enterpriseId, 'u.enterprise_id = ?')
        .when(query.loginName, "u.login_name LIKE ? ESCAPE '\\'", likeText(query.loginName ?? ''))
        .when(query.userName, "u.user_name LIKE ? ESCAPE '\\'", likeText(query.userName ?? ''))
        .when(query.status, 'u.status = ?');
      const page = pageOf<AccountDbRow>(db, {
        select: SELECT,
        from: FROM,
        where,
        query,
        sortable: { loginName: 'u.login_name', createTime: 'u.create_time', loginDate: 'u.login_date' },
        defaultOrder: 'u.enterprise_id, u.user_id',
        tieBreaker: 'u.user_id',
      });
      const at = now();
      return { rows: page.rows.map((row) => toAccount(row, at)), total: page.total, pageNum: page.pageNum };
    }),
    route(calls.changeStatus, anyCode(CODES.accountEdit), ({ body }, { user }) => {
      requireStaff(user);
      db.transaction(() => {
        const row = requireAccount(body.userId);
        if (row.status === body.status)
          throw businessError(body.status === '1' ? '该账号已停用' : '该账号已是启用状态');
        db.prepare('UPDATE sys_user SET status = ?, update_time = ? WHERE user_id = ?').run(
          body.status,
          formatTime(now()),
          body.userId,
        );
        if (body.status === '1') closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: body.status === '1' ? '停用成功' : '启用成功' };
    }),
    route(calls.resetPwd, anyCode(CODES.accountResetPwd), async ({ body }, { user }) => {
      requireStaff(user);
      requireAccount(body.userId);
      const hash = await hashPassword(body.password);
      db.transaction(() => {
        db.prepare(
          'UPDATE sys_user SET password_hash = ?, password_change_required = 1, update_time = ? WHERE user_id = ?',
        ).run(hash, formatTime(now()), body.userId);
        closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: '重置成功' };
    }),
    route(calls.unlock, anyCode(CODES.accountEdit), ({ body }, { user }) => {
      requireStaff(user);
      const row = requireAccount(body.userId);
      const key = accountKey(row.login_name);
      if (lockedUntil(db, key, now()) === null) throw businessError('该账号未被锁定');
      clearFailures(db, key);
      return { data: null, msg: '解锁成功' };
    }),
  ];
}
