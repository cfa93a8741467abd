export { SettingDrawer, type SettingDrawerProps } from './SettingDrawer';
