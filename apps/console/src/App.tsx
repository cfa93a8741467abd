import { OnsiteProvider, type OnsiteUser } from '@onsite/ui';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { apiClient } from './api/client';
import { FeedbackBridge } from './feedback/FeedbackBridge';
import { CONSOLE_RESOURCE_LOADERS } from './i18n/loaders';
import { PreferencesBridge } from './preferences/PreferencesBridge';
import { tableDensityTheme } from './preferences/tableDensityTheme';
import { createConsoleRouter } from './router/routes';
import { useLayoutStore } from './stores/layoutStore';
import { useSessionStore } from './stores/sessionStore';

/** The console: the ui's providers (client, language, permissions) around the data router. */
export function App() {
  const [router] = useState(createConsoleRouter);
  const user = useSessionStore((state) => state.user);
  const permissionsUser = useMemo<OnsiteUser | null>(
    () => (user ? { userId: user.userId, buttons: user.buttons ?? [], userType: user.userType } : null),
    [user],
  );
  // D28: the person's table density, for every table of the console.
  const tableDensity = useLayoutStore((state) => state.tableDensity);
  const theme = useMemo(() => tableDensityTheme(tableDensity), [tableDensity]);
  return (
    <OnsiteProvider
      client={apiClient}
      user={permissionsUser}
      resources={CONSOLE_RESOURCE_LOADERS}
      theme={theme}
    >
      <FeedbackBridge />
      <PreferencesBridge />
      <RouterProvider router={router} />
    </OnsiteProvider>
  );
}
