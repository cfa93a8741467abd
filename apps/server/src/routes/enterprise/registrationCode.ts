import { contract } from '@onsite/api-client';
import {
  maskRegistrationCode,
  REGISTRATION_CODE_MAX_DAYS,
  type RegistrationCodeRow,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import {
  type CodeActor,
  codeState,
  issueRegistrationCode,
  rotateRegistrationCode,
  sealLegacyCodes,
} from '../../core/registrationCodes';
import { formatTime, parseTime, rangeEnd } from '../../core/time';
import { anyCode } from '../../enterprise/access';
import { requireEnterprise } from '../../enterprise/guard';
import { pageOf, Where } from '../../enterprise/paging';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.registrationCode;

const DAY_MS = 24 * 60 * 60 * 1000;

interface CodeDbRow {
  code_id: number;
  enterprise_id: number;
  enterprise_name: string;
  code_tail: string;
  standing: 0 | 1;
  status: '0' | '1';
  expire_time: string | null;
  max_uses: number | null;
  use_count: number;
  create_by: string;
  create_time: string;
  update_by: string;
  update_time: string | null;
}

const SELECT = `SELECT c.code_id, c.enterprise_id, e.enterprise_name, c.code_tail, c.standing, c.status, c.expire_time,
  c.max_uses, c.use_count, c.create_by, c.create_time, c.update_by, c.update_time`;
const FROM = 'FROM ent_registration_code c JOIN ent_enterprise e ON e.enterprise_id = c.enterprise_id';

/** A row as the list shows it: the code masked (its last four characters), never the code. */
const rowOf = (row: CodeDbRow, time: string): RegistrationCodeRow => ({
  codeId: row.code_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  maskedCode: maskRegistrationCode(row.code_tail),
  status: row.status,
  state: codeState(row, time),
  useCount: row.use_count,
  maxUses: row.max_uses,
  expireTime: row.expire_time,
  standing: row.standing,
  createBy: row.create_by,
  createTime: row.create_time,
  updateBy: row.update_by,
  updateTime: row.update_time,
});

/** D56: codes are staff's work; an enterprise's own administrator rotates its standing code elsewhere. */
function requireStaff(user: SessionUser): void {
  if (user.userType === USER_TYPE_ENTERPRISE && user.userId !== 1) {
    throw forbidden('「企业注册码」（仅平台人员可操作）');
  }
}

/**
 * D56: staff's registration codes (企业注册): the masked list of every enterprise's codes, issuing a
 * code with an expiry and a use limit, rotating (the old secret stops at once), disabling and
 * enabling. A code in full is answered only by issuing and rotating, and never written to the log
 * (the request log leaves bodies out; answers are not logged).
 */
export function registrationCodeRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const actorOf = (user: SessionUser): CodeActor => ({ name: user.userName || user.loginName, at: now() });

  const requireCode = (codeId: number): CodeDbRow => {
    const row = db.prepare(`${SELECT} ${FROM} WHERE c.code_id = ?`).get(codeId) as CodeDbRow | undefined;
    if (!row) throw notFound(`注册码 ${codeId} `);
    return row;
  };

  const setStatus = (codeId: number, status: '0' | '1', user: SessionUser) => {
    const row = requireCode(codeId);
    if (row.status === status) throw businessError(status === '1' ? '注册码已停用' : '注册码已是启用状态');
    const actor = actorOf(user);
    db.prepare(
      'UPDATE ent_registration_code SET status = ?, update_by = ?, update_time = ? WHERE code_id = ?',
    ).run(status, actor.name, formatTime(actor.at), codeId);
  };

  return [
    route(calls.list, anyCode(CODES.registrationCodeList), ({ query }, { user }) => {
      requireStaff(user);
      sealLegacyCodes(db);
      const where = new Where()
        .when(query.enterpriseId, 'c.enterprise_id = ?')
        .when(query.status, 'c.status = ?');
      const page = pageOf<CodeDbRow>(db, {
        select: `${SELECT} ${FROM}`,
        from: FROM,
        where,
        query,
        sortable: { createTime: 'c.create_time', expireTime: 'c.expire_time', useCount: 'c.use_count' },
        defaultOrder: 'c.create_time DESC',
        tieBreaker: 'c.code_id DESC',
      });
      const time = formatTime(now());
      return { rows: page.rows.map((row) => rowOf(row, time)), total: page.total, pageNum: page.pageNum };
    }),

    route(calls.add, anyCode(CODES.registrationCodeEdit), ({ body }, { user }) => {
      requireStaff(user);
      requireEnterprise(db, user, body.enterpriseId);
      const at = now();
      // A bare day lasts through 23:59:59; a date that does not exist (02-30) is refused.
      const expireTime = rangeEnd(body.expireTime);
      const expireAt = parseTime(expireTime);
      if (formatTime(expireAt) !== expireTime) throw badRequest('有效期格式不正确');
      if (expireAt <= at) throw badRequest('有效期须晚于当前时间');
      if (expireAt > at + REGISTRATION_CODE_MAX_DAYS * DAY_MS) {
        throw badRequest(`有效期最长 ${REGISTRATION_CODE_MAX_DAYS} 天`);
      }
      const issued = issueRegistrationCode(
        db,
        { enterpriseId: body.enterpriseId, expireTime, maxUses: body.maxUses },
        actorOf(user),
      );
      return { data: issued, msg: '注册码已生成' };
    }),

    route(calls.rotate, anyCode(CODES.registrationCodeEdit), ({ body }, { user }) => {
      requireStaff(user);
      requireCode(body.codeId);
      const registrationCode = rotateRegistrationCode(db, body.codeId, actorOf(user));
      return { data: { codeId: body.codeId, registrationCode }, msg: '注册码已更换，旧注册码已失效' };
    }),

    route(calls.disable, anyCode(CODES.registrationCodeEdit), ({ body }, { user }) => {
      requireStaff(user);
      setStatus(body.codeId, '1', user);
      return { data: null, msg: '禁用成功' };
    }),

    route(calls.enable, anyCode(CODES.registrationCodeEdit), ({ body }, { user }) => {
      requireStaff(user);
      setStatus(body.codeId, '0', user);
      return { data: null, msg: '启用成功' };
    }),
  ];
}
