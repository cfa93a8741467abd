import type { Location } from 'react-router-dom';
import type { Chunk } from '../../router/chunk';

/** A screen kept alive: one per open tab that was shown at least once. */
export interface KeptScreen {
  /** The tab's key: the page's pathname. */
  key: string;
  /** The screen's component, as its route's loader resolved it. */
  chunk: Chunk;
  /** Where the screen was last shown: a hidden screen keeps reading this, never another tab's URL. */
  location: Location;
}

/**
 * The screens to keep after a render: those of open tabs, plus the one on display (its tab opens
 * after it is first shown), which takes the current location and chunk. Unchanged input answers the
 * same array, so the caller can compare by reference.
 */
export function keptAfter(
  kept: readonly KeptScreen[],
  shown: KeptScreen | null,
  openKeys: readonly string[],
): readonly KeptScreen[] {
  let changed = false;
  const next: KeptScreen[] = [];
  for (const screen of kept) {
    if (screen.key === shown?.key) {
      const same = screen.chunk === shown.chunk && screen.location === shown.location;
      next.push(same ? screen : shown);
      changed ||= !same;
    } else if (openKeys.includes(screen.key)) next.push(screen);
    else changed = true;
  }
  if (shown && !kept.some((screen) => screen.key === shown.key)) {
    next.push(shown);
    changed = true;
  }
  return changed ? next : kept;
}
