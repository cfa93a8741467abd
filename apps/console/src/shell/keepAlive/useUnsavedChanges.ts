import { createContext, useContext, useEffect } from 'react';
import { useKeepAliveStore } from './keepAliveStore';

/** The tab a kept screen belongs to, given by the keep-alive outlet. */
export interface KeptScreenScope {
  key: string;
  /** Whether the screen is on display now (false while its tab is hidden). */
  isShown: () => boolean;
}

export const KeptScreenContext = createContext<KeptScreenScope | null>(null);

/**
 * Tells the shell that this screen holds unsaved input (e.g. a form changed since it was loaded or
 * saved): closing or refreshing its tab then asks first (有未保存的修改，确定关闭吗？), and leaving
 * the page warns. Outside a kept screen (a story, a test of the screen alone) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const scope = useContext(KeptScreenContext);
  useEffect(() => {
    if (scope === null) return undefined;
    const { setUnsaved } = useKeepAliveStore.getState();
    setUnsaved(scope.key, dirty);
    // A hidden tab's screen runs its effects' cleanups too: its input is still there, so it stays
    // unsaved; the cleanup of a screen (or form) that really goes while on display clears it.
    return () => {
      if (scope.isShown()) setUnsaved(scope.key, false);
    };
  }, [scope, dirty]);
}
