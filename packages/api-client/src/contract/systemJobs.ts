import {
  JobNameSchema,
  JobRunSchema,
  ParameterKeySchema,
  ScheduledJobSchema,
  SystemParameterSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope } from './envelope';

const JobBody = Type.Object({ jobName: JobNameSchema });

/** D43: the server's scheduled jobs (定时任务): list, recent runs, run now, pause, resume. */
export const job = {
  list: defineCall({
    method: 'GET',
    path: '/system/job/list',
    response: Envelope(Type.Array(ScheduledJobSchema)),
    doc: {
      summary: 'The scheduled jobs: schedule, state, last run, next run (D43)',
      path: 'chosen',
      payload: 'none',
    },
  }),
  runs: defineCall({
    method: 'GET',
    path: '/system/job/runs',
    query: JobBody,
    response: Envelope(Type.Array(JobRunSchema)),
    doc: { summary: "A job's recent runs, newest first (D43)", path: 'chosen', payload: 'chosen' },
  }),
  run: defineCall({
    method: 'POST',
    path: '/system/job/run',
    body: JobBody,
    response: Envelope(JobRunSchema),
    doc: {
      summary: 'Run a job now and answer the run; refused while it is running (D43)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  pause: defineCall({
    method: 'POST',
    path: '/system/job/pause',
    body: JobBody,
    response: Done,
    doc: { summary: 'Pause a job, kept across restarts (D43)', path: 'chosen', payload: 'chosen' },
  }),
  resume: defineCall({
    method: 'POST',
    path: '/system/job/resume',
    body: JobBody,
    response: Done,
    doc: { summary: 'Resume a paused job (D43)', path: 'chosen', payload: 'chosen' },
  }),
};

/** D43: the system parameters the server reads (参数设置). */
export const config = {
  list: defineCall({
    method: 'GET',
    path: '/system/config/list',
    response: Envelope(Type.Array(SystemParameterSchema)),
    doc: {
      summary: 'Every system parameter: type, value, default, bounds, source (D43)',
      path: 'chosen',
      payload: 'none',
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/system/config/edit',
    /** The value as text ('60', 'true'): the server reads it by the parameter's type (a union would be coerced). */
    body: Type.Object({ key: ParameterKeySchema, value: Type.String({ maxLength: 200 }) }),
    response: Done,
    doc: {
      summary: 'Change a parameter; checked against its type and bounds, read at once (D43)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
};
