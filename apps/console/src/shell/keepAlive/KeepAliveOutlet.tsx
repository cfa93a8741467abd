import { HOME_PATH } from '@onsite/domain';
import { ExceptionPage } from '@onsite/ui';
import {
  Activity,
  Component,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Outlet, useBeforeUnload, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { ChunkView } from '../../router/chunk';
import type { ScreenData } from '../../router/loaders';
import { useLayoutStore } from '../../stores/layoutStore';
import { useTabsStore } from '../../stores/tabsStore';
import { useKeepAliveStore } from './keepAliveStore';
import { type KeptScreen, keptAfter } from './keptScreens';
import { TabLocation } from './TabLocation';
import { KeptScreenContext, type KeptScreenScope } from './useUnsavedChanges';

function isScreenData(value: unknown): value is ScreenData {
  return typeof value === 'object' && value !== null && typeof (value as ScreenData).key === 'string';
}

/** A kept screen that failed while rendering: the 500 page in its tab only; a refresh mounts it anew. */
class ScreenErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function KeptScreenView({ screen, isShown }: { screen: KeptScreen; isShown: (key: string) => boolean }) {
  const navigate = useNavigate();
  const { key } = screen;
  const scope = useMemo<KeptScreenScope>(() => ({ key, isShown: () => isShown(key) }), [key, isShown]);
  return (
    <KeptScreenContext.Provider value={scope}>
      <ScreenErrorBoundary
        fallback={<ExceptionPage status={500} onBackHome={() => void navigate(HOME_PATH)} />}
      >
        <TabLocation location={screen.location}>
          <ChunkView chunk={screen.chunk} />
        </TabLocation>
      </ScreenErrorBoundary>
    </KeptScreenContext.Provider>
  );
}

/**
 * Keep-alive tabs (issue 16 item 5, D27): in place of the shell's outlet, every open tab's screen
 * stays mounted inside its own `<Activity>`, shown only while its tab is active; a hidden screen
 * keeps its state and DOM (page, filters, half-filled forms) while its effects are unmounted.
 * Closing a tab drops its screen; a tab restored after a reload mounts when first shown. The route
 * still decides what the path shows (its loader resolves the screen's chunk, its error boundary
 * shows a failure through the outlet); the window's scroll position is kept per tab.
 */
export function KeepAliveOutlet() {
  const location = useLocation();
  const screenData = useMatches()
    .map((match) => match.loaderData)
    .filter(isScreenData)
    .at(-1);
  const multiTab = useLayoutStore((state) => state.settings.multiTab);
  const tabs = useTabsStore((state) => state.tabs);
  const versions = useKeepAliveStore((state) => state.versions);

  // Without the tab bar only the screen on display is kept: leaving a page ends it, as before.
  const openKeys = useMemo(() => (multiTab ? tabs.map((tab) => tab.key) : []), [multiTab, tabs]);
  const shownKey = screenData ? location.pathname : null;
  const shown = screenData ? { key: location.pathname, chunk: screenData.screen, location } : null;
  const [kept, setKept] = useState<readonly KeptScreen[]>([]);
  const next = keptAfter(kept, shown, openKeys);
  if (next !== kept) setKept(next);

  // The screens of closed tabs are gone: so is what they told the tab bar.
  useEffect(() => {
    const { unsaved, versions: refreshed, forget } = useKeepAliveStore.getState();
    const gone = [...unsaved, ...Object.keys(refreshed)].filter(
      (key) => !next.some((item) => item.key === key),
    );
    if (gone.length > 0) forget(gone);
  }, [next]);
  useEffect(() => () => useKeepAliveStore.getState().reset(), []);

  // The tab on display, as the kept screens' effects and the scroll listener see it.
  const displayed = useRef<string | null>(null);
  const isShown = useCallback((key: string) => displayed.current === key, []);
  const scrollTops = useRef(new Map<string, number>());
  useEffect(() => {
    const remember = () => {
      if (displayed.current !== null) scrollTops.current.set(displayed.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    if (displayed.current === shownKey) return;
    displayed.current = shownKey;
    if (shownKey === null) return;
    const top = scrollTops.current.get(shownKey) ?? 0;
    if (window.scrollY !== top) window.scrollTo({ top });
  }, [shownKey]);
  useEffect(() => {
    for (const key of scrollTops.current.keys()) {
      if (!next.some((item) => item.key === key)) scrollTops.current.delete(key);
    }
  }, [next]);

  // Leaving the page (reload, closing the window) with unsaved input asks the browser's question.
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (useKeepAliveStore.getState().unsaved.length > 0) event.preventDefault();
    }, []),
  );

  return (
    <>
      {/* The route's own element draws nothing; on a failure its error boundary shows here. */}
      <Outlet />
      {next.map((screen) => (
        <Activity key={screen.key} mode={screen.key === shownKey ? 'visible' : 'hidden'}>
          <KeptScreenView key={versions[screen.key] ?? 0} screen={screen} isShown={isShown} />
        </Activity>
      ))}
    </>
  );
}
