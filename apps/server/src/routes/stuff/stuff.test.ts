import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const workState = (userId: number) =>
  server.db.prepare('SELECT work_status, assign_status FROM sys_user WHERE user_id = ?').get(userId) as {
    work_status: string;
    assign_status: string;
  };

describe('header profile and recent logins', () => {
  it('answers the header profile with comma-joined role ids', async () => {
    const token = await server.login('dispatcher');
    const { body } = await server.call('POST', '/stuff/stuff/getuser', { token });
    expect(body.data).toEqual({
      deptId: 103,
      userType: '01',
      loginName: 'dispatcher',
      userName: '王派单',
      deptName: '订单部',
      roleName: '派单主管',
      phonenumber: '13800000002',
      roleIds: '29',
    });
  });

  it('pages the own successful logins, newest first', async () => {
    const token = await server.login('market');
    const page = await server.call('POST', '/stuff/stuff/logininfo', {
      token,
      body: { pageNum: 1, pageSize: 2 },
    });
    expect(page.body.rows).toHaveLength(2);
    expect(page.body.total).toBe(4);
    expect((page.body.rows as { loginTime: string }[])[0]?.loginTime).toBe('2025-03-15 10:00:00');
    expect(
      (await server.call('POST', '/stuff/stuff/logininfo', { token, body: { pageSize: 1000 } })).status,
    ).toBe(400);
    expect((await server.call('POST', '/stuff/stuff/logininfo', { body: {} })).status).toBe(401);
  });
});

