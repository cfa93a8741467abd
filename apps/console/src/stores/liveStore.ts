import type { LiveChannelState } from '@onsite/api-client';
import type { NotificationCount } from '@onsite/domain';
import { create } from 'zustand';

export interface LiveState {
  /** New customer orders waiting (updated by type-2 messages, spec 000 §9). */
  newOrderCount: number;
  /** Reminders (updated by messages of any other type, spec 000 §9). */
  reminderCount: number;
  /** The live channel's connection; 'closed' while signed out. */
  channelState: LiveChannelState;
}

export interface LiveActions {
  setCount: (count: NotificationCount, value: number) => void;
  setChannelState: (state: LiveChannelState) => void;
  reset: () => void;
}

export type LiveStore = LiveState & LiveActions;

export const initialLiveState: LiveState = { newOrderCount: 0, reminderCount: 0, channelState: 'closed' };

export const useLiveStore = create<LiveStore>()((set) => ({
  ...initialLiveState,
  setCount: (count, value) => set({ [count]: value } as Pick<LiveState, NotificationCount>),
  setChannelState: (channelState) => set({ channelState }),
  reset: () => set(initialLiveState),
}));
