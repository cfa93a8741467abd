import { randomUUID } from 'node:crypto';
import { captchaText } from '../auth/captcha';
import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { keyedDigest } from './secret';

/** A captcha is good for 2 minutes and for one sign-in attempt. */
export const CAPTCHA_TTL_MS = 2 * 60_000;

/** A new captcha: its uuid and text; only the keyed digest of the text is stored. */
export function issueCaptcha(db: Db, at: number): { uuid: string; text: string } {
  const uuid = randomUUID();
  const text = captchaText();
  db.prepare('DELETE FROM auth_captcha WHERE expires_at <= ?').run(at);
  db.prepare('INSERT INTO auth_captcha (uuid, answer, expires_at) VALUES (?, ?, ?)').run(
    uuid,
    keyedDigest(db, `${uuid}:${text.toUpperCase()}`),
    at + CAPTCHA_TTL_MS,
  );
  return { uuid, text };
}

/** Checks (and uses up) the captcha of a sign-in; throws 验证码错误 / 验证码已失效. */
export function checkCaptcha(db: Db, at: number, uuid: string, text: string): void {
  const row = db.prepare('SELECT answer, expires_at FROM auth_captcha WHERE uuid = ?').get(uuid) as
    | { answer: string; expires_at: number }
    | undefined;
  if (uuid !== '') db.prepare('DELETE FROM auth_captcha WHERE uuid = ?').run(uuid);
  if (!row || row.expires_at <= at) throw businessError('验证码已失效，请刷新后重试');
  if (row.answer !== keyedDigest(db, `${uuid}:${text.trim().toUpperCase()}`))
    throw businessError('验证码错误');
}
