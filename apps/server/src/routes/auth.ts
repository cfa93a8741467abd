import { randomBytes } from 'node:crypto';
import { contract } from '@onsite/api-client';
import { maskRegistrationCode, type RegistrationCodeState, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { FastifyRequest } from 'fastify';
import { PUBLIC, SIGNED_IN } from '../auth/access';
import { captchaSvg } from '../auth/captcha';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { closeSession, closeSessionsOf, openSession, type SessionUser } from '../auth/sessions';
import { clearFailures, clockTime, lockedUntil, recordFailure } from '../auth/throttle';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, REGISTRATION_CODE_MAX_FAILURES } from '../config';
import { checkCaptcha, issueCaptcha } from '../core/captchaStore';
import { createEnterprise, enterpriseNameOf } from '../core/enterprises';
import { recordLogin } from '../core/loginRecord';
import {
  assignRegistrationCode,
  type CodeRow,
  codeState,
  countRegistrationCodeUse,
  findRegistrationCode,
  standingCodeTail,
} from '../core/registrationCodes';
import { captchaRequired } from '../core/settings';
import { consumeSmsCode, issueSmsCode } from '../core/sms';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { businessError, forbidden } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

/** The role every self-registered enterprise user gets (the seed's 企业用户 role). */
export const ENTERPRISE_USER_ROLE_ID = 31;

interface LoginRow {
  user_id: number;
  password_hash: string;
  status: string;
  password_change_required: number;
}

const userByLoginName = (db: Db, loginName: string) =>
  db
    .prepare(
      'SELECT user_id, password_hash, status, password_change_required FROM sys_user WHERE login_name = ?',
    )
    .get(loginName) as LoginRow | undefined;

const userByPhone = (db: Db, phonenumber: string) =>
  db
    .prepare(
      'SELECT user_id, login_name, status, password_change_required FROM sys_user WHERE phonenumber = ?',
    )
    .get(phonenumber) as
    | { user_id: number; login_name: string; status: string; password_change_required: number }
    | undefined;

function assertPhoneFree(db: Db, phonenumber: string): void {
  const taken = db
    .prepare('SELECT 1 FROM sys_user WHERE phonenumber = ? OR login_name = ?')
    .get(phonenumber, phonenumber);
  if (taken) throw businessError('该手机号已注册');
}

/** Keys of the failure counters (auth/throttle.ts). */
const accountKey = (loginName: string) => `account:${loginName.trim().toLowerCase()}`;
const phoneKey = (phonenumber: string) => `phone:${phonenumber}`;
const addressKey = (request: FastifyRequest) => `address:${request.ip}`;
const codeAddressKey = (request: FastifyRequest) => `code-address:${request.ip}`;

const accountLocked = (until: number) =>
  businessError(`密码错误次数过多，账号已锁定至 ${clockTime(until)}`, 423);
const phoneLocked = (until: number) =>
  businessError(`验证码错误次数过多，账号已锁定至 ${clockTime(until)}`, 423);
const addressLocked = (until: number) =>
  businessError(`登录失败次数过多，请于 ${clockTime(until)} 后再试`, 429);
const codeLookupsLocked = (until: number) =>
  businessError(`注册码错误次数过多，请于 ${clockTime(until)} 后再试`, 429);

/** A sign-in's own counter (the account or the phone) and the error that says until when it is locked. */
interface SignInCounter {
  key: string;
  locked: (until: number) => Error;
}

/** Refuses a sign-in while its address or its own counter is locked (checked before any password work). */
function refuseIfLocked(db: Db, request: FastifyRequest, counter: SignInCounter, at: number): void {
  const addressLock = lockedUntil(db, addressKey(request), at);
  if (addressLock !== null) throw addressLocked(addressLock);
  const ownLock = lockedUntil(db, counter.key, at);
  if (ownLock !== null) throw counter.locked(ownLock);
}

