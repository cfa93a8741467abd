import {
  ApiError,
  createApiClient,
  createLiveChannel,
  type LiveChannel,
  type LiveSocketFactory,
} from '@onsite/api-client';
import { type LiveMessage, notificationBehaviour } from '@onsite/domain';
import { apiClient, handleUnauthorized } from '../api/client';
import { onSessionEnd } from '../session/sessionEvents';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';

type Listener = (message: LiveMessage) => void;

let channel: LiveChannel | null = null;
const listeners = new Set<Listener>();
let socketFactory: LiveSocketFactory | undefined;

/** The message as `notificationBehaviour` reads it: an "other" message keeps the server's type. */
export function behaviourOf(message: LiveMessage) {
  return notificationBehaviour(message.type === 'other' ? { ...message, type: message.sourceType } : message);
}

/** Spec 000 §9: type 2 updates the new-order count, other types the reminder count. */
async function updateCounts(message: LiveMessage): Promise<void> {
  const behaviour = behaviourOf(message);
  if (behaviour.updates === null) return;
  const { setCount } = useLiveStore.getState();
  if (behaviour.count !== null) {
    setCount(behaviour.updates, behaviour.count);
    return;
  }
  // The message carried no count: ask the server for the current one.
  try {
    if (behaviour.updates === 'newOrderCount') {
      setCount('newOrderCount', (await apiClient.order.customer.getCustomerOrderCount()).pendingCount);
    } else {
      setCount('reminderCount', await apiClient.order.reminder.reminderOrderCount());
    }
  } catch {
    // The count stays as it was; the alert itself is shown all the same.
  }
}

/**
 * The server closed the channel because a session ended (4001) and the channel stopped for good.
 * The server is asked once, with the channel's token and without the 401 hook: a 401 while this
 * page still holds that token is spec 000 §8's expiry (登录超时 once, then the login page, through
 * `handleUnauthorized`); a page that ended the session itself meanwhile (logout, password change)
 * hears nothing more, and a session the server still answers keeps its page (the channel shows
 * as ended in the header).
 */
async function confirmSessionEnded(token: string): Promise<void> {
  const stillHeld = () => useSessionStore.getState().token === token;
  if (!stillHeld()) return;
  try {
    await createApiClient({ getToken: () => token }).system.user.info();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized' && stillHeld()) handleUnauthorized();
  }
}

/**
 * Opens the live channel of the signed-in user (spec 000 §7.2); the client pings every 30 s and
 * reconnects 500 ms after a close (then backing off), so the channel survives a server restart; it
 * stops when the server says the session ended (issue 16 item 7).
 */
export function openLiveChannel(userId: number, token: string): void {
  closeLiveChannel();
  const opened = createLiveChannel({
    userId,
    token,
    // The alerts' titles and texts in the console's language (D30).
    getLanguage: () => apiClient.language(),
    ...(socketFactory ? { socketFactory } : {}),
  });
  channel = opened;
  useLiveStore.getState().setChannelState(opened.getState());
  opened.subscribeState((state) => {
    useLiveStore.getState().setChannelState(state);
    if (state === 'ended') void confirmSessionEnded(token);
  });
  opened.subscribe((message) => {
    void updateCounts(message);
    for (const listener of [...listeners]) listener(message);
  });
}

export function closeLiveChannel(): void {
  channel?.close();
  channel = null;
}

// The channel belongs to the session: it closes for good when the session ends.
onSessionEnd(closeLiveChannel);

/** Receives every live message (the notifications of the shell); returns the unsubscribe. */
export function subscribeLiveMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: the socket the channel opens. */
export function setLiveSocketFactory(factory: LiveSocketFactory | undefined): void {
  socketFactory = factory;
}
