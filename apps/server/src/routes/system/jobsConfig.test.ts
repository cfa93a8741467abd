import type { JobRun, ScheduledJob, SystemParameter } from '@onsite/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSession } from '../../auth/sessions';
import { uploadQuotaBytes } from '../../core/settings';
import type { JobDefinition } from '../../jobs/scheduler';
import { createServices } from '../../services';
import { startTestServer, type TestServer, type TestServerOptions } from '../../testing/harness';

/** D43: 定时任务 and 参数设置 — for the administrator only; refusals change nothing. */
let server: TestServer;
let admin: string;
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

async function start(options: TestServerOptions = {}) {
  server = await startTestServer(options);
  // A session of the administrator (user 1) without a sign-in: some tests switch the captcha on.
  admin = openSession(server.db, 1, server.clock.now);
}

const jobs = async (token = admin) =>
  (await server.call('GET', '/system/job/list', { token })).body.data as ScheduledJob[];
const jobOf = async (name: string) => (await jobs()).find((job) => job.jobName === name);
const post = (url: string, body: unknown, token = admin) => server.call('POST', url, { token, body });
const parameters = async () =>
  (await server.call('GET', '/system/config/list', { token: admin })).body.data as SystemParameter[];
const parameterOf = async (key: string) => (await parameters()).find((parameter) => parameter.key === key);
const snapshot = () => ({
  job: server.db.prepare('SELECT * FROM sys_job ORDER BY job_name').all(),
  runs: server.count('sys_job_run'),
  config: server.db.prepare('SELECT * FROM sys_config ORDER BY config_key').all(),
});

/** An online top-up of enterprise 1, unpaid, made now (the test clock). */
async function unpaidTopup(): Promise<string> {
  const enterprise = await server.login('enterprise');
  const answer = await post(
    '/finance/pay/insert',
    { enterpriseId: 1, totalAmount: 600, payType: 2 },
    enterprise,
  );
  return answer.body.data as string;
}
const statusOf = (orderNo: string) =>
  (
    server.db.prepare('SELECT status FROM enterprise_recharge WHERE order_no = ?').get(orderNo) as {
      status: number;
    }
  ).status;

