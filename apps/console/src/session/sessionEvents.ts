type SessionEndListener = () => void;

const endListeners = new Set<SessionEndListener>();

/**
 * Runs `listener` each time the session ends in this page (logout, expiry, password change);
 * returns the unsubscribe. Whatever holds session-bound resources (the live channel) subscribes
 * here, so ending the session needs no import of them.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/** Tells every subscriber that the session has ended. */
export function emitSessionEnd(): void {
  for (const listener of [...endListeners]) listener();
}
