export { LayoutSettingsControls, type LayoutSettingsControlsProps } from './LayoutSettingsControls';
export { SettingDrawer, type SettingDrawerProps } from './SettingDrawer';
