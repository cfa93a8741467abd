import { safeRedirectPath } from '@onsite/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionStore } from '../../../stores/sessionStore';

/** Keeps the new token (12 h) and goes to the redirect path, else home (spec 000 §4.1). */
export function useSignIn(): (token: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (token: string) => {
      useSessionStore.getState().signIn(token);
      void navigate(safeRedirectPath(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
