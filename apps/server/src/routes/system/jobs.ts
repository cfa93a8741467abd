import { contract } from '@onsite/api-client';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { type RouteDefinition, route } from '../../http/routes';
import type { Scheduler } from '../../jobs/scheduler';

/**
 * D43: 定时任务 — the server's scheduled jobs (`jobs/definitions.ts`) on the scheduler of the services:
 * list with last and next run, recent runs, 立即执行 (refused while the job runs), pause and resume
 * (kept in `sys_job`). Codes `monitor:job:*`, held by the administrator's role only.
 */
export function jobRoutes(scheduler: Scheduler): RouteDefinition[] {
  const { job } = contract.system;
  return [
    route(job.list, button(CODES.jobList), () => ({ data: scheduler.list() })),
    route(job.runs, button(CODES.jobList), ({ query }) => ({ data: scheduler.runs(query.jobName) })),
    route(job.run, button(CODES.jobRun), async ({ body }) => {
      const run = await scheduler.run(body.jobName);
      return { data: run, msg: run.result === 'success' ? '执行完成' : '执行失败，详见执行记录' };
    }),
    route(job.pause, button(CODES.jobChangeStatus), ({ body }, { user }) => {
      scheduler.setPaused(body.jobName, true, user.loginName);
      return { data: null, msg: '已暂停' };
    }),
    route(job.resume, button(CODES.jobChangeStatus), ({ body }, { user }) => {
      scheduler.setPaused(body.jobName, false, user.loginName);
      return { data: null, msg: '已恢复' };
    }),
  ];
}
