import { TOKEN_STORAGE_KEY, TOKEN_TTL_MS } from '@onsite/domain';

/** The token as kept in localStorage under `Access-Token` (D2): its value and when it expires. */
export interface StoredToken {
  value: string;
  /** Epoch milliseconds after which the token is no longer used. */
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const { value: token, expiresAt } = value as Record<string, unknown>;
  return (
    typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && Number.isFinite(expiresAt)
  );
}

/** The saved token, or null when none, unreadable or malformed (the expiry is checked by the reader). */
export function loadStoredToken(): StoredToken | null {
  try {
    const text = storage()?.getItem(TOKEN_STORAGE_KEY);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return isStoredToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves a new token for 12 hours from `now` (spec 000 §4.1, D2) and returns what was saved. */
export function saveToken(value: string, now: number = Date.now()): StoredToken {
  const stored = { value, expiresAt: now + TOKEN_TTL_MS };
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
  return stored;
}

export function clearStoredToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing saved that could be removed.
  }
}
