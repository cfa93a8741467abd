import type { IdCardState, MasterProfile, MasterState } from '@onsite/domain';
import { MASTER_STATES } from '@onsite/domain';

/** The masters screens' query keys: a change on one screen refreshes the others (D38). */
export const masterKeys = {
  all: ['masters'] as const,
  list: () => [...masterKeys.all, 'list'] as const,
  teams: () => [...masterKeys.all, 'teams'] as const,
  search: (text: string, scope: string) => [...masterKeys.all, 'search', scope, text] as const,
};

export const STATE_BADGE: Record<MasterState, 'success' | 'error' | 'default'> = {
  active: 'success',
  blacklisted: 'error',
  off: 'default',
};

export const ID_CARD_BADGE: Record<IdCardState, 'processing' | 'success' | 'error'> = {
  pending: 'processing',
  approved: 'success',
  refused: 'error',
};

/** A state from the URL, else none: a mistyped link lists everything rather than failing. */
export const stateFilter = (value: string | undefined) => MASTER_STATES.find((state) => state === value);

/** A master as a select shows them: name and phone (and team when in one). */
export const masterLabel = (master: Pick<MasterProfile, 'masterName' | 'phonenumber'>) =>
  `${master.masterName} · ${master.phonenumber}`;
