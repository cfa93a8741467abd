import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApprovalDefinition, ApprovalModel } from '@onsite/domain';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/database';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'enterprise' | 'viewer', string>;

const list = (token: string) => server.call('GET', '/order/approvalModel/list', { token });
const get = (token: string, approvalType: string) =>
  server.call('GET', '/order/approvalModel/get', { token, query: { approvalType } });
const edit = (token: string, body: object) =>
  server.call('POST', '/order/approvalModel/edit', { token, body });

const snapshot = () => ({
  models: server.db.prepare('SELECT * FROM approval_model ORDER BY approval_type').all(),
  roles: server.db.prepare('SELECT * FROM approval_model_role ORDER BY approval_type, role_id').all(),
  changes: server.count('approval_model_change'),
});

async function refused(
  action: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: RegExp,
) {
  const before = snapshot();
  const answer = await action();
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

const pendingIncrease = () =>
  (
    server.db
      .prepare(
        "SELECT approval_id FROM approval WHERE approval_type = 'increase' AND state = 'pending' LIMIT 1",
      )
      .get() as { approval_id: number }
  ).approval_id;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'master', 'enterprise', 'viewer'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('the approval model (D51)', () => {
  it('lists every type with the roles that held its code before D51, three steps and counts', async () => {
    const { body } = await list(tokens.dispatcher);
    const models = body.data as ApprovalModel[];
    expect(models.map((model) => model.approvalType)).toEqual([
      'increase',
      'accessories',
      'leave',
      'marginReturn',
      'examResult',
      'chargeback',
    ]);
    for (const model of models) {
      // D57, D63: deposit returns and deductions are decided by finance (33) and the administrator.
      expect(model.approverRoles.map((role) => role.roleId)).toEqual(
        model.approvalType === 'marginReturn' || model.approvalType === 'chargeback' ? [1, 33] : [1, 29],
      );
      expect(model).toMatchObject({ stepCount: 3, version: 1, updateBy: null });
    }
    expect(models[0]?.pending).toBe(2);
    expect(models[2]).toMatchObject({ approverCode: 'workflow:leave:approve', total: 6, pending: 2 });
  });

  it('answers a definition with its steps, the roles it may name and no history yet', async () => {
    const definition = (await get(tokens.admin, 'increase')).body.data as ApprovalDefinition;
    expect(definition.steps).toEqual(['apply', 'decide', 'effect']);
    expect(definition.roleOptions.map((role) => role.roleName)).toEqual(['超级管理员', '派单主管']);
    expect(definition.changes).toEqual([]);
  });

  it('changes the approver roles: a new version in the history, and the approval routes follow it', async () => {
    const approvalId = pendingIncrease();
    // Only the administrator's role decides fee increases now: the dispatchers' to-do list loses them.
    const changed = await edit(tokens.admin, {
      approvalType: 'increase',
      roleIds: [1],
      version: 1,
      remark: '加价改由管理员审批',
    });
    expect(changed.body).toMatchObject({ code: 0, msg: '审批角色已修改' });
    expect(changed.body.data).toMatchObject({
      version: 2,
      approverRoles: [{ roleId: 1, roleName: '超级管理员' }],
    });
    const tasking = await server.call('GET', '/order/approval/tasking', {
      token: tokens.dispatcher,
      query: { pageSize: 100 },
    });
    expect((tasking.body.rows as { approvalType: string }[]).map((row) => row.approvalType)).not.toContain(
      'increase',
    );
    const decision = await server.call('POST', '/order/approval/approve', {
      token: tokens.dispatcher,
      body: { approvalId, remark: '' },
    });
    expect(decision.status).toBe(403);
    expect(server.db.prepare('SELECT state FROM approval WHERE approval_id = ?').get(approvalId)).toEqual({
      state: 'pending',
    });
    const history = (await get(tokens.dispatcher, 'increase')).body.data as ApprovalDefinition;
    expect(history.changes).toEqual([
      expect.objectContaining({
        version: 2,
        rolesBefore: '超级管理员、派单主管',
        rolesAfter: '超级管理员',
        remark: '加价改由管理员审批',
        changeBy: '系统管理员',
      }),
    ]);
    // Back to the dispatchers: they decide again.
    await edit(tokens.admin, { approvalType: 'increase', roleIds: [29, 1], version: 2, remark: '' });
    const back = await server.call('POST', '/order/approval/approve', {
      token: tokens.dispatcher,
      body: { approvalId, remark: '' },
    });
    expect(back.body).toMatchObject({ code: 0, data: { state: 'approved' } });
  });

  it('refuses a stale version, no role, an unknown role, a role without the code, the same roles, changing nothing', async () => {
    const version = ((await get(tokens.admin, 'accessories')).body.data as ApprovalDefinition).model.version;
    const body = { approvalType: 'accessories', roleIds: [29], version, remark: '' };
    await refused(() => edit(tokens.admin, { ...body, version: version + 5 }), /已被他人修改/);
    await refused(() => edit(tokens.admin, { ...body, roleIds: [] }), /请至少选择一个审批角色/);
    await refused(() => edit(tokens.admin, { ...body, roleIds: [999] }), /角色 999 不存在/);
    // 市场负责人 (30) holds no approver code of extra parts.
    await refused(
      () => edit(tokens.admin, { ...body, roleIds: [29, 30] }),
      /角色「市场负责人」已停用或没有新增配件审批权限/,
    );
    await refused(() => edit(tokens.admin, { ...body, roleIds: [1, 29] }), /审批角色没有变化/);
    await refused(() => edit(tokens.admin, { ...body, approvalType: 'disband' }), /approvalType|请求/);
  });

  it('refuses callers without the codes, masters and enterprise users whatever their codes', async () => {
    await refused(
      () => edit(tokens.dispatcher, { approvalType: 'leave', roleIds: [29], version: 1, remark: '' }),
      /没有权限/,
    );
    for (const token of [tokens.master, tokens.enterprise, tokens.viewer]) {
      expect((await list(token)).status).toBe(403);
      expect((await get(token, 'leave')).status).toBe(403);
    }
  });
});

describe('migration 0024 on a database seeded before it (D51)', () => {
  it('makes the holders of each approver code its approver roles and grants the leave codes', () => {
    const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'onsite-migrations-'));
    try {
      for (const file of readdirSync(all).filter((name) => name < '0024')) {
        copyFileSync(path.join(all, file), path.join(before, file));
      }
      const db = new Database(':memory:');
      migrate(db, before);
      const time = '2024-01-08 09:00:00';
      const role = db.prepare(
        'INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (?, ?, ?, ?)',
      );
      role.run(1, '超级管理员', 'admin', time);
      role.run(29, '派单主管', 'dispatcher', time);
      role.run(40, '售后主管', 'aftersales', time);
      role.run(35, '师傅', 'master', time);
      const grant = db.prepare('INSERT INTO sys_role_button (role_id, button) VALUES (?, ?)');
      for (const code of ['order:approval:increase', 'order:approval:accessories']) {
        grant.run(1, code);
        grant.run(29, code);
      }
      grant.run(40, 'order:approval:accessories');
      migrate(db, all);
      const roles = (type: string) =>
        (
          db
            .prepare('SELECT role_id FROM approval_model_role WHERE approval_type = ? ORDER BY role_id')
            .all(type) as { role_id: number }[]
        ).map((row) => row.role_id);
      expect(roles('increase')).toEqual([1, 29]);
      expect(roles('accessories')).toEqual([1, 29, 40]);
      expect(roles('leave')).toEqual([1, 29]);
      const codes = (roleId: number) =>
        (
          db
            .prepare(
              "SELECT button FROM sys_role_button WHERE role_id = ? AND button LIKE 'workflow:%' ORDER BY 1",
            )
            .all(roleId) as { button: string }[]
        ).map((row) => row.button);
      expect(codes(35)).toEqual(['workflow:leave:add', 'workflow:leave:list']);
      expect(codes(29)).toContain('workflow:leave:approve');
      db.close();
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
