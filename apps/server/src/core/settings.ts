import {
  type ParameterKey,
  type ParameterType,
  type ParameterValue,
  type SystemParameter,
  TOPUP_PAY_TIMEOUT_MS,
} from '@onsite/domain';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { UPLOAD_QUOTA_BYTES } from '../http/uploads';
import { formatTime } from './time';

/** A parameter the server reads (D43): its type, default and bounds. */
interface ParameterDefinition {
  key: ParameterKey;
  type: ParameterType;
  defaultValue: ParameterValue;
  min: number | null;
  max: number | null;
}

/**
 * D43: every system parameter the server reads, with its bounds. A value set on 参数设置 is kept in
 * `sys_config` (migration 0017); without a row the default holds. Token lifetime and the per-call
 * upload sizes are not here: the console relies on the same constants (domain, contract).
 */
export const PARAMETERS: readonly ParameterDefinition[] = [
  {
    key: 'finance.topupExpiryMinutes',
    type: 'number',
    defaultValue: TOPUP_PAY_TIMEOUT_MS / 60_000,
    min: 5,
    max: 1440,
  },
  {
    key: 'upload.quotaMegabytes',
    type: 'number',
    defaultValue: UPLOAD_QUOTA_BYTES / 1024 / 1024,
    min: 10,
    max: 10_240,
  },
  { key: 'auth.captchaEnabled', type: 'boolean', defaultValue: true, min: null, max: null },
  // D58: an order whose enterprise charge reaches this many yuan is settled only after finance approves
  // its amount on 费用审核 (0: every order).
  { key: 'order.moneyReviewYuan', type: 'number', defaultValue: 1000, min: 0, max: 1_000_000 },
];

export const parameterOf = (key: string): ParameterDefinition | undefined =>
  PARAMETERS.find((parameter) => parameter.key === key);

interface ConfigRow {
  config_key: string;
  config_value: string;
  update_by: string;
  update_time: string;
}

/** The rows of `sys_config`, read once per database and read again after a change (`forgetSettings`). */
const cache = new WeakMap<Db, Map<string, ConfigRow>>();

function rowsOf(db: Db): Map<string, ConfigRow> {
  let rows = cache.get(db);
  if (!rows) {
    rows = new Map(
      (
        db
          .prepare('SELECT config_key, config_value, update_by, update_time FROM sys_config')
          .all() as ConfigRow[]
      ).map((row) => [row.config_key, row]),
    );
    cache.set(db, rows);
  }
  return rows;
}

/** Drops the cached rows: the next read sees the table as it is now. */
export function forgetSettings(db: Db): void {
  cache.delete(db);
}

const decode = (definition: ParameterDefinition, text: string): ParameterValue =>
  definition.type === 'number' ? Number(text) : definition.type === 'boolean' ? text === 'true' : text;

/** The value of a parameter: the table's, or the default. */
export function settingValue(db: Db, key: ParameterKey): ParameterValue {
  const definition = parameterOf(key);
  if (!definition) throw new Error(`unknown parameter ${key}`);
  const row = rowsOf(db).get(key);
  return row === undefined ? definition.defaultValue : decode(definition, row.config_value);
}

/** The environment's say over a parameter (D14 wins over the table): `ONSITE_CAPTCHA=off`. */
function environmentValue(config: ServerConfig, key: ParameterKey): ParameterValue | undefined {
  if (key === 'auth.captchaEnabled' && config.captcha === 'off') return false;
  return undefined;
}

/** Minutes before an unpaid online top-up is cancelled (spec 000 §4.3: 30 by default). */
export const topupExpiryMs = (db: Db) => Number(settingValue(db, 'finance.topupExpiryMinutes')) * 60_000;

/** Bytes of stored uploads each user may keep. */
export const uploadQuotaBytes = (db: Db) => Number(settingValue(db, 'upload.quotaMegabytes')) * 1024 * 1024;

/** D58: the charge (fen) from which a settlement waits for the money review. */
export const moneyReviewFromCents = (db: Db) => Number(settingValue(db, 'order.moneyReviewYuan')) * 100;

/** Whether sign-in checks the captcha: off when the environment says so, else the parameter. */
export const captchaRequired = (db: Db, config: ServerConfig) =>
  (environmentValue(config, 'auth.captchaEnabled') ?? settingValue(db, 'auth.captchaEnabled')) === true;

/** Every parameter as 参数设置 lists it. */
export function listParameters(db: Db, config: ServerConfig): SystemParameter[] {
  const rows = rowsOf(db);
  return PARAMETERS.map((definition) => {
    const row = rows.get(definition.key);
    const forced = environmentValue(config, definition.key);
    return {
      key: definition.key,
      type: definition.type,
      value: forced ?? (row === undefined ? definition.defaultValue : decode(definition, row.config_value)),
      defaultValue: definition.defaultValue,
      min: definition.min,
      max: definition.max,
      source: forced !== undefined ? 'environment' : row === undefined ? 'default' : 'table',
      editable: forced === undefined,
      updatedBy: row?.update_by ?? null,
      updatedAt: row?.update_time ?? null,
    };
  });
}

/** Whether the environment decides the parameter (then it is not editable). */
export const decidedByEnvironment = (config: ServerConfig, key: ParameterKey) =>
  environmentValue(config, key) !== undefined;

/** Stores a checked value and drops the cache, so every reader sees it at once. */
export function storeSetting(db: Db, key: ParameterKey, value: ParameterValue, by: string, at: number): void {
  db.prepare(
    `INSERT INTO sys_config (config_key, config_value, update_by, update_time) VALUES (?, ?, ?, ?)
     ON CONFLICT (config_key) DO UPDATE SET config_value = excluded.config_value,
       update_by = excluded.update_by, update_time = excluded.update_time`,
  ).run(key, String(value), by, formatTime(at));
  forgetSettings(db);
}
