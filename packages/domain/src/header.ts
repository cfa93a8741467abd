import { isRecord, toInteger } from './coerce';
import {
  DEPT_ON_POST,
  DEPT_ORDER_PRINCIPALS,
  PAY_IDENTIFICATION_HIDDEN,
  ROLE_ADD_DUTY_TECHNICIAN,
  SUPER_USER_ID,
  USER_TYPE_ENTERPRISE,
  USER_TYPE_PLATFORM_SUPER,
} from './constants';
import { BUTTON_CODES, canUseButton } from './permissions';
import { hasRole, normalizeDeptId, normalizeUserType, type RoleIdsInput } from './user';

/** Work status (spec 000 §4.2): in post and off post. */
export const WORK_ON = 'WORK_ON' as const;
export const WORK_NE = 'WORK_NE' as const;
export const WORK_STATUSES = [WORK_ON, WORK_NE] as const;
export type WorkStatusCode = (typeof WORK_STATUSES)[number];

/** Assign (auto-accept) status (spec 000 §4.2). */
export const ASSIGN_ON = 'ASSIGN_ON' as const;
export const ASSIGN_NE = 'ASSIGN_NE' as const;
export const ASSIGN_STATUSES = [ASSIGN_ON, ASSIGN_NE] as const;
export type AssignStatusCode = (typeof ASSIGN_STATUSES)[number];

export function isWorkStatus(value: unknown): value is WorkStatusCode {
  return value === WORK_ON || value === WORK_NE;
}

export function isAssignStatus(value: unknown): value is AssignStatusCode {
  return value === ASSIGN_ON || value === ASSIGN_NE;
}

/** The header user (spec 000 §3): roleIds is a comma list or an array; deptId a number or its text. */
export interface HeaderUser {
  /** User 1 may do everything (spec 000 §6), adding duty technicians included. */
  userId?: number | string | null;
  userType?: string | number | null;
  deptId?: number | string | null;
  roleIds?: RoleIdsInput;
  /** The user's button codes (spec 000 §3); missing or empty allows every button (D11). */
  buttons?: readonly string[] | string | null;
}

/**
 * The screens the header's entries open (issue 16 item 3). 挂起订单 opens the order list filtered
 * to held orders (D29); 待办事项 and the reminder badge open lists of their own, not screens.
 */
export const HEADER_ENTRY_SCREENS = {
  inquiryMaster: 'masterQuery',
  enterpriseAmount: 'walletList',
  heldOrders: 'orderList',
} as const;

export interface HeaderContext {
  /** The flag from /finance/pay/checkIdentification; 9 hides the account menu. */
  payIdentification?: number | string | null;
  /** The current work status; auto-accept shows only in post. */
  workStatus?: WorkStatusCode | null;
  /**
   * The screens the user can open: keys of their menu routes whose screen is built. An entry that
   * opens a screen shows only when its screen is listed; none is listed by default.
   */
  screens?: readonly string[] | null;
}

export type ReminderLabel = 'pending' | 'completed';

export interface HeaderFeatures {
  orderNow: boolean;
  reminderBadge: boolean;
  reminderLabel: ReminderLabel | null;
  workSwitch: boolean;
  autoAcceptSwitch: boolean;
  inquiryMaster: boolean;
  enterpriseAmount: boolean;
  heldOrders: boolean;
  todoList: boolean;
  accountMenu: boolean;
  addDutyTechnician: boolean;
  exitSummaryCounts: boolean;
}

/**
 * Which header items a user sees (spec 000 §2.4, §4.2, §6). Issue 16 item 3: an entry shows only
 * when what it opens answers the user — its screen is among `screens` and the button code of that
 * screen's first call is the user's (the same code the server checks), so no entry is a dead button.
 */
export function headerFeatures(
  user: HeaderUser | null | undefined,
  context?: HeaderContext | null,
): HeaderFeatures {
  const values: HeaderUser = isRecord(user) ? user : {};
  const settings: HeaderContext = isRecord(context) ? context : {};
  const userType = normalizeUserType(values.userType);
  const deptId = normalizeDeptId(values.deptId);
  const isEnterprise = userType === USER_TYPE_ENTERPRISE;
  const isPlatformSuper = userType === USER_TYPE_PLATFORM_SUPER;
  const isDispatcher = deptId === DEPT_ORDER_PRINCIPALS;
  const screens = Array.isArray(settings.screens) ? settings.screens : [];
  const opens = (screen: string, code?: string) =>
    screens.includes(screen) && (code === undefined || canUseButton(values, code));
  // The reminder list answers only users who may list orders (the server checks the same code).
  const listsOrders = canUseButton(values, BUTTON_CODES.orderList);
  let reminderLabel: ReminderLabel | null = null;
  if (isPlatformSuper) reminderLabel = 'pending';
  if (isEnterprise) reminderLabel = 'completed';
  return {
    orderNow: isEnterprise,
    reminderBadge: (isPlatformSuper || isEnterprise) && listsOrders,
    reminderLabel: listsOrders ? reminderLabel : null,
    workSwitch: isDispatcher || deptId === DEPT_ON_POST,
    autoAcceptSwitch: isDispatcher && settings.workStatus === WORK_ON,
    inquiryMaster: !isEnterprise && opens(HEADER_ENTRY_SCREENS.inquiryMaster),
    enterpriseAmount: opens(HEADER_ENTRY_SCREENS.enterpriseAmount, BUTTON_CODES.walletQuery),
    heldOrders: !isEnterprise && opens(HEADER_ENTRY_SCREENS.heldOrders, BUTTON_CODES.orderList),
    todoList: true,
    accountMenu: toInteger(settings.payIdentification) !== PAY_IDENTIFICATION_HIDDEN,
    addDutyTechnician:
      toInteger(values.userId) === SUPER_USER_ID || hasRole(values.roleIds, ROLE_ADD_DUTY_TECHNICIAN),
    exitSummaryCounts: isDispatcher,
  };
}

export interface WorkAssignState {
  workStatus: WorkStatusCode;
  assignStatus: AssignStatusCode;
}

/** Spec 000 §4.2: going off post (WORK_NE) forces auto-accept off (ASSIGN_NE). An unknown status changes nothing. */
export function applyWorkStatus<S extends WorkAssignState>(state: S, workStatus: WorkStatusCode): S {
  if (!isWorkStatus(workStatus)) return { ...state };
  return { ...state, workStatus, assignStatus: workStatus === WORK_NE ? ASSIGN_NE : state.assignStatus };
}

/** Auto-accept can be turned on only in post (its switch shows only then, spec 000 §4.2). */
export function applyAssignStatus<S extends WorkAssignState>(state: S, assignStatus: AssignStatusCode): S {
  if (!isAssignStatus(assignStatus)) return { ...state };
  if (assignStatus === ASSIGN_ON && state.workStatus !== WORK_ON) return { ...state };
  return { ...state, assignStatus };
}