/** Counts a failed sign-in for its address and its own counter; throws the lock that one of them reached. */
function countFailure(db: Db, request: FastifyRequest, counter: SignInCounter, at: number): void {
  const addressLock = recordFailure(db, addressKey(request), { maxFailures: ADDRESS_MAX_FAILURES }, at);
  const ownLock = recordFailure(db, counter.key, { maxFailures: ACCOUNT_MAX_FAILURES }, at);
  if (ownLock !== null) throw counter.locked(ownLock);
  if (addressLock !== null) throw addressLocked(addressLock);
}

/**
 * A password hash of no account: an unknown login name is checked against it, so that it costs one
 * scrypt like a known one (issue 14: equal timing). Made once per process, from a random password.
 */
let dummyHash: Promise<string> | null = null;
export const unknownUserHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
};

/** D56: why a known code is refused (a code that is no code at all: 注册码无效). */
const CODE_REFUSALS = {
  disabled: '注册码已停用',
  expired: '注册码已过期',
  usedUp: '注册码使用次数已用完',
} as const satisfies Record<Exclude<RegistrationCodeState, 'enabled'>, string>;

/**
 * The usable code a person typed (D56: enabled, unexpired, with uses left, of an enterprise that is
 * not removed). Wrong codes count per client address and lock it (issue 14); a known code refused for
 * its state says why and counts nothing (guessing one is as hard as guessing a valid one).
 */
function usableCode(db: Db, request: FastifyRequest, at: number, code: string): CodeRow {
  const key = codeAddressKey(request);
  const locked = lockedUntil(db, key, at);
  if (locked !== null) throw codeLookupsLocked(locked);
  const row = findRegistrationCode(db, code);
  if (row === null || enterpriseNameOf(db, row.enterprise_id) === null) {
    const lock = recordFailure(db, key, { maxFailures: REGISTRATION_CODE_MAX_FAILURES }, at);
    if (lock !== null) throw codeLookupsLocked(lock);
    throw businessError('注册码无效');
  }
  const state = codeState(row, formatTime(at));
  if (state !== 'enabled') throw businessError(CODE_REFUSALS[state]);
  return row;
}

/** Inserts an enterprise user (userType 22) whose login name is the phone number. */
function insertEnterpriseUser(
  db: Db,
  at: number,
  user: {
    enterpriseId: number;
    userName: string;
    phonenumber: string;
    passwordHash: string;
    /** D56: the registration code the account joined with (none for a new enterprise's first user). */
    registrationCodeId?: number;
  },
): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, phonenumber, create_time,
         registration_code_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.phonenumber,
      user.userName,
      user.passwordHash,
      USER_TYPE_ENTERPRISE,
      user.enterpriseId,
      user.phonenumber,
      formatTime(at),
      user.registrationCodeId ?? null,
    );
  db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(
    lastInsertRowid,
    ENTERPRISE_USER_ROLE_ID,
  );
}

/**
 * The enterprise whose administrator the caller is: an enterprise user (type 22) holding the account
 * the enterprise was created with (`ent_enterprise.login_name`); 403 for anyone else.
 */
