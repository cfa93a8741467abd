import { closeLiveChannel } from '../live/liveChannel';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { useTabsStore } from '../stores/tabsStore';

/** Forgets the session in this page: token, user, roles, routes, tabs, counts and the live channel. */
export function endSessionLocally(): void {
  closeLiveChannel();
  useSessionStore.getState().reset();
  useTabsStore.getState().reset();
  useLiveStore.getState().reset();
}
