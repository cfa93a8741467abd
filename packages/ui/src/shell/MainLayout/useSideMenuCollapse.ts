import { useEffect, useRef, useState } from 'react';
import type { ScreenClass } from './useLayoutBreakpoint';

export interface SideMenuCollapseOptions {
  /** The window's screen class; below 1200 px the menu collapses (spec 000 §9). */
  screen: ScreenClass;
  /** Controlled state. */
  collapsed?: boolean;
  /** Uncontrolled starting state on a wide screen. */
  defaultCollapsed?: boolean;
  /** Called with every change: a press of the button, or the window crossing a breakpoint. */
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
  const notify = useRef(onCollapse);
  useEffect(() => {
    notify.current = onCollapse;
  });
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) notify.current?.(screen !== 'desktop');
    mounted.current = true;
  }, [screen]);
  const change = (next: boolean) => {
    setInner(next);
    onCollapse?.(next);
  };
  return [collapsed ?? inner, change];
}
