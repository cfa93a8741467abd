import { createLiveChannel, type LiveChannel, type LiveSocketFactory } from '@onsite/api-client';
import { type LiveMessage, notificationBehaviour } from '@onsite/domain';
import { apiClient } from '../api/client';
import { onSessionEnd } from '../session/sessionEvents';
import { useLiveStore } from '../stores/liveStore';

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
 * Opens the live channel of the signed-in user (spec 000 §7.2); the client pings every 30 s and
 * reconnects 500 ms after any close, so the channel survives a server restart.
 */
export function openLiveChannel(userId: number, token: string): void {
  closeLiveChannel();
  const opened = createLiveChannel({ userId, token, ...(socketFactory ? { socketFactory } : {}) });
  channel = opened;
  useLiveStore.getState().setChannelState(opened.getState());
  opened.subscribeState((state) => useLiveStore.getState().setChannelState(state));
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
