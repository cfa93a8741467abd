import { PRIMARY_COLOR } from '@onsite/domain';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { readableTheme } from '../layoutSettings/ReadablePrimary';
import { readableShade } from '../layoutSettings/readableColor';

type ComponentsConfig = NonNullable<ThemeConfig['components']>;

/** antd's red-7: the default #ff4d4f reads at 3.3:1 on white (danger buttons, error texts); this at 5.6:1. */
export const ERROR_COLOR = '#CF1322';

/** antd's 45 % grey descriptions (Result, Empty, Steps) read at 3.4:1 on white; 60 % reaches 5.7:1. */
export const DESCRIPTION_TEXT_COLOR = 'rgba(0, 0, 0, 0.6)';

const READABLE_TEXT = {
  colorError: ERROR_COLOR,
  colorTextDescription: DESCRIPTION_TEXT_COLOR,
  colorTextTertiary: DESCRIPTION_TEXT_COLOR,
  // antd's placeholder grey (#bfbfbf) reads at 1.8:1 on white; placeholders carry hints, so AA.
  colorTextPlaceholder: DESCRIPTION_TEXT_COLOR,
} as const;

/**
 * The provider's antd theme: the app's primary colour (the spec's #1890FF by default, spec 000 §9)
 * for fills and borders, with every text kept at WCAG AA — the layouts' `readableTheme` shades
 * for text on or in the primary colour, plus the widgets' own needs (menus of dropdowns, sorted
 * table headers, error red, description grey). The app's own tokens and component tokens win.
 */
export function providerTheme(theme: ThemeConfig | undefined): ThemeConfig {
  const primary = theme?.token?.colorPrimary ?? PRIMARY_COLOR;
  const readable = readableTheme(primary);
  const tint = antdTheme.getDesignToken({ token: { colorPrimary: primary } }).colorPrimaryBg;
  const merged: Record<string, object> = {
    ...readable.components,
    Dropdown: { colorPrimary: readableShade(primary, tint) },
    // A sorted column's title sits on the header's sort background (#f0f0f0), not on white.
    Table: { colorPrimary: readableShade(primary, '#F0F0F0') },
  };
  for (const [name, config] of Object.entries(merged)) {
    // A component derived with `algorithm: true` gets antd's default greys back: restore ours.
    const derived = 'algorithm' in config && config.algorithm === true;
    merged[name] = {
      ...config,
      ...(derived ? READABLE_TEXT : {}),
      ...theme?.components?.[name as keyof ComponentsConfig],
    };
  }
  return {
    ...theme,
    token: { ...readable.token, ...READABLE_TEXT, ...theme?.token, colorPrimary: primary },
    components: { ...theme?.components, ...(merged as ComponentsConfig) },
  };
}
