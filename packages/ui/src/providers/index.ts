export { type AppFeedbackApi, AppFeedbackProvider, preloadAppFeedback, useAppFeedback } from './feedback';
export * from './i18n';
export {
  CONTENT_WIDTHS,
  type ContentWidth,
  contrastRatio,
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
  ReadablePrimary,
  type ReadablePrimaryProps,
  readableShade,
  readableTheme,
  saveLayoutSettings,
  TEXT_CONTRAST_MINIMUM,
} from './layoutSettings';
export {
  type LocaleState,
  OnsiteProvider,
  type OnsiteProviderProps,
  useLocale,
  useOnsiteClient,
} from './OnsiteProvider';
export { Can, type CanProps, type OnsiteUser, useCan, useOnsiteUser } from './permissions';
export * from './query';
