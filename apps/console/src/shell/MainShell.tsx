import { type Brand, MainLayout, PageHeader, preloadAppFeedback } from '@onsite/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandOf } from '../config/brands';
import { currentHostConfig } from '../config/hosts';
import { useLiveNotifications } from '../live/useLiveNotifications';
import { useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';
import { HeaderMenu } from './HeaderMenu';
import { KeepAliveOutlet } from './keepAlive/KeepAliveOutlet';
import { ShellTabBar } from './ShellTabBar';
import { useCurrentScreen } from './useCurrentScreen';
import { useLocalizedRoutes } from './useMenuTitle';

// Development only (spec 001 §2): a production build leaves the drawer's chunk out entirely.
const DevSettingDrawer = import.meta.env.DEV ? lazy(() => import('./DevSettingDrawer')) : null;

/**
 * The signed-in frame (spec 001 §2): the ui's MainLayout with the menu built from the server's
 * menu, breadcrumb, page header, header menu area and multi-tab bar; the screens of the open tabs
 * kept alive in the outlet (D27).
 */
// Signed in, messages and dialogs come soon: fetch their code with the shell's, not on the first toast.
preloadAppFeedback();

export default function MainShell() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useSessionStore((state) => state.routes);
  const userType = useSessionStore((state) => state.user?.userType);
  const settings = useLayoutStore((state) => state.settings);
  const update = useLayoutStore((state) => state.update);
  const screen = useCurrentScreen();
  const localizedRoutes = useLocalizedRoutes(routes);
  const host = useMemo(currentHostConfig, []);
  const productBrand: Brand = brandOf('product', t);
  useLiveNotifications();

  return (
    <>
      <MainLayout
        routes={localizedRoutes}
        pathname={pathname}
        onNavigate={(path) => void navigate(path)}
        userType={userType}
        productBrand={productBrand}
        associationBrand={brandOf(host.brand, t)}
        icp={t('brand.icp')}
        settings={settings}
        defaultCollapsed={settings.sidebarCollapsed}
        onCollapse={(sidebarCollapsed) => update({ sidebarCollapsed })}
        headerExtra={<HeaderMenu />}
        tabBar={<ShellTabBar screen={screen} />}
        pageHeader={screen ? <PageHeader title={screen.title} /> : undefined}
      >
        <KeepAliveOutlet />
      </MainLayout>
      {DevSettingDrawer && (
        <Suspense fallback={null}>
          <DevSettingDrawer />
        </Suspense>
      )}
    </>
  );
}
