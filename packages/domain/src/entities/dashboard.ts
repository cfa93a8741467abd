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

/** One kind of to-do of the to-do list. */
export const BacklogItemSchema = Type.Object(
  {
    backlogKey: Type.String({ maxLength: 50 }),
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
