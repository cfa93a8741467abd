import { randomInt, timingSafeEqual } from 'node:crypto';
import { businessError } from '../http/errors';
import type { RouteDeps } from '../routes/deps';
import { keyedDigest } from './secret';

/** An SMS code lives 5 minutes, may be re-sent after 60 s and allows 5 wrong attempts. */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Issues a code for a phone (the demo has no SMS gateway: a fixed code from ONSITE_SMS_CODE, or a
 * random one written to the server log in the demo only; outside the demo the code goes nowhere
 * until a gateway is connected). Only its keyed digest is stored.
 */
export function issueSmsCode({ db, config, now }: RouteDeps, phonenumber: string): void {
  const at = now();
  const existing = db
    .prepare('SELECT expires_at FROM auth_sms_code WHERE phonenumber = ?')
    .get(phonenumber) as { expires_at: number } | undefined;
  if (existing && existing.expires_at - SMS_TTL_MS + SMS_RESEND_MS > at) {
    const seconds = Math.ceil((existing.expires_at - SMS_TTL_MS + SMS_RESEND_MS - at) / 1000);
    throw businessError(`验证码已发送，请 ${seconds} 秒后再试`);
  }
  const code = config.fixedSmsCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO auth_sms_code (phonenumber, code_digest, expires_at, attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT (phonenumber) DO UPDATE SET code_digest = excluded.code_digest, expires_at = excluded.expires_at, attempts = 0`,
  ).run(phonenumber, keyedDigest(db, `${phonenumber}:${code}`), at + SMS_TTL_MS);
  // Issue 14: a code is written to the log only in the demo (it has no SMS gateway); never otherwise.
  if (config.fixedSmsCode === null && config.demo)
    console.info(`[sms] ${phonenumber}: ${code}（演示环境无短信网关）`);
}

/** Checks and uses up a code; a wrong code counts an attempt. Throws a business error when it fails. */
export function consumeSmsCode({ db, now }: RouteDeps, phonenumber: string, code: string): void {
  const row = db
    .prepare('SELECT code_digest, expires_at, attempts FROM auth_sms_code WHERE phonenumber = ?')
    .get(phonenumber) as { code_digest: string; expires_at: number; attempts: number } | undefined;
  if (!row || row.expires_at <= now()) throw businessError('验证码已过期，请重新获取');
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw businessError('验证码错误次数过多，请重新获取');
  const expected = Buffer.from(row.code_digest, 'hex');
  const actual = Buffer.from(keyedDigest(db, `${phonenumber}:${code}`), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    db.prepare('UPDATE auth_sms_code SET attempts = attempts + 1 WHERE phonenumber = ?').run(phonenumber);
    throw businessError('验证码错误');
  }
  db.prepare('DELETE FROM auth_sms_code WHERE phonenumber = ?').run(phonenumber);
}
