import { randomBytes } from 'node:crypto';
import { contract } from '@onsite/api-client';
import type { BindingStatus } from '@onsite/domain';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN } from '../auth/access';
import { keyedDigest } from '../core/secret';
import { consumeSmsCode } from '../core/sms';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

/** Where the sandbox WeChat gateway's pages live, below `/api` (no real WeChat is involved). */
export const WECHAT_SANDBOX_PATH = '/sandbox/weChat/authorize';
/** An authorisation must be confirmed and bound within 10 minutes. */
export const WECHAT_STATE_TTL_MS = 10 * 60_000;

interface UserRow {
  phonenumber: string | null;
  password_hash: string;
}
interface StateRow {
  state: string;
  user_id: number;
  open_id: string | null;
  nickname: string | null;
  expires_at: number;
}

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

function userOf(db: Db, userId: number): UserRow {
  return db
    .prepare('SELECT phonenumber, password_hash FROM sys_user WHERE user_id = ?')
    .get(userId) as UserRow;
}

/** A password counts as a way to sign in when the account has one (an empty hash is none). */
const hasPassword = (row: UserRow) => row.password_hash !== '';

function statusOf(db: Db, userId: number): BindingStatus {
  const user = userOf(db, userId);
  const weChat = db
    .prepare('SELECT nickname, bind_time FROM sys_user_wechat WHERE user_id = ?')
    .get(userId) as { nickname: string; bind_time: string } | undefined;
  return {
    phonenumber: user.phonenumber === null ? null : maskPhone(user.phonenumber),
    weChat: weChat ? { nickname: weChat.nickname, bindTime: weChat.bind_time } : null,
    hasPassword: hasPassword(user),
  };
}

/**
 * D64: 账号绑定 — the caller's own bindings in the spec's `/auth/weChat/*` family. WeChat: an authorisation starts
 * at the sandbox gateway (a one-time state, 10 minutes), the person confirms it on the gateway's page, then the
 * console binds it; one WeChat account per user and one user per account. Phone: bound or changed after its SMS
 * code, never one another account holds. Sign-in methods are the password (when the account has one) and the
 * phone (SMS sign-in); the console has no WeChat sign-in, so unbinding WeChat is always allowed, and unbinding
 * the phone of an account without a password (its only way in) is refused.
 */
