import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnyCall } from '@onsite/api-client';
import { PERMISSION_CODES } from '@onsite/domain';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { openSession } from '../auth/sessions';
import { readConfig, type ServerConfig } from '../config';
import { type Db, openDatabase } from '../db/database';
import { createLiveEvents } from '../live/events';
import { basicdataRoutes } from '../routes/basicdata';
import type { RouteDeps } from '../routes/deps';
import { dfsRoutes } from '../routes/dfs';
import { enterpriseRoutes } from '../routes/enterprise/index';
import { seedEnterprises } from '../seed/enterprise';
import { createRandom } from '../seed/prng';

/**
 * Test fixture of the enterprise family: an in-memory database with the enterprise seed and a few
 * users of our own (not the core seed), the enterprise, basicdata and dfs routes, a movable clock
 * and a temporary data folder for uploads.
 */
const VIEW_CODES = [
  ...PERMISSION_CODES.filter((code) => code.startsWith('view') || code === 'priceInfo'),
  'enterpriseContractList:query:list',
  'enterpriseContractInfo',
];

/** The users of the fixture: who they are is what the permission tests need. */
export const USERS = {
  admin: { id: 1, type: '00', dept: 100, enterprise: null, buttons: [] as string[] },
  dispatcher: { id: 2, type: '01', dept: 103, enterprise: null, buttons: ['viewBaseData'] },
  market: { id: 3, type: '01', dept: 104, enterprise: null, buttons: [...PERMISSION_CODES] },
  enterprise: {
    id: 4,
    type: '22',
    dept: null,
    enterprise: 1,
    buttons: [
      'viewBaseData',
      'priceInfo',
      'viewEnterpriseSetting',
      'editEnterpriseSetting',
      'addEnterpriseRequest',
      'enterpriseContractList:query:list',
    ],
  },
  viewer: { id: 5, type: '1', dept: 106, enterprise: null, buttons: VIEW_CODES },
  dispatcher2: { id: 6, type: '01', dept: 103, enterprise: null, buttons: ['viewBaseData'] },
  market2: { id: 7, type: '01', dept: 104, enterprise: null, buttons: ['viewBaseData'] },
  dispatcher3: { id: 8, type: '01', dept: 103, enterprise: null, buttons: ['viewBaseData'] },
  accountant: {
    id: 10,
    type: '01',
    dept: 106,
    enterprise: null,
    buttons: ['viewBaseData', 'editAccountInfo'],
  },
  platform: { id: 11, type: '00', dept: 100, enterprise: null, buttons: [...PERMISSION_CODES] },
} as const;
export type UserKey = keyof typeof USERS;

const NAMES: Record<UserKey, string> = {
  admin: '系统管理员',
  dispatcher: '王派单',
  market: '李市场',
  enterprise: '张企业',
  viewer: '赵查看',
  dispatcher2: '孙调度',
  market2: '周拓展',
  dispatcher3: '吴派单',
  accountant: '钱会计',
  platform: '孙平台',
};

function seedUsers(db: Db): void {
  const time = '2024-01-01 00:00:00';
  for (const [id, name] of [
    [100, '平台总部'],
    [103, '订单部'],
    [104, '市场部'],
    [106, '客服部'],
  ] as const) {
    db.prepare('INSERT INTO sys_dept (dept_id, parent_id, dept_name) VALUES (?, 0, ?)').run(id, name);
  }
  db.prepare(
    "INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (31, '企业用户', 'enterprise', ?)",
  ).run(time);
  for (const [key, user] of Object.entries(USERS) as [UserKey, (typeof USERS)[UserKey]][]) {
    db.prepare(
      `INSERT INTO sys_user (user_id, login_name, user_name, password_hash, user_type, dept_id, enterprise_id, phonenumber, create_time)
       VALUES (?, ?, ?, 'x', ?, ?, ?, ?, ?)`,
    ).run(
      user.id,
      key,
      NAMES[key],
      user.type,
      user.dept,
      user.enterprise,
      `139000000${String(user.id).padStart(2, '0')}`,
      time,
    );
    if (user.buttons.length === 0) continue;
    const roleId = 100 + user.id;
    db.prepare('INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (?, ?, ?, ?)').run(
      roleId,
      key,
      `role_${key}`,
      time,
    );
    db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(user.id, roleId);
    for (const code of user.buttons)
      db.prepare('INSERT INTO sys_role_button (role_id, button) VALUES (?, ?)').run(roleId, code);
  }
}

