import { type Static, Type } from 'typebox';

/** A bar of the demo month chart (`/analysis/month-bar`). */
export const MonthBarPointSchema = Type.Object(
  {
    /** Month label, e.g. 1月. */
    x: Type.String(),
    y: Type.Number(),
  },
  { title: 'MonthBarPoint' },
);
export type MonthBarPoint = Static<typeof MonthBarPointSchema>;

/**
 * The kinds of to-do of the to-do list (issue 16 item 3), each opening its own filtered screen:
 * pending customer orders, orders waiting for dispatch, customer-service requests, open reminders,
 * unpaid top-ups.
 */
export const BACKLOG_KEYS = [
  'customerOrder',
  'toDispatch',
  'customerServiceApply',
  'reminder',
  'unpaidRecharge',
] as const;
export type BacklogKey = (typeof BACKLOG_KEYS)[number];

export const BacklogKeySchema = Type.Union([
  Type.Literal('customerOrder'),
  Type.Literal('toDispatch'),
  Type.Literal('customerServiceApply'),
  Type.Literal('reminder'),
  Type.Literal('unpaidRecharge'),
]);

/** One kind of to-do of the to-do list. */
export const BacklogItemSchema = Type.Object(
  {
    backlogKey: BacklogKeySchema,
    backlogName: Type.String({ maxLength: 50 }),
    count: Type.Integer({ minimum: 0 }),
  },
  { title: 'BacklogItem' },
);
export type BacklogItem = Static<typeof BacklogItemSchema>;

/** The to-do counts (`/backlog/union/count`). */
export const BacklogCountSchema = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(BacklogItemSchema),
  },
  { title: 'BacklogCount' },
);
export type BacklogCount = Static<typeof BacklogCountSchema>;

/**
 * D44, 工作空间 (workplace): one step of the caller's own recent activity, from the operation log. Least
 * data: what (module and kind), when and whether it succeeded; never the parameters, address or URL.
 */
export const ActivityEntrySchema = Type.Object(
  {
    operId: Type.Integer({ minimum: 1 }),
    /** Module, e.g. 订单管理 (as the operation log names it). */
    title: Type.String({ maxLength: 50 }),
    /** 0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import (the operation log's business types). */
    businessType: Type.Union([
      Type.Literal(0),
      Type.Literal(1),
      Type.Literal(2),
      Type.Literal(3),
      Type.Literal(4),
      Type.Literal(5),
      Type.Literal(6),
    ]),
    /** 0 success, 1 failure. */
    status: Type.Union([Type.Literal(0), Type.Literal(1)]),
    operTime: Type.String({ maxLength: 19 }),
  },
  { title: 'ActivityEntry' },
);
export type ActivityEntry = Static<typeof ActivityEntrySchema>;

/** D44: how many steps the workplace's recent activity shows. */
export const ACTIVITY_LIMIT = 10;

/** D44, 数据中心: the default range (the last 30 days, today included) and the longest (a year). */
export const DATA_CENTRE_DEFAULT_DAYS = 30;
export const DATA_CENTRE_MAX_DAYS = 366;

/** A day `YYYY-MM-DD`. */
export const DayTextSchema = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  maxLength: 10,
});

/**
 * The figures of a set of orders (D44): orders created in the range, how many of them were completed
 * (completed, verified or settled), the completion rate (null without orders), the average hours from
 * creation to completion (null without a completed order) and the revenue: the enterprise amounts of the
 * settled ones, in yuan.
 */
const figures = {
  orders: Type.Integer({ minimum: 0 }),
  completed: Type.Integer({ minimum: 0 }),
  completionRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  avgCompleteHours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  revenue: Type.Number({ minimum: 0 }),
};

export const DataCentreFiguresSchema = Type.Object(figures, { title: 'DataCentreFigures' });
export type DataCentreFigures = Static<typeof DataCentreFiguresSchema>;

/** One day of the range: orders created, completed among them, revenue of the settled ones. */
export const DataCentreDaySchema = Type.Object(
  {
    day: DayTextSchema,
    orders: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    revenue: Type.Number({ minimum: 0 }),
  },
  { title: 'DataCentreDay' },
);
export type DataCentreDay = Static<typeof DataCentreDaySchema>;

/** The figures of one province (its code and name) or one enterprise (its id and name). */
export const DataCentreGroupSchema = Type.Object(
  { key: Type.String({ maxLength: 20 }), name: Type.String({ maxLength: 100 }), ...figures },
  { title: 'DataCentreGroup' },
);
export type DataCentreGroup = Static<typeof DataCentreGroupSchema>;

/** 数据中心 (D44): the figures of the orders created between two days (both included). */
export const DataCentreSchema = Type.Object(
  {
    beginDay: DayTextSchema,
    endDay: DayTextSchema,
    totals: DataCentreFiguresSchema,
    /** Every day of the range, oldest first (days without orders count 0). */
    days: Type.Array(DataCentreDaySchema),
    /** Provinces with orders in the range, most orders first. */
    provinces: Type.Array(DataCentreGroupSchema),
    /** Enterprises with orders in the range, most orders first. */
    enterprises: Type.Array(DataCentreGroupSchema),
  },
  { title: 'DataCentre' },
);
export type DataCentre = Static<typeof DataCentreSchema>;
