import { useState } from 'react';
import type { ScreenClass } from './useLayoutBreakpoint';

export interface SideMenuCollapseOptions {
  /** The window's screen class; below 1200 px the menu collapses (spec 000 §9). */
  screen: ScreenClass;
  /** Controlled state. */
  collapsed?: boolean;
  /** Uncontrolled starting state on a wide screen. */
  defaultCollapsed?: boolean;
  /**
   * Called when the person folds or unfolds the menu (the button). The window crossing a
   * breakpoint folds it too, but that is not their choice: it is not reported, so a host that
   * keeps the choice (D28) does not keep a fold a narrow window made.
   */
  onCollapse?: (collapsed: boolean) => void;
}

/**
 * The side menu's collapsed state: controlled or uncontrolled; it collapses when the window
 * narrows below 1200 px and expands when it widens again, and the user may toggle it in between.
 */
export function useSideMenuCollapse({
  screen,
  collapsed,
  defaultCollapsed = false,
  onCollapse,
}: SideMenuCollapseOptions): [boolean, (next: boolean) => void] {
  const [inner, setInner] = useState(() => screen !== 'desktop' || defaultCollapsed);
  const [seenScreen, setSeenScreen] = useState(screen);
  if (seenScreen !== screen) {
    setSeenScreen(screen);
    setInner(screen !== 'desktop');
  }
  const change = (next: boolean) => {
    setInner(next);
    onCollapse?.(next);
  };
  return [collapsed ?? inner, change];
}
