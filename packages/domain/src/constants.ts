// Constants of spec 000 §9 and 001 §9, plus the few values the other sections name.

/** Key of the session token in localStorage and name of the request header (spec 000 §4.1, D2). */
export const TOKEN_STORAGE_KEY = 'Access-Token';
/** Token lifetime: 12 hours (spec 000 §4.1, D2). */
export const TOKEN_TTL_MS = 43_200_000;
/** Request time-out (spec 000 §9). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Script chunk load time-out: 120 s (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Live channel: the text sent every 30 s, and the delay before reconnecting (spec 000 §7.2). */
export const LIVE_PING_TEXT = 'ping';
export const LIVE_PING_INTERVAL_MS = 30_000;
export const LIVE_RECONNECT_DELAY_MS = 500;
/**
 * Issue 14: the close code and reason of a live socket whose session ended (logout, password
 * change, expiry, a refused token); the client does not reconnect after it.
 */
export const LIVE_SESSION_ENDED_CLOSE_CODE = 4001;
export const LIVE_SESSION_ENDED_REASON = 'session ended';
/**
 * Issue 14 item 8: the socket URL carries no token; the client's first message on every socket is
 * `{"type":"auth","token":"…"}`. A socket that has not sent it within 5 s is closed with 4002 (the
 * client reconnects as after any close); a refused token is closed with 4001.
 */
export const LIVE_AUTH_MESSAGE_TYPE = 'auth';
export const LIVE_AUTH_TIMEOUT_MS = 5_000;
export const LIVE_AUTH_TIMEOUT_CLOSE_CODE = 4002;
export const LIVE_AUTH_TIMEOUT_REASON = 'authentication timeout';
/**
 * Reconnecting after failures: the first retry after 500 ms (spec 000 §7.2); from the second failure
 * in a row the delay doubles up to 30 s, each drawn at random between half and all of it (jitter).
 * A socket that stayed open 10 s counts as healthy again.
 */
export const LIVE_RECONNECT_MAX_DELAY_MS = 30_000;
export const LIVE_HEALTHY_AFTER_MS = 10_000;
/** After a 401 the app logs out and reloads after 1.5 s (spec 000 §8). */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1_500;

/** Paging defaults (spec 000 §9); the sort value is the one the server's paging request takes. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_SORT_ORDER = 'desc';

/** Time formats, dayjs tokens (spec 000 §9, 001 §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const REGISTER_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The history range runs from the start of its first day to the end of its last (spec 001 §9). */
export const HISTORY_RANGE_START_TIME = '00:00:00';
export const HISTORY_RANGE_END_TIME = '23:59:59';

/** Top-up presets in yuan; a custom amount may be typed instead, minimum 0 (spec 000 §4.3, §5, §9). */
export const TOPUP_PRESET_AMOUNTS = [200, 400, 600, 800, 1000, 1500, 2000, 3000] as const;
export const TOPUP_CUSTOM_AMOUNT_MIN = 0;
/** An online top-up not paid within 30 minutes is cancelled (spec 000 §4.3). */
export const TOPUP_PAY_TIMEOUT_MS = 30 * 60 * 1000;

/** The 25 banks of the bank select (spec 001 §3, §9): state, joint-stock, city and rural banks. */
export const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '上海浦东发展银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '兴业银行',
  '平安银行',
  '浙商银行',
  '恒丰银行',
  '渤海银行',
  '北京银行',
  '上海银行',
  '江苏银行',
  '南京银行',
  '宁波银行',
  '北京农村商业银行',
  '上海农村商业银行',
] as const;
export type Bank = (typeof BANKS)[number];

/** Contract uploads accept only these extensions (spec 001 §5). */
export const CONTRACT_FILE_EXTENSIONS = ['doc', 'docx', 'xls', 'ppt', 'pptx', 'xlsx', 'pdf'] as const;
export type ContractFileExtension = (typeof CONTRACT_FILE_EXTENSIONS)[number];
/** The same list as an `accept` attribute for the file input. */
export const CONTRACT_FILE_ACCEPT = CONTRACT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Enterprise details dialog limits (spec 001 §5, §9). */
export const MAX_RETURN_ADDRESSES = 5;
export const MAX_SEND_REQUIREMENTS = 5;
export const SEND_REQUIREMENT_MAX_LENGTH = 20;
export const MAX_BARCODE_PICTURES = 3;
export const URGENT_RATIO_MIN = 0;
export const URGENT_RATIO_MAX = 100;
export const ENTERPRISE_DIALOG_WIDTH = 1350;

/** Password rule (spec 000 §5): 8–64 characters; the change-password input itself stops at 20. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_INPUT_MAX_LENGTH = 20;

/** Layout (spec 000 §9, 001 §2, §9). */
export const BREAKPOINTS = { sm: 576, xl: 1200 } as const;
export const SIDE_MENU_WIDTH = '15%';
export const HEADER_HIDE_THRESHOLD_PX = 300;
export const PRIMARY_COLOR = '#1890FF';

/** The countdown ticks once a second (spec 001 §9). */
export const COUNTDOWN_TICK_MS = 1000;

/** Users, departments and roles (spec 000 §6, D9, D11). */
export const SUPER_USER_ID = 1;
export const USER_TYPE_PLATFORM_SUPER = '00';
export const USER_TYPE_ENTERPRISE = '22';
export const USER_TYPE_PRODUCT_BRAND = '1';
/** D33: a service worker (master or team head) signing in; linked to a `master` row by the server. */
export const USER_TYPE_MASTER = '2';
/** Dept 103: order principals (dispatchers); 104: market principals; 106: another on-post department. */
export const DEPT_ORDER_PRINCIPALS = 103;
export const DEPT_MARKET_PRINCIPALS = 104;
export const DEPT_ON_POST = 106;
/** Users with this role may add duty technicians (spec 000 §6). */
export const ROLE_ADD_DUTY_TECHNICIAN = 29;
/** The account menu is hidden when the pay identification flag equals 9 (spec 000 §2.4). */
export const PAY_IDENTIFICATION_HIDDEN = 9;

/** Enterprise types: 0 lock enterprise, 1 telecom company (spec 001 preamble, §9). */
export const ENTERPRISE_TYPES = [0, 1] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];
