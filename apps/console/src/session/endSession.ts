import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { useTabsStore } from '../stores/tabsStore';
import { emitSessionEnd } from './sessionEvents';

/**
 * Forgets the session in this page: token, user, roles, routes, tabs and counts; the session-end
 * subscribers (the live channel closes) are told first.
 */
export function endSessionLocally(): void {
  emitSessionEnd();
  useSessionStore.getState().reset();
  useTabsStore.getState().reset();
  useLiveStore.getState().reset();
}
