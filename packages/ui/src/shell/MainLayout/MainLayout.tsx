import { normalizeUserType, SIDE_MENU_WIDTH, USER_TYPE_PRODUCT_BRAND } from '@onsite/domain';
import { Drawer, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LAYOUT_SETTINGS_DEFAULTS,
  type LayoutSettings,
  ReadablePrimary,
} from '../../providers/layoutSettings';
import { type Brand, BrandLogo } from '../LoginLayout/BrandLogo';
import { HeaderBar } from './HeaderBar';
import { LayoutBreadcrumb } from './LayoutBreadcrumb';
import { LayoutFooter } from './LayoutFooter';
import { breadcrumbFor, type LayoutBreadcrumbItem, type LayoutRoute } from './menuRoutes';
import { renderRouteIcon } from './routeIcons';
import { SideMenu } from './SideMenu';
import { useAutoHideHeader } from './useAutoHideHeader';
import { useLayoutBreakpoint } from './useLayoutBreakpoint';
import { useSideMenuCollapse } from './useSideMenuCollapse';

/** Width of the collapsed side menu (icons only), and the largest width of fixed content. */
export const COLLAPSED_SIDE_MENU_WIDTH = 80;
export const FIXED_CONTENT_WIDTH = 1200;
/** antd's dark menu colour, behind the logo of the menu drawer on a phone. */
const DARK_MENU_BACKGROUND = '#001529';
/** The weak colour mode's filter (spec 000 §9). */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export interface MainLayoutProps {
  /** The route tree of the signed-in user (domain `buildRoutes`). */
  routes: readonly LayoutRoute[];
  /** The current path: it selects the menu entry and builds the breadcrumb. */
  pathname: string;
  /** Called with a path when the user picks a menu entry or a breadcrumb link. */
  onNavigate: (path: string) => void;
  /** The user type: '1' shows the product brand and the ICP line, others the association brand (D9). */
  userType?: string | number | null;
  /** The product's brand (logo and footer for user type 1). */
  productBrand: Brand;
  /** The association's brand, shown to every other user type. */
  associationBrand: Brand;
  /** The ICP filing line shown in the footer for user type 1, e.g. 京ICP备xxxx号. */
  icp?: string;
  /** Layout settings; `LAYOUT_SETTINGS_DEFAULTS` by default. */
  settings?: LayoutSettings;
  /** The header menu on the right of the header. */
  headerExtra?: ReactNode;
  /** The multi-tab bar, shown under the header while `settings.multiTab` is on. */
  tabBar?: ReactNode;
  /** Breadcrumb entries; by default built from the routes matching `pathname`; false hides it. */
  breadcrumb?: readonly LayoutBreadcrumbItem[] | false;
  /** The page header (`PageHeader`) above the content. */
  pageHeader?: ReactNode;
  /** Controlled collapsed state of the side menu (on a phone: the menu drawer is closed). */
  collapsed?: boolean;
  /** Starting collapsed state on a wide screen; false by default. */
  defaultCollapsed?: boolean;
  /** Called when the side menu collapses or expands. */
  onCollapse?: (collapsed: boolean) => void;
  /** The icon of a menu entry by its icon name; antd outlined icons by default. */
  renderIcon?: (icon: string) => ReactNode;
  /** The page. */
  children?: ReactNode;
}

/** The signed-in frame (spec 001 §2): side menu, header, tabs, breadcrumb, page header, footer. */
export function MainLayout(props: MainLayoutProps) {
  const settings = props.settings ?? LAYOUT_SETTINGS_DEFAULTS;
  return (
    <ReadablePrimary primaryColor={settings.primaryColor}>
      <MainFrame {...props} settings={settings} />
    </ReadablePrimary>
  );
}

