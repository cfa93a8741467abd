export { BlankLayout, type BlankLayoutProps } from './BlankLayout';
export {
  EXCEPTION_STATUSES,
  ExceptionPage,
  type ExceptionPageProps,
  type ExceptionStatus,
} from './ExceptionPage';
export { Greeting, type GreetingProps } from './Greeting';
export { HeaderMenu, type HeaderMenuProps } from './HeaderMenu';
export { LanguageSwitch, type LanguageSwitchProps, LOCALE_NAMES } from './LanguageSwitch';
export {
  type Brand,
  BrandLogo,
  type BrandLogoProps,
  LOGIN_LAYOUT_VARIANTS,
  LoginLayout,
  type LoginLayoutProps,
  type LoginLayoutVariant,
} from './LoginLayout';
export {
  breadcrumbFor,
  COLLAPSED_SIDE_MENU_WIDTH,
  COLOR_WEAK_FILTER,
  FIXED_CONTENT_WIDTH,
  type LayoutBreadcrumbItem,
  type LayoutRoute,
  MainLayout,
  type MainLayoutProps,
  matchRoutes,
  menuKeysFor,
  renderRouteIcon,
  SCREEN_CLASSES,
  type ScreenClass,
  useLayoutBreakpoint,
} from './MainLayout';
export { type MultiTab, MultiTabBar, type MultiTabBarProps, type MultiTabsChange } from './MultiTabBar';
export { type Notice, NoticeBell, type NoticeBellProps } from './NoticeBell';
export { PageHeader, type PageHeaderLink, type PageHeaderProps, type PageHeaderTab } from './PageHeader';
export {
  LayoutSettingsControls,
  type LayoutSettingsControlsProps,
  SettingDrawer,
  type SettingDrawerProps,
} from './SettingDrawer';
export { TodoList, type TodoListProps, type TodoListStatus } from './TodoList';
