import { contract } from '@onsite/api-client';
import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { PUBLIC } from '../auth/access';
import { captchaSvg } from '../auth/captcha';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { closeSession, closeSessionsOf, openSession } from '../auth/sessions';
import { checkCaptcha, issueCaptcha } from '../core/captchaStore';
import { createEnterprise, enterpriseNameOf } from '../core/enterprises';
import { recordLogin } from '../core/loginRecord';
import { consumeSmsCode, issueSmsCode } from '../core/sms';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

/** The role every self-registered enterprise user gets (the seed's 企业用户 role). */
export const ENTERPRISE_USER_ROLE_ID = 31;

interface LoginRow {
  user_id: number;
  password_hash: string;
  status: string;
}

const userByLoginName = (db: Db, loginName: string) =>
  db.prepare('SELECT user_id, password_hash, status FROM sys_user WHERE login_name = ?').get(loginName) as
    | LoginRow
    | undefined;

const userByPhone = (db: Db, phonenumber: string) =>
  db.prepare('SELECT user_id, login_name, status FROM sys_user WHERE phonenumber = ?').get(phonenumber) as
    | { user_id: number; login_name: string; status: string }
    | undefined;

function assertPhoneFree(db: Db, phonenumber: string): void {
  const taken = db
    .prepare('SELECT 1 FROM sys_user WHERE phonenumber = ? OR login_name = ?')
    .get(phonenumber, phonenumber);
  if (taken) throw businessError('该手机号已注册');
}

function enterpriseOfCode(db: Db, code: string): number {
  const row = db.prepare('SELECT enterprise_id FROM enterprise_registration_code WHERE code = ?').get(code) as
    | { enterprise_id: number }
    | undefined;
  if (!row || enterpriseNameOf(db, row.enterprise_id) === null) throw businessError('注册码无效');
  return row.enterprise_id;
}

/** Inserts an enterprise user (userType 22) whose login name is the phone number. */
function insertEnterpriseUser(
  db: Db,
  at: number,
  user: { enterpriseId: number; userName: string; phonenumber: string; passwordHash: string },
): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, phonenumber, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.phonenumber,
      user.userName,
      user.passwordHash,
      USER_TYPE_ENTERPRISE,
      user.enterpriseId,
      user.phonenumber,
      formatTime(at),
    );
  db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(
    lastInsertRowid,
    ENTERPRISE_USER_ROLE_ID,
  );
}

/** Sign-in, sign-out and the register and recover flows (D13). */
export function authRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, config, now } = deps;
  const a = contract.auth;
  return [
    route(a.captcha, PUBLIC, () => {
      const { uuid, text } = issueCaptcha(db, now());
      return {
        body: captchaSvg(text),
        contentType: 'image/svg+xml',
        headers: {
          'captcha-uuid': uuid,
          'Access-Control-Expose-Headers': 'captcha-uuid',
          'Cache-Control': 'no-store',
        },
      };
    }),
    route(a.login, PUBLIC, async ({ body }, { request }) => {
      const at = now();
      if (config.captcha === 'on') checkCaptcha(db, at, body.uuid, body.code);
      const user = userByLoginName(db, body.username);
      const valid = user !== undefined && (await verifyPassword(body.password, user.password_hash));
      if (!user || !valid) {
        recordLogin(db, request, at, {
          userId: user?.user_id ?? null,
          loginName: body.username,
          success: false,
          msg: '用户名或密码错误',
        });
        throw businessError('用户名或密码错误');
      }
      if (user.status !== '0') {
        recordLogin(db, request, at, {
          userId: user.user_id,
          loginName: body.username,
          success: false,
          msg: '用户已停用',
        });
        throw businessError('该账号已停用，请联系管理员');
      }
      const token = db.transaction(() => {
        recordLogin(db, request, at, {
          userId: user.user_id,
          loginName: body.username,
          success: true,
          msg: '登录成功',
        });
        return openSession(db, user.user_id, at);
      })();
      return { data: { token }, msg: '登录成功' };
    }),
    route(a.sms, PUBLIC, ({ body }) => {
      issueSmsCode(deps, body.phonenumber);
      return { data: null, msg: '验证码已发送' };
    }),
    route(a.byPhonenumLogin, PUBLIC, ({ body }, { request }) => {
      const at = now();
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      const user = userByPhone(db, body.phonenumber);
      if (!user) throw businessError('该手机号未注册');
      if (user.status !== '0') throw businessError('该账号已停用，请联系管理员');
      const token = db.transaction(() => {
        recordLogin(db, request, at, {
          userId: user.user_id,
          loginName: user.login_name,
          success: true,
          msg: '短信登录成功',
        });
        return openSession(db, user.user_id, at);
      })();
      return { data: { token }, msg: '登录成功' };
    }),
    // Public: logging out succeeds even when the session is already gone (spec 000 §4.1).
    route(a.logout, PUBLIC, (_input, { token }) => {
      if (token) closeSession(db, token);
      return { data: null, msg: '退出成功' };
    }),
    route(a.sendIdCode, PUBLIC, ({ body }) => {
      issueSmsCode(deps, body.phonenumber);
      return { data: null, msg: '验证码已发送' };
    }),
    route(a.sendRegisterCode, PUBLIC, ({ body }) => {
      issueSmsCode(deps, body.phonenumber);
      return { data: null, msg: '验证码已发送' };
    }),
    route(a.forgetPwd, PUBLIC, async ({ body }) => {
      const user = userByPhone(db, body.phonenumber);
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      if (!user) throw businessError('该手机号未注册');
      const hash = await hashPassword(body.password);
      db.transaction(() => {
        db.prepare('UPDATE sys_user SET password_hash = ?, update_time = ? WHERE user_id = ?').run(
          hash,
          formatTime(now()),
          user.user_id,
        );
        closeSessionsOf(db, user.user_id);
      })();
      return { data: null, msg: '密码已重置' };
    }),
    route(a.registrationCode, PUBLIC, ({ body }) => {
      const enterpriseId = enterpriseOfCode(db, body.registrationCode);
      return { data: { enterpriseId, enterpriseName: enterpriseNameOf(db, enterpriseId) ?? '' } };
    }),
    route(a.addEmployee, PUBLIC, async ({ body }) => {
      const enterpriseId = enterpriseOfCode(db, body.registrationCode);
      assertPhoneFree(db, body.phonenumber);
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      const passwordHash = await hashPassword(body.password);
      db.transaction(() => {
        assertPhoneFree(db, body.phonenumber);
        insertEnterpriseUser(db, now(), {
          enterpriseId,
          userName: body.userName,
          phonenumber: body.phonenumber,
          passwordHash,
        });
      })();
      return { data: null, msg: '注册成功' };
    }),
    route(a.addEnterprise, PUBLIC, async ({ body }) => {
      assertPhoneFree(db, body.phonenumber);
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      const passwordHash = await hashPassword(body.password);
      db.transaction(() => {
        assertPhoneFree(db, body.phonenumber);
        const enterpriseId = createEnterprise(db, now(), {
          enterpriseName: body.enterpriseName,
          enterpriseSysName: body.enterpriseSysName,
          types: body.types,
          register: body.userName,
          registerPhone: body.phonenumber,
        });
        insertEnterpriseUser(db, now(), {
          enterpriseId,
          userName: body.userName,
          phonenumber: body.phonenumber,
          passwordHash,
        });
      })();
      return { data: null, msg: '注册成功' };
    }),
  ];
}
