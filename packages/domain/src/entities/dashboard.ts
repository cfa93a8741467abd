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
