/**
 * How long after a 401 further 401s count as the same burst. The console shows
 * 登录超时，请重新登录 once and logs out after 1.5 s (spec 000 §8); the window is longer so the
 * requests still in flight at that moment do not trigger a second notice.
 */
export const UNAUTHORIZED_BURST_WINDOW_MS = 3_000;

/**
 * Lets `onUnauthorized` fire once per burst of 401s. A burst is a run of 401s each less than
 * `windowMs` after the previous one (the window slides); a successful call ends it at once.
 */
export function createUnauthorizedGate(
  windowMs = UNAUTHORIZED_BURST_WINDOW_MS,
  now: () => number = Date.now,
) {
  let lastAt: number | null = null;
  return {
    /** Records a 401; true when it starts a new burst and the hook should fire. */
    shouldNotify(): boolean {
      const at = now();
      const startsBurst = lastAt === null || at - lastAt >= windowMs;
      lastAt = at;
      return startsBurst;
    },
    /** A call succeeded: the session works again, the next 401 is news. */
    reset(): void {
      lastAt = null;
    },
  };
}
