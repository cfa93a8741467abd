import { isRecord, toList } from './coerce';

export const TAB_COMMANDS = ['current', 'left', 'right', 'all'] as const;
export type TabCommand = (typeof TAB_COMMANDS)[number];

/** 这是最后一个标签了, 无法被关闭 · 左侧没有标签 · 右侧没有标签 (spec 000 §2.3). */
export const TABS_MESSAGES = ['tabs.lastTab', 'tabs.noneLeft', 'tabs.noneRight'] as const;
export type TabsMessage = (typeof TABS_MESSAGES)[number];

export interface TabsState<T extends { key: string }> {
  tabs: readonly T[];
  activeKey: string;
}

export interface TabsResult<T extends { key: string }> {
  tabs: T[];
  activeKey: string;
  message?: TabsMessage;
}

function keep<T extends { key: string }>(tabs: T[], activeKey: string, message?: TabsMessage): TabsResult<T> {
  return message === undefined ? { tabs, activeKey } : { tabs, activeKey, message };
}

/** The state as read defensively: tabs without a string key are left out. */
function readState<T extends { key: string }>(state: TabsState<T>): { tabs: T[]; activeKey: string } {
  if (!isRecord(state)) return { tabs: [], activeKey: '' };
  const tabs = toList(state.tabs).filter((tab): tab is T => isRecord(tab) && typeof tab.key === 'string');
  return { tabs, activeKey: typeof state.activeKey === 'string' ? state.activeKey : '' };
}

/** The next active key: the current one while its tab stays open, otherwise the fallback. */
function activeAfter<T extends { key: string }>(
  tabs: readonly T[],
  activeKey: string,
  fallback: string,
): string {
  return tabs.some((tab) => tab.key === activeKey) ? activeKey : fallback;
}

/**
 * The multi-tab bar's right-click menu (spec 000 §2.3). `targetKey` is the tab clicked, by default
 * the active one. The last tab is never closed.
 * - current: closes the target; if it was active, its right neighbour (else its left) becomes active.
 * - left / right: closes the tabs on that side of the target; if the active tab was among them,
 *   the target becomes active. Nothing on that side: 'tabs.noneLeft' / 'tabs.noneRight'.
 * - all: closes every tab but the active one (the page on screen stays).
 * A target that is not open changes nothing. The input is never changed.
 */
export function closeTabs<T extends { key: string }>(
  state: TabsState<T>,
  command: TabCommand,
  targetKey?: string,
): TabsResult<T> {
  const { tabs, activeKey } = readState(state);
  const target = typeof targetKey === 'string' ? targetKey : activeKey;
  const index = tabs.findIndex((tab) => tab.key === target);
  switch (command) {
    case 'current': {
      if (tabs.length <= 1) return keep(tabs, activeKey, 'tabs.lastTab');
      if (index === -1) return keep(tabs, activeKey);
      const rest = tabs.filter((_, position) => position !== index);
      const neighbour = rest[Math.min(index, rest.length - 1)];
      return keep(rest, activeAfter(rest, activeKey, neighbour?.key ?? ''));
    }
    case 'left': {
      if (index <= 0) return keep(tabs, activeKey, 'tabs.noneLeft');
      const rest = tabs.slice(index);
      return keep(rest, activeAfter(rest, activeKey, target));
    }
    case 'right': {
      if (index === -1 || index === tabs.length - 1) return keep(tabs, activeKey, 'tabs.noneRight');
      const rest = tabs.slice(0, index + 1);
      return keep(rest, activeAfter(rest, activeKey, target));
    }
    case 'all': {
      if (tabs.length <= 1) return keep(tabs, activeKey, 'tabs.lastTab');
      const kept = tabs.find((tab) => tab.key === activeKey) ?? tabs[index] ?? tabs[0];
      return kept === undefined ? keep(tabs, activeKey) : keep([kept], kept.key);
    }
    default:
      command satisfies never;
      return keep(tabs, activeKey);
  }
}

/** Opens a tab (spec 000 §2.3): added at the end unless a tab with its key is open; it becomes active. */
export function openTab<T extends { key: string }>(state: TabsState<T>, tab: T): TabsResult<T> {
  const { tabs, activeKey } = readState(state);
  if (!isRecord(tab) || typeof tab.key !== 'string') return keep(tabs, activeKey);
  const open = tabs.some((item) => item.key === tab.key);
  return keep(open ? tabs : [...tabs, tab], tab.key);
}
