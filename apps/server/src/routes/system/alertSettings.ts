import { contract } from '@onsite/api-client';
import { SIGNED_IN } from '../../auth/access';
import { formatTime } from '../../core/time';
import { type RouteDefinition, route } from '../../http/routes';
import { alertSettingsOf } from '../../live/alertSettings';
import type { RouteDeps } from '../deps';

/**
 * D64: 新消息通知 — each user's own choice of the live alerts they receive and which are spoken, one row per
 * user. A user reads and writes only their own (the session decides whose); the live channel reads the same
 * row for every message it pushes.
 */
export function alertSettingsRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { user } = contract.system;
  const write = db.prepare(
    `INSERT INTO sys_user_alert_settings (user_id, settings, update_time) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, update_time = excluded.update_time`,
  );
  return [
    route(user.alertSettings, SIGNED_IN, (_input, { user: caller }) => ({
      data: alertSettingsOf(db, caller.userId),
    })),
    route(user.saveAlertSettings, SIGNED_IN, ({ body }, { user: caller }) => {
      // Only the known fields are kept (the schema refuses others); 'info' is never spoken (spec 000 §9).
      const settings = {
        customerService: { receive: body.customerService.receive, speak: body.customerService.speak },
        newOrder: { receive: body.newOrder.receive, speak: body.newOrder.speak },
        reminder: { receive: body.reminder.receive, speak: body.reminder.speak },
        info: { receive: body.info.receive, speak: false },
      };
      write.run(caller.userId, JSON.stringify(settings), formatTime(now()));
      return { data: null, msg: '保存成功' };
    }),
  ];
}
