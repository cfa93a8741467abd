import { BREAKPOINTS } from '@onsite/domain';
import { useSyncExternalStore } from 'react';

/** Screen classes of spec 000 §9: below 576 px, below 1200 px, and wider. */
export const SCREEN_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;
const TABLET_QUERY = `(max-width: ${BREAKPOINTS.xl - 0.02}px)`;

function readScreenClass(): ScreenClass {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  if (window.matchMedia(TABLET_QUERY).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(TABLET_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The screen class of the window, updated when the window crosses 576 or 1200 px. */
export function useLayoutBreakpoint(): ScreenClass {
  return useSyncExternalStore(subscribe, readScreenClass, () => 'desktop');
}
