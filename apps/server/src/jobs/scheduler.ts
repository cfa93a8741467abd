import { performance } from 'node:perf_hooks';
import type { JobName, JobRun, ScheduledJob } from '@onsite/domain';
import { Cron } from 'croner';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { businessError } from '../http/errors';

/** A job of the server (D43): its name, its cron schedule (China time) and its work. */
export interface JobDefinition {
  name: JobName;
  /** Five fields: minute hour day month weekday. */
  cron: string;
  /** Does the work at `at` (the server clock) and answers how many things it handled. */
  run(at: number): number | Promise<number>;
}

/** The time zone of every schedule: the spec's times are China time (UTC+8). */
export const JOB_TIME_ZONE = 'Asia/Shanghai';
/** Runs kept per job; older ones are removed as new ones are written. */
export const JOB_RUNS_KEPT = 50;
/** Runs answered per job by `runs()`. */
export const JOB_RUNS_SHOWN = 20;
const ERROR_LENGTH = 500;

export interface Scheduler {
  /** Schedules every job that is not paused (croner timers, unreferenced). Idempotent. */
  start(): void;
  /** Stops every timer; a run under way finishes. */
  stop(): void;
  list(): ScheduledJob[];
  runs(name: JobName, limit?: number): JobRun[];
  /** Runs a job now and answers the run; refused while that job is running. */
  run(name: JobName, trigger?: JobRun['trigger']): Promise<JobRun>;
  /** Pauses or resumes a job, kept in `sys_job` (survives restarts). */
  setPaused(name: JobName, paused: boolean, by: string): void;
}

interface RunRow {
  run_id: number;
  job_name: JobName;
  trigger: JobRun['trigger'];
  started_at_ms: number;
  duration_ms: number;
  result: JobRun['result'];
  affected: number;
  error: string | null;
}

const toRun = (row: RunRow): JobRun => ({
  runId: row.run_id,
  jobName: row.job_name,
  trigger: row.trigger,
  startedAt: formatTime(row.started_at_ms),
  durationMs: row.duration_ms,
  result: row.result,
  affected: row.affected,
  error: row.error,
});

export interface SchedulerOptions {
  db: Db;
  /** The server clock: the time written on each run and the base of the next run (tests move it). */
  now: () => number;
  jobs: readonly JobDefinition[];
  /** Where a failed scheduled run is reported besides its row. */
  onError?: (name: JobName, error: unknown) => void;
}

/**
 * D43: the server's scheduled jobs on croner (kept, no dependencies, Node ≥ 18). croner only says
 * when; the runs, the pause state and the history are ours, in `sys_job` and `sys_job_run`
 * (migration 0017). A job never runs twice at once: a scheduled start while it runs is skipped, a
 * manual one is refused.
 */
export function createScheduler({
  db,
  now,
  jobs,
  onError = (name, error) => console.error(`job ${name} failed:`, error),
}: SchedulerOptions): Scheduler {
  const timers = new Map<JobName, Cron>();
  const executing = new Set<JobName>();
  const definitionOf = (name: JobName) => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw businessError(`定时任务 ${name} 不存在`);
    return job;
  };
  const isPaused = (name: JobName) =>
    (db.prepare('SELECT paused FROM sys_job WHERE job_name = ?').get(name) as { paused: number } | undefined)
      ?.paused === 1;
  const lastRun = (name: JobName) => {
    const row = db
      .prepare('SELECT * FROM sys_job_run WHERE job_name = ? ORDER BY run_id DESC LIMIT 1')
      .get(name) as RunRow | undefined;
    return row ? toRun(row) : null;
  };

  async function execute(job: JobDefinition, trigger: JobRun['trigger']): Promise<JobRun> {
    executing.add(job.name);
    const startedAt = now();
    const started = performance.now();
    let result: JobRun['result'] = 'success';
    let affected = 0;
    let error: string | null = null;
    try {
      affected = await job.run(startedAt);
    } catch (failure) {
      result = 'failure';
      error =
        (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_LENGTH) || 'error';
      if (trigger === 'schedule') onError(job.name, failure);
    } finally {
      executing.delete(job.name);
    }
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const runId = db.transaction(() => {
      const id = Number(
        db
          .prepare(
            `INSERT INTO sys_job_run (job_name, trigger, started_at_ms, duration_ms, result, affected, error)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(job.name, trigger, startedAt, durationMs, result, affected, error).lastInsertRowid,
      );
      db.prepare(
        `DELETE FROM sys_job_run WHERE job_name = ? AND run_id NOT IN
           (SELECT run_id FROM sys_job_run WHERE job_name = ? ORDER BY run_id DESC LIMIT ?)`,
      ).run(job.name, job.name, JOB_RUNS_KEPT);
      return id;
    })();
    return toRun(db.prepare('SELECT * FROM sys_job_run WHERE run_id = ?').get(runId) as RunRow);
  }

  return {
    start() {
      for (const job of jobs) {
        if (timers.has(job.name)) continue;
        const timer = new Cron(
          job.cron,
          { name: `onsite-${job.name}`, timezone: JOB_TIME_ZONE, unref: true, paused: isPaused(job.name) },
          () => {
            if (executing.has(job.name)) return;
            return execute(job, 'schedule').then(() => undefined);
          },
        );
        timers.set(job.name, timer);
      }
    },
    stop() {
      for (const timer of timers.values()) timer.stop();
      timers.clear();
    },
    list() {
      return jobs.map((job) => {
        const paused = isPaused(job.name);
        const next = paused
          ? null
          : new Cron(job.cron, { timezone: JOB_TIME_ZONE, paused: true }).nextRun(new Date(now()));
        return {
          jobName: job.name,
          cron: job.cron,
          state: paused ? 'paused' : 'running',
          executing: executing.has(job.name),
          lastRun: lastRun(job.name),
          nextRunAt: next ? formatTime(next.getTime()) : null,
        };
      });
    },
    runs(name, limit = JOB_RUNS_SHOWN) {
      definitionOf(name);
      return (
        db
          .prepare('SELECT * FROM sys_job_run WHERE job_name = ? ORDER BY run_id DESC LIMIT ?')
          .all(name, limit) as RunRow[]
      ).map(toRun);
    },
    async run(name, trigger = 'manual') {
      const job = definitionOf(name);
      if (executing.has(name)) throw businessError(`定时任务 ${name} 正在执行，请等它结束后再试`);
      return execute(job, trigger);
    },
    setPaused(name, paused, by) {
      definitionOf(name);
      if (paused && isPaused(name)) throw businessError(`定时任务 ${name} 已暂停`);
      if (!paused && !isPaused(name)) throw businessError(`定时任务 ${name} 没有暂停，无需恢复`);
      db.prepare(
        `INSERT INTO sys_job (job_name, paused, update_by, update_time) VALUES (?, ?, ?, ?)
         ON CONFLICT (job_name) DO UPDATE SET paused = excluded.paused, update_by = excluded.update_by,
           update_time = excluded.update_time`,
      ).run(name, paused ? 1 : 0, by, formatTime(now()));
      const timer = timers.get(name);
      if (timer) {
        if (paused) timer.pause();
        else timer.resume();
      }
    },
  };
}
