import { HEADER_HIDE_THRESHOLD_PX } from '@onsite/domain';
import { useEffect, useState } from 'react';
import { isHeaderVisibleAfter } from './headerVisibility';

/**
 * Whether the header shows: always when `enabled` is false; otherwise it hides once the window
 * scrolls down past the threshold and comes back when it scrolls up (spec 001 §9).
 */
export function useAutoHideHeader(enabled: boolean, threshold = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!enabled) return undefined;
    let previousTop = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const top = window.scrollY;
        setVisible(isHeaderVisibleAfter({ previousTop, top, threshold }));
        previousTop = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      setVisible(true);
    };
  }, [enabled, threshold]);
  return !enabled || visible;
}
