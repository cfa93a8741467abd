export {
  COLLAPSED_SIDE_MENU_WIDTH,
  COLOR_WEAK_FILTER,
  FIXED_CONTENT_WIDTH,
  MainLayout,
  type MainLayoutProps,
} from './MainLayout';
export {
  breadcrumbFor,
  type LayoutBreadcrumbItem,
  type LayoutRoute,
  matchRoutes,
  menuKeysFor,
} from './menuRoutes';
export { renderRouteIcon } from './routeIcons';
export { SCREEN_CLASSES, type ScreenClass, useLayoutBreakpoint } from './useLayoutBreakpoint';
