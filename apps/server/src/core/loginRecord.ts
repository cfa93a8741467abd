import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { clientInfo } from './clientInfo';
import { formatTime } from './time';

/** Writes a login record (login logs screen, recent logins): status '0' success, '1' failure. */
export function recordLogin(
  db: Db,
  request: FastifyRequest,
  at: number,
  login: { userId: number | null; loginName: string; success: boolean; msg: string },
): void {
  const info = clientInfo(request);
  const time = formatTime(at);
  db.prepare(
    `INSERT INTO sys_logininfor (user_id, login_name, ipaddr, login_location, device_type, browser, os, status, msg, login_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    login.userId,
    login.loginName.slice(0, 50),
    info.ipaddr,
    info.loginLocation,
    info.deviceType,
    info.browser,
    info.os,
    login.success ? '0' : '1',
    login.msg,
    time,
  );
  if (login.success && login.userId !== null) {
    db.prepare('UPDATE sys_user SET login_date = ? WHERE user_id = ?').run(time, login.userId);
  }
}
