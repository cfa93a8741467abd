import type { LiveChannelState } from '@onsite/api-client';
import type { NotificationCount } from '@onsite/domain';
import type { Notice } from '@onsite/ui';
import { create } from 'zustand';

export interface LiveState {
  /** New customer orders waiting (updated by type-2 messages, spec 000 §9). */
  newOrderCount: number;
  /** Reminders (updated by messages of any other type, spec 000 §9). */
  reminderCount: number;
  /** The live channel's connection; 'closed' while signed out. */
  channelState: LiveChannelState;
  /** The live alerts of this session, newest first (at most NOTICE_LIMIT): the notice bell's list (D24). */
  notices: Notice[];
  /** Alerts that arrived since the list was last opened: the bell's count. */
  unread: number;
  /** Live alerts on screen now (at most MAX_VISIBLE_ALERTS). */
  alertsOnScreen: number;
}

/** The notice list keeps the newest 100 alerts. */
export const NOTICE_LIMIT = 100;

export interface LiveActions {
  setCount: (count: NotificationCount, value: number) => void;
  setChannelState: (state: LiveChannelState) => void;
  addNotice: (notice: Notice) => void;
  markNoticesRead: () => void;
  clearNotices: () => void;
  setAlertsOnScreen: (count: number) => void;
  reset: () => void;
}

export type LiveStore = LiveState & LiveActions;

export const initialLiveState: LiveState = {
  newOrderCount: 0,
  reminderCount: 0,
  channelState: 'closed',
  notices: [],
  unread: 0,
  alertsOnScreen: 0,
};

export const useLiveStore = create<LiveStore>()((set) => ({
  ...initialLiveState,
  setCount: (count, value) => set({ [count]: value } as Pick<LiveState, NotificationCount>),
  setChannelState: (channelState) => set({ channelState }),
  addNotice: (notice) =>
    set((state) => ({
      notices: [notice, ...state.notices].slice(0, NOTICE_LIMIT),
      unread: state.unread + 1,
    })),
  markNoticesRead: () => set({ unread: 0 }),
  clearNotices: () => set({ notices: [], unread: 0 }),
  setAlertsOnScreen: (alertsOnScreen) => set({ alertsOnScreen }),
  reset: () => set(initialLiveState),
}));
