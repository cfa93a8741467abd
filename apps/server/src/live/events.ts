import type { RealtimeMessage } from '@onsite/domain';

/** A message pushed on the live channel (spec 000 §3 Realtime message). */
export type LiveMessageOut = RealtimeMessage;

type Listener = (userId: number, message: LiveMessageOut) => void;

/**
 * The in-process bus of live events: routes publish to an audience, the WebSocket plugin listens
 * and sends each message to the sockets of the users it is for.
 */
export interface LiveEvents {
  /** Sends a message to one user's open sockets. */
  toUser(userId: number, message: LiveMessageOut): void;
  /** Sends a message to several users. */
  toUsers(userIds: readonly number[], message: LiveMessageOut): void;
  /** Registers a listener of every delivery; returns its unsubscribe. */
  subscribe(listener: Listener): () => void;
}

export function createLiveEvents(): LiveEvents {
  const listeners = new Set<Listener>();
  const toUser = (userId: number, message: LiveMessageOut) => {
    for (const listener of listeners) listener(userId, message);
  };
  return {
    toUser,
    toUsers(userIds, message) {
      for (const userId of new Set(userIds)) toUser(userId, message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
