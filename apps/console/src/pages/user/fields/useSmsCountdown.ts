import { COUNTDOWN_TICK_MS } from '@onsite/domain';
import { useCallback, useEffect, useState } from 'react';

/** Seconds before an SMS code can be asked for again. */
export const SMS_RESEND_SECONDS = 60;

/** The resend countdown of an SMS code: `start()` after sending; `secondsLeft` 0 means "may send". */
export function useSmsCountdown(seconds: number = SMS_RESEND_SECONDS) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, start };
}
