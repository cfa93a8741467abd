import {
  type AlertSettings,
  AlertSettingsSchema,
  DEFAULT_ALERT_SETTINGS,
  liveAlertKindOf,
} from '@onsite/domain';
import { Value } from 'typebox/value';
import type { Db } from '../db/database';
import type { LiveMessageOut } from './events';

/** A user's live-alert choices (新消息通知, D64): the stored copy, or the defaults when none (or one no longer valid). */
export function alertSettingsOf(db: Db, userId: number): AlertSettings {
  const row = db.prepare('SELECT settings FROM sys_user_alert_settings WHERE user_id = ?').get(userId) as
    | { settings: string }
    | undefined;
  if (!row) return DEFAULT_ALERT_SETTINGS;
  try {
    const value: unknown = JSON.parse(row.settings);
    return Value.Check(AlertSettingsSchema, value) ? value : DEFAULT_ALERT_SETTINGS;
  } catch {
    return DEFAULT_ALERT_SETTINGS;
  }
}

/**
 * The frame a user receives for a live message under their settings (D64): null when they chose not to
 * receive its kind; marked `silent` when they chose not to hear it spoken.
 */
export function messageFor(settings: AlertSettings, message: LiveMessageOut): LiveMessageOut | null {
  const choice = settings[liveAlertKindOf(message.type)];
  if (!choice.receive) return null;
  return choice.speak ? message : { ...message, silent: true };
}
