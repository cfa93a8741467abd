import { HEADER_HIDE_THRESHOLD_PX } from '@onsite/domain';

/** One scroll step of the page, as the header's auto-hide sees it. */
export interface HeaderScrollStep {
  /** The scroll offset before this step, in px. */
  previousTop: number;
  /** The scroll offset now, in px. */
  top: number;
  /** How far the page must scroll before the header hides; 300 px by default (spec 001 §9). */
  threshold?: number;
}

/**
 * Whether the auto-hiding header shows after a scroll step: scrolling up always shows it;
 * scrolling down past the threshold hides it; above the threshold it shows.
 */
export function isHeaderVisibleAfter({
  previousTop,
  top,
  threshold = HEADER_HIDE_THRESHOLD_PX,
}: HeaderScrollStep): boolean {
  if (top < previousTop) return true;
  return top <= threshold;
}
