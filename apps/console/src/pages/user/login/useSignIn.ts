import { type SignInResult, safeRedirectPath } from '@onsite/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionStore } from '../../../stores/sessionStore';
import { useFirstPasswordStore } from './firstPasswordChange';

/**
 * Keeps the new token (12 h) and goes to the redirect path, else home (spec 000 §4.1); a session
 * whose password must be changed first stays on the login page with the change dialog (issue 14).
 */
export function useSignIn(): (result: SignInResult) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    ({ token, passwordChangeRequired }: SignInResult) => {
      useSessionStore.getState().signIn(token);
      if (passwordChangeRequired) {
        useFirstPasswordStore.getState().setOpen(true);
        return;
      }
      void navigate(safeRedirectPath(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