export function bindingRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const b = contract.auth.binding;
  return [
    route(b.status, SIGNED_IN, (_input, { user }) => ({ data: statusOf(db, user.userId) })),

    route(b.authorize, SIGNED_IN, (_input, { user }) => {
      const at = now();
      const state = randomBytes(16).toString('hex');
      db.transaction(() => {
        db.prepare('DELETE FROM auth_wechat_state WHERE expires_at <= ? OR user_id = ?').run(at, user.userId);
        db.prepare('INSERT INTO auth_wechat_state (state, user_id, expires_at) VALUES (?, ?, ?)').run(
          state,
          user.userId,
          at + WECHAT_STATE_TTL_MS,
        );
      })();
      return { data: { url: `/api${WECHAT_SANDBOX_PATH}?state=${state}`, state } };
    }),

    route(b.bindWeChat, SIGNED_IN, ({ body }, { user }) => {
      db.transaction(() => {
        const row = db.prepare('SELECT * FROM auth_wechat_state WHERE state = ?').get(body.state) as
          | StateRow
          | undefined;
        if (!row || row.user_id !== user.userId || row.expires_at <= now())
          throw businessError('授权已失效，请重新绑定微信');
        if (row.open_id === null || row.nickname === null) throw businessError('请先在微信授权页面确认授权');
        if (db.prepare('SELECT 1 FROM sys_user_wechat WHERE user_id = ?').get(user.userId))
          throw businessError('已绑定微信，请先解绑');
        if (db.prepare('SELECT 1 FROM sys_user_wechat WHERE open_id = ?').get(row.open_id))
          throw businessError('该微信已绑定其他账号');
        db.prepare(
          'INSERT INTO sys_user_wechat (user_id, open_id, nickname, bind_time) VALUES (?, ?, ?, ?)',
        ).run(user.userId, row.open_id, row.nickname, formatTime(now()));
        db.prepare('DELETE FROM auth_wechat_state WHERE state = ?').run(row.state);
      })();
      return { data: null, msg: '微信绑定成功' };
    }),

    route(b.unbindWeChat, SIGNED_IN, (_input, { user }) => {
      const { changes } = db.prepare('DELETE FROM sys_user_wechat WHERE user_id = ?').run(user.userId);
      if (changes === 0) throw businessError('尚未绑定微信');
      return { data: null, msg: '微信已解绑' };
    }),

    route(b.bindPhone, SIGNED_IN, ({ body }, { user }) => {
      const current = userOf(db, user.userId);
      if (current.phonenumber === body.phonenumber) throw businessError('该手机号已是当前绑定的手机号');
      consumeSmsCode(deps, body.phonenumber, body.smsCode);
      db.transaction(() => {
        const taken = db
          .prepare('SELECT 1 FROM sys_user WHERE (phonenumber = ? OR login_name = ?) AND user_id <> ?')
          .get(body.phonenumber, body.phonenumber, user.userId);
        if (taken) throw businessError('该手机号已被其他账号绑定');
        db.prepare('UPDATE sys_user SET phonenumber = ?, update_time = ? WHERE user_id = ?').run(
          body.phonenumber,
          formatTime(now()),
          user.userId,
        );
      })();
      return { data: null, msg: '手机号绑定成功' };
    }),

    route(b.unbindPhone, SIGNED_IN, (_input, { user }) => {
      db.transaction(() => {
        const current = userOf(db, user.userId);
        if (current.phonenumber === null) throw businessError('尚未绑定手机号');
        if (!hasPassword(current)) throw businessError('手机号是该账号唯一的登录方式，不能解绑');
        db.prepare('UPDATE sys_user SET phonenumber = NULL, update_time = ? WHERE user_id = ?').run(
          formatTime(now()),
          user.userId,
        );
      })();
      return { data: null, msg: '手机号已解绑' };
    }),
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#f0f2f5;display:flex;justify-content:center;padding-top:80px}
main{background:#fff;padding:32px 48px;border-radius:8px;min-width:360px}h1{font-size:20px}
button{background:#07c160;color:#fff;border:0;border-radius:4px;padding:8px 24px;font-size:16px;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The local sandbox WeChat gateway (outside the contract): the authorisation page of a state with a 同意授权
 * button, and its confirmation, which gives the state the sandbox account of its user (a stable open id and a
 * nickname). No real WeChat is involved.
 */
export function weChatSandbox({ db, now }: RouteDeps) {
  return async (api: FastifyInstance) => {
    await api.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      const live = (state: unknown) => {
        if (typeof state !== 'string') return undefined;
        const row = db.prepare('SELECT * FROM auth_wechat_state WHERE state = ?').get(state) as
          | StateRow
          | undefined;
        return row && row.expires_at > now() ? row : undefined;
      };
      scope.get<{ Querystring: { state?: string } }>(WECHAT_SANDBOX_PATH, async (request, reply) => {
        reply.type('text/html; charset=utf-8');
        const row = live(request.query.state);
        if (!row) return reply.code(404).send(page('授权失败', '<p>授权已失效，请回到控制台重新绑定。</p>'));
        return page(
          '微信授权（沙箱）',
          `<p>“Onsite 控制台”申请获取你的微信昵称，用于绑定账号。</p>
<form method="post" action="/api${WECHAT_SANDBOX_PATH}/confirm"><input type="hidden" name="state" value="${escapeHtml(row.state)}"/><button type="submit">同意授权</button></form>
<p style="color:#888">本地沙箱网关：不会连接真实的微信。</p>`,
        );
      });
      scope.post<{ Body: Record<string, string> | undefined }>(
        `${WECHAT_SANDBOX_PATH}/confirm`,
        async (request, reply) => {
          reply.type('text/html; charset=utf-8');
          const row = live(request.body?.state);
          if (!row)
            return reply.code(404).send(page('授权失败', '<p>授权已失效，请回到控制台重新绑定。</p>'));
          const openId = `sandbox_${keyedDigest(db, `wechat:${row.user_id}`).slice(0, 24)}`;
          db.prepare('UPDATE auth_wechat_state SET open_id = ?, nickname = ? WHERE state = ?').run(
            openId,
            `微信用户${openId.slice(-4)}`,
            row.state,
          );
          return page('授权成功', '<p>已同意授权。请回到控制台，点击「我已完成授权」完成绑定。</p>');
        },
      );
    });
  };
}
