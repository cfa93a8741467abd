import type { ReactNode } from 'react';

export interface BlankLayoutProps {
  /** The route view. */
  children?: ReactNode;
}

/** The blank layout (spec 001 §2): just the route view, no frame. */
export function BlankLayout({ children }: BlankLayoutProps) {
  return <>{children}</>;
}
