import {
  CONTENT_WIDTHS,
  type ContentWidth,
  LAYOUT_MODES,
  type LayoutMode,
  NAV_THEMES,
  type NavTheme,
  PRIMARY_COLOR,
} from '@onsite/domain';

// The options of each setting are the domain's, so the server validates a saved copy against the same lists (D28).
export { CONTENT_WIDTHS, type ContentWidth, LAYOUT_MODES, type LayoutMode, NAV_THEMES, type NavTheme };

/** The theme colours the setting drawer offers; the first is the default (spec 000 §9). */
export const PRIMARY_COLOR_PRESETS = [
  { key: 'daybreak', color: PRIMARY_COLOR },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;
export type PrimaryColorPreset = (typeof PRIMARY_COLOR_PRESETS)[number]['key'];

/** The layout settings saved locally (spec 000 §9). */
export interface LayoutSettings {
  /** Side menu theme; 'dark' by default. */
  navTheme: NavTheme;
  /** Side menu or top menu; 'side' by default. */
  layout: LayoutMode;
  /** Fluid or fixed-width content; 'Fluid' by default. */
  contentWidth: ContentWidth;
  /** The header stays at the top while the page scrolls; on by default. */
  fixedHeader: boolean;
  /** The side menu stays in place while the page scrolls; on by default. */
  fixedSidebar: boolean;
  /** With a fixed header, hide it once the page scrolls down past 300 px; off by default. */
  autoHideHeader: boolean;
  /** Weak colour mode (a CSS filter over the whole frame); off by default. */
  colorWeak: boolean;
  /** Theme colour as #RRGGBB; #1890FF by default. */
  primaryColor: string;
  /** Opened pages as tabs; on by default. */
  multiTab: boolean;
  /** The side menu was collapsed by the user (the spec's saved "sidebar"); off by default. */
  sidebarCollapsed: boolean;
}

/** The defaults of spec 000 §9: dark side menu, #1890FF, multi-tab on. */
export const LAYOUT_SETTINGS_DEFAULTS: Readonly<LayoutSettings> = Object.freeze({
  navTheme: 'dark',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixedSidebar: true,
  autoHideHeader: false,
  colorWeak: false,
  primaryColor: PRIMARY_COLOR,
  multiTab: true,
  sidebarCollapsed: false,
});

/** Where the settings are kept between visits. */
export const LAYOUT_SETTINGS_STORAGE_KEY = 'onsite.layoutSettings';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Any value as complete settings: each known field of the right type and range is kept, any
 * other field falls back to its default, unknown fields are dropped.
 */
export function normalizeLayoutSettings(value: unknown): LayoutSettings {
  const input: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const defaults = LAYOUT_SETTINGS_DEFAULTS;
  return {
    navTheme: oneOf(NAV_THEMES, input.navTheme, defaults.navTheme),
    layout: oneOf(LAYOUT_MODES, input.layout, defaults.layout),
    contentWidth: oneOf(CONTENT_WIDTHS, input.contentWidth, defaults.contentWidth),
    fixedHeader: flag(input.fixedHeader, defaults.fixedHeader),
    fixedSidebar: flag(input.fixedSidebar, defaults.fixedSidebar),
    autoHideHeader: flag(input.autoHideHeader, defaults.autoHideHeader),
    colorWeak: flag(input.colorWeak, defaults.colorWeak),
    primaryColor:
      typeof input.primaryColor === 'string' && HEX_COLOR.test(input.primaryColor)
        ? input.primaryColor.toUpperCase()
        : defaults.primaryColor,
    multiTab: flag(input.multiTab, defaults.multiTab),
    sidebarCollapsed: flag(input.sidebarCollapsed, defaults.sidebarCollapsed),
  };
}

/** The settings saved in `storage`; defaults when nothing, bad JSON, or an unreadable storage. */
export function loadLayoutSettings(storage: Pick<Storage, 'getItem'> | null | undefined): LayoutSettings {
  let text: string | null = null;
  try {
    text = storage?.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    // A storage that throws (blocked cookies, private mode) is a storage with nothing saved.
  }
  if (text === null) return normalizeLayoutSettings(undefined);
  try {
    return normalizeLayoutSettings(JSON.parse(text));
  } catch {
    return normalizeLayoutSettings(undefined);
  }
}

/** Saves the settings (normalized) in `storage`; false when the storage refused them. */
export function saveLayoutSettings(storage: Pick<Storage, 'setItem'>, value: LayoutSettings): boolean {
  try {
    storage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify(normalizeLayoutSettings(value)));
    return true;
  } catch {
    return false;
  }
}
