export {
  CONTENT_WIDTHS,
  type ContentWidth,
  LAYOUT_MODES,
  LAYOUT_SETTINGS_DEFAULTS,
  LAYOUT_SETTINGS_STORAGE_KEY,
  type LayoutMode,
  type LayoutSettings,
  loadLayoutSettings,
  NAV_THEMES,
  type NavTheme,
  normalizeLayoutSettings,
  PRIMARY_COLOR_PRESETS,
  type PrimaryColorPreset,
  saveLayoutSettings,
} from './layoutSettings';
export { ReadablePrimary, type ReadablePrimaryProps, readableTheme } from './ReadablePrimary';
export { contrastRatio, readableShade, TEXT_CONTRAST_MINIMUM } from './readableColor';
