import { OnsiteProvider, type OnsiteUser } from '@onsite/ui';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { apiClient } from './api/client';
import { FeedbackBridge } from './feedback/FeedbackBridge';
import { CONSOLE_RESOURCES } from './i18n';
import { createConsoleRouter } from './router/routes';
import { useSessionStore } from './stores/sessionStore';

/** The console: the ui's providers (client, language, permissions) around the data router. */
export function App() {
  const [router] = useState(createConsoleRouter);
  const user = useSessionStore((state) => state.user);
  const permissionsUser = useMemo<OnsiteUser | null>(
    () => (user ? { userId: user.userId, buttons: user.buttons ?? [], userType: user.userType } : null),
    [user],
  );
  return (
    <OnsiteProvider client={apiClient} user={permissionsUser} resources={CONSOLE_RESOURCES}>
      <FeedbackBridge />
      <RouterProvider router={router} />
    </OnsiteProvider>
  );
}
