// The values of the layout settings, apart from their schemas (entities/preferences.ts): the console's
// entry reads them, and a schema module there would bring TypeBox into the login page (issue 19).

/** Side menu colours: dark by default (spec 000 §9). */
export const NAV_THEMES = ['dark', 'light'] as const;
export type NavTheme = (typeof NAV_THEMES)[number];

/** Navigation mode: a side menu, or a horizontal menu in the header. */
export const LAYOUT_MODES = ['side', 'top'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

/** Content width: the whole window (Fluid) or a centred column (Fixed). */
export const CONTENT_WIDTHS = ['Fluid', 'Fixed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

/** How much room a table row takes, antd's Table sizes: 默认 (large), 中等 (medium), 紧凑 (small). */
export const TABLE_DENSITIES = ['large', 'medium', 'small'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

/** A table's density before a person picks one: antd's own default. */
export const DEFAULT_TABLE_DENSITY: TableDensity = 'large';
