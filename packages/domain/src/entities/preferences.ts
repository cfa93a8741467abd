import { type Static, Type } from 'typebox';
import { LOCALES } from '../locales';
import { CONTENT_WIDTHS, LAYOUT_MODES, NAV_THEMES, TABLE_DENSITIES } from '../preferenceValues';

export * from '../preferenceValues';

/** A colour as #RRGGBB (either case). */
export const HexColorSchema = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7 });

/** The ten layout settings of spec 000 §9, each bounded: an option of its list, a switch, or a colour. */
export const LayoutSettingsSchema = Type.Object(
  {
    navTheme: Type.Enum(NAV_THEMES),
    layout: Type.Enum(LAYOUT_MODES),
    contentWidth: Type.Enum(CONTENT_WIDTHS),
    fixedHeader: Type.Boolean(),
    fixedSidebar: Type.Boolean(),
    autoHideHeader: Type.Boolean(),
    colorWeak: Type.Boolean(),
    primaryColor: HexColorSchema,
    multiTab: Type.Boolean(),
    /** The side menu was collapsed (the spec's saved "sidebar"). */
    sidebarCollapsed: Type.Boolean(),
  },
  { additionalProperties: false, title: 'LayoutSettings' },
);
export type LayoutSettingsValue = Static<typeof LayoutSettingsSchema>;

/**
 * A person's own preferences, kept on the server per user (D28; the account's `custom` screen):
 * language, the layout settings of spec 000 §9 and the tables' density. Every field is required
 * and bounded, unknown fields are refused, so a stored copy is always complete and small.
 */
export const UserPreferencesSchema = Type.Object(
  {
    locale: Type.Enum(LOCALES),
    tableDensity: Type.Enum(TABLE_DENSITIES),
    layout: LayoutSettingsSchema,
  },
  { additionalProperties: false, title: 'UserPreferences' },
);
export type UserPreferences = Static<typeof UserPreferencesSchema>;
