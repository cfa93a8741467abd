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
  /** The live channel's open, authenticated sockets and their distinct users (服务监控, D39). */
  connections(): LiveConnections;
  /** The live channel tells the bus how to count its sockets (D39). */
  countConnectionsWith(counter: () => LiveConnections): void;
}

export interface LiveConnections {
  sockets: number;
  users: number;
}

export function createLiveEvents(): LiveEvents {
  const listeners = new Set<Listener>();
  let counter: () => LiveConnections = () => ({ sockets: 0, users: 0 });
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
    connections: () => counter(),
    countConnectionsWith(next) {
      counter = next;
    },
  };
}
