import type { GrantCode } from '@onsite/domain';
import type { ReactNode } from 'react';
import { useCan } from './useCan';

export interface CanProps {
  /** The permission code that guards the content (spec 001 §6). */
  permission: GrantCode;
  /** What to show instead when the user lacks the permission; nothing by default. */
  fallback?: ReactNode;
  /** The guarded content. */
  children: ReactNode;
}

/** Renders its content only for a user who holds the permission; otherwise removes it (spec 000 §5). */
export function Can({ permission, fallback = null, children }: CanProps) {
  const can = useCan();
  return <>{can(permission) ? children : fallback}</>;
}
