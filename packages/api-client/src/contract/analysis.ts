import {
  ActivityEntrySchema,
  DataCentreSchema,
  DayTextSchema,
  MonitorSchema,
  MonthBarPointSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope } from './envelope';

/** The analysis dashboard (spec 000 §7.4), the workplace and the data centre (D44). */
export const analysis = {
  monthBar: defineCall({
    method: 'GET',
    path: '/analysis/month-bar',
    response: Envelope(Type.Array(MonthBarPointSchema)),
    doc: { summary: 'Demo month bar chart', path: 'spec', payload: 'none' },
  }),
  /** D44: the caller's own latest steps of the operation log (工作空间), newest first; staff only. */
  activity: defineCall({
    method: 'GET',
    path: '/analysis/activity',
    response: Envelope(Type.Array(ActivityEntrySchema)),
    doc: { summary: "The caller's recent activity (workplace, D44)", path: 'chosen', payload: 'none' },
  }),
  /**
   * D44: order figures of 数据中心 between two days (both included; the last 30 days by default, at most
   * a year), computed by the server from the orders; staff only.
   */
  dataCentre: defineCall({
    method: 'GET',
    path: '/analysis/dataCentre',
    query: Type.Object({ beginDay: Type.Optional(DayTextSchema), endDay: Type.Optional(DayTextSchema) }),
    response: Envelope(DataCentreSchema),
    doc: {
      summary: 'Orders, completion and revenue by day, province and enterprise (D44)',
      path: 'chosen',
      payload: 'chosen',
    },
  }),
  /** D64: 监控页 — open orders by state, those in service now and those overdue; staff only. */
  monitor: defineCall({
    method: 'GET',
    path: '/analysis/monitor',
    response: Envelope(MonitorSchema),
    doc: {
      summary: 'Open orders by state, in service now and overdue (monitor, D64)',
      path: 'chosen',
      payload: 'none',
    },
  }),
};
