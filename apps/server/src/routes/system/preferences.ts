import { contract } from '@onsite/api-client';
import { type UserPreferences, UserPreferencesSchema } from '@onsite/domain';
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { SIGNED_IN } from '../../auth/access';
import { formatTime } from '../../core/time';
import { ApiFailure, badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/**
 * The largest body a save accepts. A complete, valid copy is about 300 bytes; the schema refuses
 * unknown fields, so this only turns a huge body away before it is read (the server's 2 MB limit
 * would read it first).
 */
export const PREFERENCES_MAX_BYTES = 4096;

/** A body announced larger than {@link PREFERENCES_MAX_BYTES}: `{ code: 413, msg }`, nothing read or saved. */
function checkBodySize(request: FastifyRequest): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > PREFERENCES_MAX_BYTES)
    throw new ApiFailure(413, 413, `偏好设置过大（不能超过 ${PREFERENCES_MAX_BYTES} 字节）`);
}

/** The stored copy of a user, or null when none (or one an older schema wrote that no longer passes). */
function storedPreferences(text: string | undefined): UserPreferences | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(UserPreferencesSchema, value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * D28: each user's own preferences (language, layout settings, table density), one row per user.
 * A user reads and writes only their own (the session decides whose; the calls take no user id).
 */
export function preferencesRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const u = contract.system.user;
  const read = db.prepare('SELECT preferences FROM sys_user_preferences WHERE user_id = ?');
  const write = db.prepare(
    `INSERT INTO sys_user_preferences (user_id, preferences, update_time) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET preferences = excluded.preferences, update_time = excluded.update_time`,
  );
  return [
    route(u.preferences, SIGNED_IN, (_input, { user }) => {
      const row = read.get(user.userId) as { preferences: string } | undefined;
      return { data: storedPreferences(row?.preferences) };
    }),
    route(
      u.savePreferences,
      SIGNED_IN,
      ({ body }, { user }) => {
        // The contract's schema has validated the body already; the same check again keeps the
        // stored text what the schema allows even if a route's validation were ever relaxed.
        if (!Value.Check(UserPreferencesSchema, body)) throw badRequest('偏好设置不合法');
        const preferences: UserPreferences = {
          locale: body.locale,
          tableDensity: body.tableDensity,
          layout: { ...body.layout, primaryColor: body.layout.primaryColor.toUpperCase() },
        };
        write.run(user.userId, JSON.stringify(preferences), formatTime(now()));
        return { data: null, msg: '保存成功' };
      },
      { precheck: checkBodySize },
    ),
  ];
}
