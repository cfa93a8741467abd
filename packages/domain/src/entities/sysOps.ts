import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MobileTextSchema, Nullable } from './common';
import { OrderStatusSchema } from './order';

/**
 * D64 (issue 18): the menu tree's editing (权限管理), each user's live-alert settings (新消息通知) and
 * the customer-service records (客服记录).
 */

/** A button code (an 'F' entry's `perms`): `family:entity:action` (issue 18 session 11 rule). */
export const MENU_BUTTON_CODE_PATTERN = '^[a-z]+:[a-z]+:[a-zA-Z]+$';
/** A directory's or screen's key: the catalogue's camelCase route segment. */
export const MENU_KEY_PATTERN = '^[a-zA-Z][a-zA-Z0-9]*$';

export function isMenuButtonCode(value: string): boolean {
  return new RegExp(MENU_BUTTON_CODE_PATTERN).test(value);
}

/** What an entry of the tree is and where it may sit: a directory, a screen, or a button. */
const menuFields = {
  menuName: Type.String({ minLength: 1, maxLength: 50 }),
  /** '1' hides the entry from the menu (its route stays). */
  visible: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  icon: Type.String({ maxLength: 100 }),
};

/**
 * A new entry: 'M' directory (`menuKey`, under the top level or a directory), 'C' screen (`menuKey`, under
 * a directory), 'F' button (`perms`, under a screen; its key is its code).
 */
export const MenuAddSchema = Type.Object({
  parentId: Type.Integer({ minimum: 0 }),
  menuType: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]),
  /** A directory's or screen's key; ignored for a button. */
  menuKey: Type.String({ maxLength: 100 }),
  /** A button's code; '' for a directory or screen. */
  perms: Type.String({ maxLength: 100 }),
  ...menuFields,
});
export type MenuAdd = Static<typeof MenuAddSchema>;

/** An entry changed: name, parent, order, hidden, icon (its type, key and code stay). */
export const MenuEditSchema = Type.Object({
  menuId: IdSchema,
  parentId: Type.Integer({ minimum: 0 }),
  ...menuFields,
});
export type MenuEdit = Static<typeof MenuEditSchema>;

/** The live alerts a user may receive (spec 000 §9 types 1, 2, 3 and every other). */
export const LIVE_ALERT_KINDS = ['customerService', 'newOrder', 'reminder', 'info'] as const;
export type LiveAlertKind = (typeof LIVE_ALERT_KINDS)[number];

const AlertChoiceSchema = Type.Object({
  /** Whether the live channel sends this kind to the user at all. */
  receive: Type.Boolean(),
  /** Whether the console speaks it (spec 000 §9: types 1–3 speak; 'info' never does). */
  speak: Type.Boolean(),
});

/** 新消息通知: the user's choice per kind of live alert, kept on the server (D64). */
export const AlertSettingsSchema = Type.Object(
  {
    customerService: AlertChoiceSchema,
    newOrder: AlertChoiceSchema,
    reminder: AlertChoiceSchema,
    info: AlertChoiceSchema,
  },
  { title: 'AlertSettings', additionalProperties: false },
);
export type AlertSettings = Static<typeof AlertSettingsSchema>;

/** What a user who never chose gets: every alert, spoken where the spec speaks (types 1–3). */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  customerService: { receive: true, speak: true },
  newOrder: { receive: true, speak: true },
  reminder: { receive: true, speak: true },
  info: { receive: true, speak: false },
};

/** The kind of a live frame's `type` (1, 2, 3 as numbers or numeric strings; anything else is 'info'). */
export function liveAlertKindOf(type: number | string | null | undefined): LiveAlertKind {
  const numeric = typeof type === 'string' && /^\d+$/.test(type) ? Number(type) : type;
  if (numeric === 1) return 'customerService';
  if (numeric === 2) return 'newOrder';
  if (numeric === 3) return 'reminder';
  return 'info';
}

/** How a customer-service contact happened. */
export const CS_CHANNELS = ['phone', 'chat', 'visit', 'other'] as const;
export const CsChannelSchema = Type.Union([
  Type.Literal('phone'),
  Type.Literal('chat'),
  Type.Literal('visit'),
  Type.Literal('other'),
]);
export type CsChannel = Static<typeof CsChannelSchema>;

/** Where the follow-up of a contact stands. */
export const CS_FOLLOW_STATES = ['pending', 'following', 'closed'] as const;
export const CsFollowStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('following'),
  Type.Literal('closed'),
]);
export type CsFollowState = Static<typeof CsFollowStateSchema>;