describe('work and assign status (spec 000 §4.2)', () => {
  it('goes off post, which also turns auto-accept off', async () => {
    const token = await server.login('dispatcher');
    expect((await server.call('GET', '/stuff/stuff/getWorkStatus', { token })).body.data).toEqual({
      workStatus: 'WORK_ON',
      assignStatus: 'ASSIGN_NE',
    });
    expect(
      (
        await server.call('POST', '/stuff/stuff/stuffassignstatus', {
          token,
          body: { assignStatus: 'ASSIGN_ON' },
        })
      ).body,
    ).toMatchObject({ code: 0, msg: '修改成功' });
    expect(workState(2)).toEqual({ work_status: 'WORK_ON', assign_status: 'ASSIGN_ON' });
    await server.call('POST', '/stuff/stuff/stuffworkstatus', { token, body: { workStatus: 'WORK_NE' } });
    expect(workState(2)).toEqual({ work_status: 'WORK_NE', assign_status: 'ASSIGN_NE' });
    await server.call('POST', '/stuff/stuff/stuffworkstatus', { token, body: { workStatus: 'WORK_ON' } });
    expect(workState(2)).toEqual({ work_status: 'WORK_ON', assign_status: 'ASSIGN_NE' });
  });

  it('refuses auto-accept while off post, changing nothing', async () => {
    const token = await server.login('dispatcher3');
    const answer = await server.call('POST', '/stuff/stuff/stuffassignstatus', {
      token,
      body: { assignStatus: 'ASSIGN_ON' },
    });
    expect(answer.body.code).not.toBe(0);
    expect(workState(8)).toEqual({ work_status: 'WORK_NE', assign_status: 'ASSIGN_NE' });
  });

  it('keeps the switches to their departments: work for 103/106, auto-accept for 103 (403 otherwise)', async () => {
    const viewer = await server.login('viewer');
    expect(
      (
        await server.call('POST', '/stuff/stuff/stuffworkstatus', {
          token: viewer,
          body: { workStatus: 'WORK_ON' },
        })
      ).body.code,
    ).toBe(0);
    expect(
      (
        await server.call('POST', '/stuff/stuff/stuffassignstatus', {
          token: viewer,
          body: { assignStatus: 'ASSIGN_ON' },
        })
      ).status,
    ).toBe(403);
    const market = await server.login('market');
    expect(
      (
        await server.call('POST', '/stuff/stuff/stuffworkstatus', {
          token: market,
          body: { workStatus: 'WORK_ON' },
        })
      ).status,
    ).toBe(403);
    expect(workState(3)).toEqual({ work_status: 'WORK_NE', assign_status: 'ASSIGN_NE' });
  });

  it('refuses an unknown status value', async () => {
    const token = await server.login('dispatcher');
    const answer = await server.call('POST', '/stuff/stuff/stuffworkstatus', {
      token,
      body: { workStatus: 'WORK_MAYBE' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('workStatus');
    expect(workState(2).work_status).toBe('WORK_ON');
  });

  it('answers the exit summary with counts for dept 103 and zeros for others', async () => {
    const dispatcher = await server.login('dispatcher');
    const summary = (await server.call('POST', '/stuff/stuff/stuffexitmsg', { token: dispatcher })).body
      .data as Record<string, number>;
    const open = server.count(
      'work_order',
      "principal_id = 2 AND order_status IN ('toDispatch','dispatched','inService','customerServiceApply')",
    );
    expect(summary).toMatchObject({ workStatus: 'WORK_ON', outstandOrderCount: open });
    expect(summary.unProcessIdNum).toBe(
      server.count('work_order', "principal_id = 2 AND order_status = 'toDispatch'"),
    );
    expect(summary.processedOrderCount).toBeGreaterThanOrEqual(0);
    const market = await server.login('market');
    expect((await server.call('POST', '/stuff/stuff/stuffexitmsg', { token: market })).body.data).toEqual({
      workStatus: 'WORK_NE',
      outstandOrderCount: 0,
      processedOrderCount: 0,
      unProcessIdNum: 0,
    });
  });
});

describe('duty technicians (spec 000 §6: role 29 adds)', () => {
  it('lists the support pool and the technicians on duty, and lets role 29 replace them', async () => {
    const token = await server.login('dispatcher');
    const pool = (await server.call('GET', '/stuff/technical/getSupportWorkNo', { token })).body.data as {
      technicalId: number;
    }[];
    expect(pool.map((item) => item.technicalId)).toEqual([11, 12, 13, 14, 15]);
    expect((await server.call('GET', '/stuff/technical/getTechnicalList', { token })).body.data).toEqual([
      { technicalId: 11, technicalName: '钟技术', phonenumber: '13500000011' },
    ]);
    const saved = await server.call('POST', '/stuff/technical/save', {
      token,
      body: [
        { technicalId: 12, technicalName: '唐技术', phonenumber: '13500000012' },
        { technicalId: 13, technicalName: '韩技术', phonenumber: '13500000013' },
      ],
    });
    expect(saved.body).toMatchObject({ code: 0, msg: '新增成功' });
    const onDuty = (await server.call('GET', '/stuff/technical/getTechnicalList', { token })).body.data as {
      technicalId: number;
    }[];
    expect(onDuty.map((item) => item.technicalId)).toEqual([12, 13]);
    expect((await server.call('POST', '/stuff/technical/save', { token, body: [] })).body.code).toBe(0);
    expect(server.count('duty_technician')).toBe(0);
  });

  it('refuses other roles (403) and technicians outside the pool, changing nothing', async () => {
    const market = await server.login('market');
    const body = [{ technicalId: 12, technicalName: '唐技术', phonenumber: '13500000012' }];
    expect((await server.call('POST', '/stuff/technical/save', { token: market, body })).status).toBe(403);
    const dispatcher = await server.login('dispatcher');
    const outside = await server.call('POST', '/stuff/technical/save', {
      token: dispatcher,
      body: [{ technicalId: 3, technicalName: 'x', phonenumber: '' }],
    });
    expect(outside.body.code).not.toBe(0);
    expect(
      (await server.call('POST', '/stuff/technical/save', { token: dispatcher, body: { technicalId: 12 } }))
        .status,
    ).toBe(400);
    expect(server.db.prepare('SELECT technical_id FROM duty_technician').all()).toEqual([
      { technical_id: 11 },
    ]);
  });
});

describe('my downloads', () => {
  it('answers 暂无数据 with code 500 when there is nothing to clear', async () => {
    const token = await server.login('dispatcher');
    expect(
      (await server.call('GET', '/stuff/record/list', { token, query: { userId: 2 } })).body.data,
    ).toEqual([]);
    const answer = await server.call('GET', '/stuff/record/clearExportRecord', {
      token,
      query: { userId: 2 },
    });
    expect(answer.body).toEqual({ code: 500, msg: '暂无数据' });
  });

  it('lists and clears the own exports only', async () => {
    const token = await server.login('dispatcher');
    await server.call('GET', '/order/customer/export', { token, query: { status: 0 } });
    const records = (await server.call('GET', '/stuff/record/list', { token, query: { userId: 2 } })).body
      .data as { exportUrl: string; exportType: number }[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ exportType: 0 });
    expect(records[0]?.exportUrl).toMatch(/^exports\/customer-orders-\d{14}-\d+\.xlsx$/);
    const other = await server.login('market');
    expect(
      (await server.call('GET', '/stuff/record/list', { token: other, query: { userId: 2 } })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/stuff/record/clearExportRecord', { token: other, query: { userId: 2 } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/stuff/record/clearExportRecord', { token, query: { userId: 2 } })).body,
    ).toMatchObject({ code: 0, msg: '清空成功' });
    expect(server.count('export_record')).toBe(0);
  });
});