export interface InjectResult {
  status: number;
  body: { code: number; msg: string; data?: unknown; rows?: unknown[]; total?: number; pageNum?: number };
  raw: Buffer;
  headers: Record<string, unknown>;
}

export interface EnterpriseTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: ServerConfig;
  tokens: Record<UserKey, string>;
  get(url: string, as?: UserKey | null): Promise<InjectResult>;
  post(url: string, payload: unknown, as?: UserKey | null): Promise<InjectResult>;
  upload(url: string, as: UserKey | null, fileName: string, data: Buffer): Promise<InjectResult>;
  count(table: string): number;
  snapshot(...tables: string[]): Record<string, unknown[]>;
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function enterpriseTestApp(): Promise<EnterpriseTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onsite-enterprise-'));
  const config = { ...readConfig({ ONSITE_DB: ':memory:', ONSITE_DATA_DIR: dataDir }, []), dataDir };
  const db = openDatabase(':memory:');
  seedEnterprises(db, createRandom(7), { dataDir });
  seedUsers(db);
  let clock = Date.parse('2024-06-01T02:00:00Z');
  const now = () => clock;
  const deps: RouteDeps = { config, db, now, events: createLiveEvents() };
  const app = await buildApp({
    config,
    db,
    now,
    routes: [...enterpriseRoutes(deps), ...basicdataRoutes(deps), ...dfsRoutes(deps)],
  });
  const tokens = Object.fromEntries(
    (Object.keys(USERS) as UserKey[]).map((key) => [key, openSession(db, USERS[key].id, clock)]),
  ) as Record<UserKey, string>;

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    as: UserKey | null,
    payload?: unknown,
  ): Promise<InjectResult> => {
    const headers: Record<string, string> = as ? { 'access-token': tokens[as] } : {};
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: isJson ? (response.json() as InjectResult['body']) : { code: 0, msg: '' },
      raw: response.rawPayload,
      headers: response.headers,
    };
  };

  /** A multipart upload of one file in the field `file`. */
  const upload = async (
    url: string,
    as: UserKey | null,
    fileName: string,
    data: Buffer,
  ): Promise<InjectResult> => {
    const boundary = '----onsite-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (as) headers['access-token'] = tokens[as];
    const response = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    return {
      status: response.statusCode,
      body: response.json() as InjectResult['body'],
      raw: response.rawPayload,
      headers: response.headers,
    };
  };

  /** Row count of a table. */
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS c FROM ${table}`).get() as { c: number }).c;

  /** Every row of the tables, for "the database is unchanged" checks. */
  const snapshot = (...tables: string[]) =>
    Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table}`).all()]));

  return {
    app,
    db,
    config,
    tokens,
    get: (url: string, as: UserKey | null = 'admin') => send('GET', url, as),
    post: (url: string, payload: unknown, as: UserKey | null = 'admin') => send('POST', url, as, payload),
    upload,
    count,
    snapshot,
    advance: (ms: number) => {
      clock += ms;
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answer matches the contract's response schema of the call. */
export function expectContractShape(call: AnyCall, body: unknown): void {
  if (call.kind === 'blob') return;
  const errors = [...Value.Errors(call.response, body)].slice(0, 3);
  expect(errors, JSON.stringify(errors)).toEqual([]);
}

/** The tables every enterprise write may touch. */
export const ENTERPRISE_TABLES = [
  'ent_enterprise',
  'ent_enterprise_install_type',
  'ent_installation_user',
  'ent_contact',
  'ent_send_back',
  'ent_contract',
  'ent_price',
  'ent_accessory_price',
  'ent_setting',
  'ent_guarantee',
  'ent_demand',
  'ent_demand_pic',
  'ent_custom_info',
  'ent_enterprise_model',
  'ent_model',
  'ent_history',
  'bd_order_type',
  'dfs_file',
  'sys_user',
];