function administeredEnterprise(db: Db, user: SessionUser): number {
  const row =
    user.userType === USER_TYPE_ENTERPRISE && user.enterpriseId !== null
      ? (db
          .prepare('SELECT login_name FROM ent_enterprise WHERE enterprise_id = ? AND del_status = 0')
          .get(user.enterpriseId) as { login_name: string | null } | undefined)
      : undefined;
  if (!row || row.login_name !== user.loginName || user.enterpriseId === null) {
    throw forbidden('「企业注册码」（仅企业管理员可操作）');
  }
  return user.enterpriseId;
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
      if (captchaRequired(db, config)) checkCaptcha(db, at, body.uuid, body.code);
      // Locks first (the same for known and unknown names), then exactly one scrypt either way.
      const account = { key: accountKey(body.username), locked: accountLocked };
      refuseIfLocked(db, request, account, at);
      const user = userByLoginName(db, body.username);
      const valid = await verifyPassword(body.password, user?.password_hash ?? (await unknownUserHash()));
      if (!user || !valid) {
        recordLogin(db, request, at, {
          userId: user?.user_id ?? null,
          loginName: body.username,
          success: false,
          msg: '用户名或密码错误',
        });
        countFailure(db, request, account, at);
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
        clearFailures(db, account.key);
        recordLogin(db, request, at, {
          userId: user.user_id,
          loginName: body.username,
          success: true,
          msg: '登录成功',
        });
        return openSession(db, user.user_id, at);
      })();
      return {
        data: user.password_change_required === 1 ? { token, passwordChangeRequired: true } : { token },
        msg: '登录成功',
      };
    }),
    route(a.sms, PUBLIC, ({ body }) => {
      issueSmsCode(deps, body.phonenumber);
      return { data: null, msg: '验证码已发送' };
    }),
    route(a.byPhonenumLogin, PUBLIC, ({ body }, { request }) => {
      const at = now();
      const phone = { key: phoneKey(body.phonenumber), locked: phoneLocked };
      refuseIfLocked(db, request, phone, at);
      try {
        consumeSmsCode(deps, body.phonenumber, body.smsCode);
      } catch (error) {
        countFailure(db, request, phone, at);
        throw error;
      }
      clearFailures(db, phone.key);
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
      return {
        data: user.password_change_required === 1 ? { token, passwordChangeRequired: true } : { token },
        msg: '登录成功',
      };
    }),
    // Public: logging out succeeds even when the session is already gone (spec 000 §4.1).
    route(a.logout, PUBLIC, (_input, { token }) => {
      if (token) closeSession(db, token);
      return { data: null, msg: '退出成功' };
    }),
    // D56: a code is shown once, when it is made; read back it is masked.
    route(a.ownRegistrationCode, SIGNED_IN, (_input, { user }) => {
      const tail = standingCodeTail(db, administeredEnterprise(db, user));
      return { data: { registrationCode: tail === null ? null : maskRegistrationCode(tail) } };
    }),
    route(a.rotateRegistrationCode, SIGNED_IN, (_input, { user }) => ({
      data: {
        registrationCode: assignRegistrationCode(db, administeredEnterprise(db, user), {
          name: user.userName || user.loginName,
          at: now(),
        }),
      },
      msg: '注册码已更换，旧注册码已失效',
    })),
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
        db.prepare(
          'UPDATE sys_user SET password_hash = ?, password_change_required = 0, update_time = ? WHERE user_id = ?',
        ).run(hash, formatTime(now()), user.user_id);
        closeSessionsOf(db, user.user_id);
      })();
      return { data: null, msg: '密码已重置' };
    }),
    route(a.registrationCode, PUBLIC, ({ body }, { request }) => {
      const { enterprise_id: enterpriseId } = usableCode(db, request, now(), body.registrationCode);
      return { data: { enterpriseId, enterpriseName: enterpriseNameOf(db, enterpriseId) ?? '' } };
    }),
    // Issue 14: whether a phone is registered is said only after its SMS code has been checked.
    route(a.addEmployee, PUBLIC, async ({ body }, { request }) => {
      usableCode(db, request, now(), body.registrationCode);
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      assertPhoneFree(db, body.phonenumber);
      const passwordHash = await hashPassword(body.password);
      // D56: the use is counted in the transaction that creates the account, and only while the code is
      // still usable (a rotation, disabling or a last use by someone else during the hashing refuses it).
      db.transaction(() => {
        assertPhoneFree(db, body.phonenumber);
        const at = now();
        const counted = countRegistrationCodeUse(db, body.registrationCode, formatTime(at));
        if (counted === null) {
          const current = findRegistrationCode(db, body.registrationCode);
          const state = current === null ? null : codeState(current, formatTime(at));
          throw businessError(state === null || state === 'enabled' ? '注册码无效' : CODE_REFUSALS[state]);
        }
        insertEnterpriseUser(db, at, {
          enterpriseId: counted.enterpriseId,
          userName: body.userName,
          phonenumber: body.phonenumber,
          passwordHash,
          registrationCodeId: counted.codeId,
        });
      })();
      return { data: null, msg: '注册成功' };
    }),
    route(a.addEnterprise, PUBLIC, async ({ body }) => {
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      assertPhoneFree(db, body.phonenumber);
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
