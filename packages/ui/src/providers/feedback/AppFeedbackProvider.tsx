import { theme } from 'antd';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { type AppFeedbackApi, createLazyFeedback } from './lazyFeedback';

const loadHolder = () => import('./FeedbackHolder');
const FeedbackHolder = lazy(loadHolder);

const AppFeedbackContext = createContext<AppFeedbackApi | null>(null);

/**
 * antd's message, notification and modal APIs (what `App.useApp()` gives inside antd's `App`), themed
 * and localized by `OnsiteProvider`. Their code loads with the first call; a call made before waits
 * for it. Use it instead of `App.useApp()`: `OnsiteProvider` renders no antd `App`.
 */
export function useAppFeedback(): AppFeedbackApi {
  const api = useContext(AppFeedbackContext);
  if (api === null) throw new Error('useAppFeedback() is used outside OnsiteProvider');
  return api;
}

/** Fetches the feedback layer's code ahead of its first use (e.g. once a person is signed in). */
export function preloadAppFeedback(): void {
  void loadHolder();
}

/**
 * Gives its content the feedback APIs and, from the first call on, antd's holders; and sets the text
 * colour, size and font of antd's `App` on its content (what antd's `App` wrapper did).
 */
export function AppFeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [feedback] = useState(() => createLazyFeedback(() => setWanted(true)));
  const { token } = theme.useToken();
  useEffect(() => () => feedback.connect(null), [feedback]);
  return (
    <AppFeedbackContext.Provider value={feedback.api}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolder onReady={feedback.connect} />
        </Suspense>
      ) : null}
    </AppFeedbackContext.Provider>
  );
}
