import type { ButtonUser } from '@onsite/domain';
import { createContext } from 'react';

/** The signed-in user as the ui needs it: the button list (D11), the id and the user type (D9). */
export interface OnsiteUser extends ButtonUser {
  /** The user type ('00' platform super type, '22' enterprise user, '1' product brand, …). */
  userType?: string | null;
}

/** The signed-in user, or null when nobody is signed in; undefined outside `OnsiteProvider`. */
export const PermissionContext = createContext<{ user: OnsiteUser | null } | undefined>(undefined);
