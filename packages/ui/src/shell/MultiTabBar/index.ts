export { type MultiTab, MultiTabBar, type MultiTabBarProps, type MultiTabsChange } from './MultiTabBar';