/** 客服记录: one contact of customer service with an end customer about an order (D64). */
export const CsRecordSchema = Type.Object(
  {
    recordId: IdSchema,
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 40 }),
    customerName: Type.String({ maxLength: 50 }),
    customerMobile: Type.String({ maxLength: 20 }),
    channel: CsChannelSchema,
    contactTime: DateTimeTextSchema,
    summary: Type.String({ maxLength: 500 }),
    followState: CsFollowStateSchema,
    followNote: Type.String({ maxLength: 500 }),
    /** Who recorded it (name only: least data). */
    handlerName: Type.String({ maxLength: 50 }),
    updateTime: DateTimeTextSchema,
  },
  { title: 'CsRecord' },
);
export type CsRecord = Static<typeof CsRecordSchema>;

/** What a person enters for a contact: the order by its number, the customer as the order names them. */
export const CsRecordFieldsSchema = Type.Object({
  orderNo: Type.String({ minLength: 1, maxLength: 40 }),
  customerName: Type.String({ minLength: 1, maxLength: 50 }),
  customerMobile: Type.Union([MobileTextSchema, Type.Literal('')]),
  channel: CsChannelSchema,
  contactTime: DateTimeTextSchema,
  summary: Type.String({ minLength: 1, maxLength: 500 }),
  followState: CsFollowStateSchema,
  followNote: Type.String({ maxLength: 500 }),
});
export type CsRecordFields = Static<typeof CsRecordFieldsSchema>;

/**
 * 监控页 (D64): how long an open order may stay in a state before it is overdue, in hours — waiting for
 * dispatch since it was created, dispatched and not yet started since the dispatch, in service since the
 * check-in (or the acceptance). Held orders (D29) are paused and never overdue.
 */
export const MONITOR_OVERDUE_HOURS = { toDispatch: 2, dispatched: 24, inService: 48 } as const;
/** The most orders each monitor list carries (the order list has the rest). */
export const MONITOR_LIST_LIMIT = 20;

/** An open order as the monitor shows it (least data: no address, no mobile). */
export const MonitorOrderSchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseName: Type.String({ maxLength: 100 }),
    customerName: Type.String({ maxLength: 50 }),
    orderStatus: OrderStatusSchema,
    masterName: Nullable(Type.String({ maxLength: 50 })),
    /** Since when the order is in its state (created, dispatched, checked in). */
    since: DateTimeTextSchema,
    /** Minutes past its state's limit; 0 while within it. */
    overdueMinutes: Type.Integer({ minimum: 0 }),
  },
  { title: 'MonitorOrder' },
);
export type MonitorOrder = Static<typeof MonitorOrderSchema>;

/** 监控页: live operations now — open orders by state, those in service, those overdue. */
export const MonitorSchema = Type.Object(
  {
    toDispatchCount: Type.Integer({ minimum: 0 }),
    dispatchedCount: Type.Integer({ minimum: 0 }),
    inServiceCount: Type.Integer({ minimum: 0 }),
    overdueCount: Type.Integer({ minimum: 0 }),
    /** Orders in service now, longest first (at most MONITOR_LIST_LIMIT). */
    inService: Type.Array(MonitorOrderSchema),
    /** Overdue open orders, most overdue first (at most MONITOR_LIST_LIMIT). */
    overdue: Type.Array(MonitorOrderSchema),
    /** The server's time of the figures. */
    time: DateTimeTextSchema,
  },
  { title: 'Monitor' },
);
export type Monitor = Static<typeof MonitorSchema>;

/** 账号绑定 (D64): the caller's sign-in bindings. The phone is masked (least data, 138****0002). */
export const BindingStatusSchema = Type.Object(
  {
    phonenumber: Nullable(Type.String({ maxLength: 20 })),
    weChat: Nullable(Type.Object({ nickname: Type.String({ maxLength: 50 }), bindTime: DateTimeTextSchema })),
    /** Whether the account has a password to sign in with (if not, the phone is its only way in). */
    hasPassword: Type.Boolean(),
  },
  { title: 'BindingStatus' },
);
export type BindingStatus = Static<typeof BindingStatusSchema>;

/** A WeChat authorisation started at the sandbox gateway: the page to open and its one-time state. */
export const WeChatAuthorizeSchema = Type.Object({
  url: Type.String({ maxLength: 300 }),
  state: Type.String({ minLength: 16, maxLength: 64, pattern: '^[0-9a-f]+$' }),
});
export type WeChatAuthorize = Static<typeof WeChatAuthorizeSchema>;
