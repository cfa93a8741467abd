import { useCallback, useState } from 'react';

/** The header's dialogs (spec 000 §2.4); at most one is open at a time. */
export type HeaderDialog =
  | 'accountInfo'
  | 'topUp'
  | 'topUpList'
  | 'bills'
  | 'downloads'
  | 'customerOrders'
  | 'reminders'
  | 'userInfo'
  | 'dutyTechnicians'
  | 'exitSummary';

export interface HeaderDialogs {
  /** The open dialog, or null. */
  openDialog: HeaderDialog | null;
  /** Opens `dialog` (closing any other). */
  show: (dialog: HeaderDialog) => void;
  /** Closes the open dialog. */
  close: () => void;
}

/** Which header dialog is open. */
export function useHeaderDialogs(): HeaderDialogs {
  const [openDialog, setOpenDialog] = useState<HeaderDialog | null>(null);
  const show = useCallback((dialog: HeaderDialog) => setOpenDialog(dialog), []);
  const close = useCallback(() => setOpenDialog(null), []);
  return { openDialog, show, close };
}