describe('the scheduled jobs (D43)', () => {
  it('lists every job with its schedule, state and next run on the server clock', async () => {
    await start();
    expect(await jobs()).toEqual([
      {
        jobName: 'topupExpiry',
        cron: '* * * * *',
        state: 'running',
        executing: false,
        lastRun: null,
        nextRunAt: '2025-03-15 10:01:00',
      },
      {
        jobName: 'orphanUploads',
        cron: '0 * * * *',
        state: 'running',
        executing: false,
        lastRun: null,
        nextRunAt: '2025-03-15 11:00:00',
      },
      // D65: the overdue-order alerts.
      {
        jobName: 'orderTimeout',
        cron: '*/5 * * * *',
        state: 'running',
        executing: false,
        lastRun: null,
        nextRunAt: '2025-03-15 10:05:00',
      },
    ]);
  });

  it('立即执行 runs the job, records the run and shows it as the last run', async () => {
    await start();
    const orderNo = await unpaidTopup();
    const cancelled = () => server.count('enterprise_recharge', 'status = 3');
    const before = cancelled();
    server.clock.now += 30 * 60_000;
    const answer = await post('/system/job/run', { jobName: 'topupExpiry' });
    expect(answer.body).toMatchObject({ code: 0, msg: '执行完成' });
    const run = answer.body.data as JobRun;
    expect(run).toMatchObject({
      jobName: 'topupExpiry',
      trigger: 'manual',
      startedAt: '2025-03-15 10:30:00',
      result: 'success',
      affected: cancelled() - before,
      error: null,
    });
    expect(statusOf(orderNo)).toBe(3);
    expect((await jobOf('topupExpiry'))?.lastRun).toEqual(run);
    await post('/system/job/run', { jobName: 'topupExpiry' });
    const runs = (
      await server.call('GET', '/system/job/runs', { token: admin, query: { jobName: 'topupExpiry' } })
    ).body.data as JobRun[];
    expect(runs.map((entry) => entry.affected)).toEqual([0, run.affected]);
    expect(runs[1]).toEqual(run);
  });

  it('refuses 立即执行 while the job runs, and records a failed run with its error', async () => {
    let release = () => {};
    let fail = false;
    const slow: JobDefinition = {
      name: 'topupExpiry',
      cron: '* * * * *',
      run: () =>
        new Promise<number>((resolve, reject) => {
          release = () => (fail ? reject(new Error('disk full')) : resolve(4));
        }),
    };
    await start({ jobs: [slow] });
    const first = post('/system/job/run', { jobName: 'topupExpiry' });
    await vi.waitFor(async () => expect((await jobOf('topupExpiry'))?.executing).toBe(true));
    const before = snapshot();
    const refused = await post('/system/job/run', { jobName: 'topupExpiry' });
    expect(refused.status).toBe(200);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('定时任务 topupExpiry 正在执行，请等它结束后再试');
    expect(snapshot()).toEqual(before);
    release();
    expect(((await first).body.data as JobRun).affected).toBe(4);
    fail = true;
    const failing = post('/system/job/run', { jobName: 'topupExpiry' });
    await vi.waitFor(async () => expect((await jobOf('topupExpiry'))?.executing).toBe(true));
    release();
    const failed = await failing;
    expect(failed.body).toMatchObject({ code: 0, msg: '执行失败，详见执行记录' });
    expect(failed.body.data).toMatchObject({ result: 'failure', affected: 0, error: 'disk full' });
  });

  it('pauses and resumes a job, kept across a restart; pausing twice or resuming a running job is refused', async () => {
    await start();
    expect((await post('/system/job/pause', { jobName: 'orphanUploads' })).body).toMatchObject({
      code: 0,
      msg: '已暂停',
    });
    expect(await jobOf('orphanUploads')).toMatchObject({ state: 'paused', nextRunAt: null });
    // A restart: new services over the same database see the job paused.
    const again = createServices({ config: server.config, db: server.db, now: () => server.clock.now });
    expect(again.scheduler.list().find((job) => job.jobName === 'orphanUploads')?.state).toBe('paused');
    const before = snapshot();
    const twice = await post('/system/job/pause', { jobName: 'orphanUploads' });
    expect(twice.body).toMatchObject({ msg: '定时任务 orphanUploads 已暂停' });
    expect(twice.body.code).not.toBe(0);
    const running = await post('/system/job/resume', { jobName: 'topupExpiry' });
    expect(running.body.msg).toBe('定时任务 topupExpiry 没有暂停，无需恢复');
    expect(snapshot()).toEqual(before);
    expect((await post('/system/job/resume', { jobName: 'orphanUploads' })).body.msg).toBe('已恢复');
    expect(await jobOf('orphanUploads')).toMatchObject({
      state: 'running',
      nextRunAt: '2025-03-15 11:00:00',
    });
  });

  it('runs the jobs on their schedule once started, skips a paused one, and stops with the services', async () => {
    vi.useFakeTimers({
      now: Date.UTC(2025, 2, 15, 2, 0, 30),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    await start();
    await post('/system/job/pause', { jobName: 'orphanUploads' });
    // D65: the overdue-order alerts are paused too: the hour counts the top-up expiry's runs alone.
    await post('/system/job/pause', { jobName: 'orderTimeout' });
    server.services.start();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    const runs = server.db.prepare('SELECT job_name, trigger FROM sys_job_run').all() as {
      job_name: string;
      trigger: string;
    }[];
    const lastId = () =>
      (server.db.prepare('SELECT MAX(run_id) AS id FROM sys_job_run').get() as { id: number }).id;
    // One run a minute for an hour; the oldest beyond 50 are removed.
    expect(lastId()).toBe(60);
    expect(runs.length).toBe(50);
    expect(runs.every((run) => run.job_name === 'topupExpiry' && run.trigger === 'schedule')).toBe(true);
    server.services.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(lastId()).toBe(60);
  });

  it('refuses every caller without the codes (403) and a signed-out one (401), changing nothing', async () => {
    await start();
    const before = snapshot();
    for (const name of ['dispatcher', 'viewer', 'finance', 'enterprise'] as const) {
      const token = await server.login(name);
      expect((await server.call('GET', '/system/job/list', { token })).status, name).toBe(403);
      const runs = await server.call('GET', '/system/job/runs', { token, query: { jobName: 'topupExpiry' } });
      expect(runs.status, name).toBe(403);
      for (const call of ['run', 'pause', 'resume']) {
        const answer = await post(`/system/job/${call}`, { jobName: 'topupExpiry' }, token);
        expect(answer.status, `${name} ${call}`).toBe(403);
      }
    }
    expect((await server.call('GET', '/system/job/list')).status).toBe(401);
    expect((await server.call('POST', '/system/job/run', { body: { jobName: 'topupExpiry' } })).status).toBe(
      401,
    );
    const unknown = await post('/system/job/run', { jobName: 'backup' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/jobName/);
    expect(snapshot()).toEqual(before);
  });
});

describe('the system parameters (D43)', () => {
  it('lists every parameter with type, value, default, bounds and source; the environment decides the captcha', async () => {
    await start();
    expect(await parameters()).toEqual([
      expect.objectContaining({
        key: 'finance.topupExpiryMinutes',
        type: 'number',
        value: 30,
        defaultValue: 30,
        min: 5,
        max: 1440,
        source: 'default',
        editable: true,
      }),
      expect.objectContaining({ key: 'upload.quotaMegabytes', value: 200, min: 10, max: 10_240 }),
      // The tests run with ONSITE_CAPTCHA=off: the environment wins (D14).
      expect.objectContaining({
        key: 'auth.captchaEnabled',
        type: 'boolean',
        value: false,
        source: 'environment',
        editable: false,
      }),
      // D58: the charge from which a settlement waits for the money review.
      expect.objectContaining({ key: 'order.moneyReviewYuan', value: 1000, min: 0, max: 1_000_000 }),
    ]);
  });

  it('a changed top-up expiry and upload quota take effect at once, without a restart', async () => {
    await start();
    const orderNo = await unpaidTopup();
    expect(
      (await post('/system/config/edit', { key: 'finance.topupExpiryMinutes', value: '60' })).body,
    ).toMatchObject({
      code: 0,
      msg: '修改成功',
    });
    expect(await parameterOf('finance.topupExpiryMinutes')).toMatchObject({
      value: 60,
      source: 'table',
      updatedBy: 'admin',
      updatedAt: '2025-03-15 10:00:00',
    });
    server.clock.now += 31 * 60_000;
    await server.services.scheduler.run('topupExpiry');
    expect(statusOf(orderNo)).toBe(2);
    server.clock.now += 30 * 60_000;
    await server.services.scheduler.run('topupExpiry');
    expect(statusOf(orderNo)).toBe(3);
    await post('/system/config/edit', { key: 'upload.quotaMegabytes', value: '10' });
    expect(uploadQuotaBytes(server.db)).toBe(10 * 1024 * 1024);
  });

  it('switches the captcha on and off at once when the environment leaves it to the table', async () => {
    await start({ captcha: 'on' });
    const signIn = () =>
      server.call('POST', '/auth/login', {
        body: { username: 'viewer', password: 'Viewer@1234', code: 'x', uuid: 'x' },
      });
    expect((await signIn()).body.code).not.toBe(0);
    const token = openSession(server.db, 1, server.clock.now);
    expect((await parameterOf('auth.captchaEnabled')) ?? {}).toMatchObject({ value: true, editable: true });
    await post('/system/config/edit', { key: 'auth.captchaEnabled', value: 'false' }, token);
    expect((await signIn()).body.code).toBe(0);
    await post('/system/config/edit', { key: 'auth.captchaEnabled', value: 'true' }, token);
    expect((await signIn()).body.code).not.toBe(0);
  });

  it('refuses a value of the wrong type or out of bounds, an environment parameter and an unknown key, changing nothing', async () => {
    await start();
    const before = snapshot();
    const refusals: [unknown, unknown, string][] = [
      ['finance.topupExpiryMinutes', '4', '参数 finance.topupExpiryMinutes 的值必须在 5 到 1440 之间'],
      ['finance.topupExpiryMinutes', '1441', '参数 finance.topupExpiryMinutes 的值必须在 5 到 1440 之间'],
      ['finance.topupExpiryMinutes', '30.5', '参数 finance.topupExpiryMinutes 的值必须是整数'],
      ['upload.quotaMegabytes', 'true', '参数 upload.quotaMegabytes 的值必须是整数'],
      ['upload.quotaMegabytes', '', '参数 upload.quotaMegabytes 的值必须是整数'],
      ['auth.captchaEnabled', 'false', '参数 auth.captchaEnabled 由服务器的环境变量决定，不能在此修改'],
    ];
    for (const [key, value, msg] of refusals) {
      const answer = await post('/system/config/edit', { key, value });
      expect(answer.body.code, msg).not.toBe(0);
      expect(answer.body.msg).toBe(msg);
    }
    const unknown = await post('/system/config/edit', { key: 'auth.tokenHours', value: '12' });
    expect(unknown.status).toBe(400);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a boolean parameter a number (captcha left to the table)', async () => {
    await start({ captcha: 'on' });
    const token = openSession(server.db, 1, server.clock.now);
    const answer = await post('/system/config/edit', { key: 'auth.captchaEnabled', value: 'yes' }, token);
    expect(answer.body.msg).toBe('参数 auth.captchaEnabled 的值必须是开或关');
    expect(server.count('sys_config')).toBe(0);
  });

  it('refuses every caller without the codes (403) and a signed-out one (401), changing nothing', async () => {
    await start();
    const before = snapshot();
    for (const name of ['dispatcher', 'viewer', 'finance', 'enterprise'] as const) {
      const token = await server.login(name);
      expect((await server.call('GET', '/system/config/list', { token })).status, name).toBe(403);
      const edit = await post('/system/config/edit', { key: 'upload.quotaMegabytes', value: '20' }, token);
      expect(edit.status, name).toBe(403);
    }
    expect((await server.call('GET', '/system/config/list')).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});