function MainFrame({
  routes,
  pathname,
  onNavigate,
  userType,
  productBrand,
  associationBrand,
  icp,
  settings,
  headerExtra,
  tabBar,
  breadcrumb,
  pageHeader,
  collapsed: controlledCollapsed,
  defaultCollapsed,
  onCollapse,
  renderIcon = renderRouteIcon,
  children,
}: MainLayoutProps & { settings: LayoutSettings }) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const screen = useLayoutBreakpoint();
  const [collapsed, setCollapsed] = useSideMenuCollapse({
    screen,
    collapsed: controlledCollapsed,
    defaultCollapsed,
    onCollapse,
  });
  const headerVisible = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const isProductUser = normalizeUserType(userType) === USER_TYPE_PRODUCT_BRAND;
  const brand = isProductUser ? productBrand : associationBrand;
  const topLayout = settings.layout === 'top' && screen !== 'mobile';
  const maxContentWidth = settings.contentWidth === 'Fixed' ? FIXED_CONTENT_WIDTH : undefined;
  const darkMenu = settings.navTheme === 'dark';
  const crumbs = breadcrumb === false ? [] : (breadcrumb ?? breadcrumbFor(routes, pathname));

  const menu = (mode: 'inline' | 'horizontal', menuTheme = settings.navTheme, afterNavigate?: () => void) => (
    <SideMenu
      routes={routes}
      pathname={pathname}
      onNavigate={(path) => {
        onNavigate(path);
        afterNavigate?.();
      }}
      label={t(mode === 'horizontal' ? 'layout.main.topMenu' : 'layout.main.sideMenu')}
      theme={menuTheme}
      mode={mode}
      collapsed={mode === 'inline' && collapsed}
      renderIcon={renderIcon}
    />
  );
  const logo = (showName: boolean, color?: string) => (
    <div style={{ display: 'flex', alignItems: 'center', height: 64, padding: '0 16px', overflow: 'hidden' }}>
      <BrandLogo brand={brand} showName={showName} color={color} />
    </div>
  );

  return (
    <Layout
      hasSider={!topLayout && screen !== 'mobile'}
      style={{ minHeight: '100vh', filter: settings.colorWeak ? COLOR_WEAK_FILTER : undefined }}
    >
      {!topLayout && screen !== 'mobile' && (
        <Layout.Sider
          theme={settings.navTheme}
          width={SIDE_MENU_WIDTH}
          collapsedWidth={COLLAPSED_SIDE_MENU_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
          style={
            settings.fixedSidebar
              ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overflowX: 'hidden' }
              : undefined
          }
        >
          {logo(!collapsed, darkMenu ? '#FFFFFF' : token.colorText)}
          {menu('inline')}
        </Layout.Sider>
      )}
      {screen === 'mobile' && (
        <Drawer
          placement="left"
          open={!collapsed}
          onClose={() => setCollapsed(true)}
          closable={false}
          size={256}
          styles={{
            body: { padding: 0, background: darkMenu ? DARK_MENU_BACKGROUND : token.colorBgContainer },
          }}
          aria-label={t('layout.main.sideMenu')}
        >
          {logo(true, darkMenu ? '#FFFFFF' : token.colorText)}
          {menu('inline', settings.navTheme, () => setCollapsed(true))}
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <HeaderBar
          collapsed={collapsed}
          onToggle={topLayout ? undefined : () => setCollapsed(!collapsed)}
          start={
            topLayout || screen === 'mobile' ? (
              <BrandLogo brand={brand} showName={screen !== 'mobile'} />
            ) : null
          }
          menu={topLayout ? menu('horizontal', 'light') : undefined}
          extra={headerExtra}
          below={settings.multiTab ? tabBar : null}
          fixed={settings.fixedHeader}
          hidden={!headerVisible}
          maxContentWidth={topLayout ? maxContentWidth : undefined}
        />
        <Layout.Content style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              width: '100%',
              maxWidth: maxContentWidth,
              margin: maxContentWidth ? '0 auto' : undefined,
            }}
          >
            {crumbs.length > 0 && (
              <div
                style={{
                  padding: '12px 24px 0',
                  background: pageHeader ? token.colorBgContainer : undefined,
                }}
              >
                <LayoutBreadcrumb items={crumbs} onNavigate={onNavigate} />
              </div>
            )}
            {pageHeader}
            <div style={{ padding: 24 }}>{children}</div>
          </div>
        </Layout.Content>
        <LayoutFooter brand={brand} icp={icp} showIcp={isProductUser} />
      </Layout>
    </Layout>
  );
}
