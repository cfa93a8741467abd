import { useAppFeedback } from '@onsite/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { endSessionLocally } from '../../../session/endSession';
import { logout } from '../../../session/logout';

// Only an account that must change its password sees it: its dialog's code loads then (issue 19).
const ChangePasswordModal = lazy(() =>
  import('@onsite/ui/account').then((module) => ({ default: module.ChangePasswordModal })),
);

/** Whether the session just opened must change its password before anything else (issue 14). */
export const useFirstPasswordStore = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

/**
 * The sign-in answered `passwordChangeRequired` (an account added or reset by an administrator, or
 * the first administrator of a non-demo start): the server refuses every other call, so the login
 * page asks for the new password at once. Once changed, the server has ended the session: sign in
 * again with the new password. Cancelling signs out.
 */
export function FirstPasswordChange() {
  const { t } = useTranslation('console');
  const { message } = useAppFeedback();
  const open = useFirstPasswordStore((state) => state.open);
  useEffect(() => {
    if (open) void message.warning(t('login.passwordChangeRequired'));
  }, [open, message, t]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordModal
        open={open}
        onCancel={() => {
          useFirstPasswordStore.getState().setOpen(false);
          void logout();
        }}
        onPasswordChanged={() => {
          useFirstPasswordStore.getState().setOpen(false);
          endSessionLocally();
          void message.info(t('login.passwordChangedSignIn'));
        }}
      />
    </Suspense>
  );
}
