import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { readableShade } from './readableColor';

const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.65)';
/** Hovered links and tabs turn a little darker than their resting shade. */
const HOVER_CONTRAST = 5.5;

/**
 * The theme of the layouts for a theme colour: the colour itself for fills and borders, and a
 * shade of it readable at AA wherever it carries text (links, selected menu entries, active tabs,
 * primary buttons). It works for any colour the setting drawer picks, not only the default blue.
 */
export function readableTheme(primaryColor: string): ThemeConfig {
  const tint = theme.getDesignToken({ token: { colorPrimary: primaryColor } }).colorPrimaryBg;
  const onWhite = readableShade(primaryColor, '#FFFFFF');
  const onTint = readableShade(primaryColor, tint);
  // Hover shades are measured too: axe runs where a play function left the pointer.
  const hover = readableShade(primaryColor, '#FFFFFF', HOVER_CONTRAST);
  // Components that put white text on the primary colour (or primary text on white) derive
  // their whole palette from the readable shade.
  const textOnPrimary = { colorPrimary: onWhite, algorithm: true } as const;
  return {
    token: {
      colorPrimary: primaryColor,
      colorLink: onWhite,
      colorLinkHover: hover,
      colorLinkActive: onWhite,
    },
    components: {
      Menu: {
        darkItemSelectedBg: onWhite,
        itemSelectedColor: onTint,
        itemSelectedBg: tint,
        subMenuItemSelectedColor: onTint,
        horizontalItemSelectedColor: onTint,
        horizontalItemHoverColor: hover,
      },
      Tabs: { ...textOnPrimary, itemSelectedColor: onWhite, itemActiveColor: onWhite, itemHoverColor: hover },
      Button: textOnPrimary,
      Radio: textOnPrimary,
      Pagination: textOnPrimary,
      Steps: textOnPrimary,
      Breadcrumb: { linkColor: TEXT_SECONDARY, separatorColor: TEXT_SECONDARY },
    },
  };
}

export interface ReadablePrimaryProps {
  /** The theme colour; the surrounding theme's colour by default. */
  primaryColor?: string;
  /** What the theme applies to. */
  children: ReactNode;
}

/** Applies `readableTheme` to its children (a nested antd ConfigProvider that keeps the rest). */
export function ReadablePrimary({ primaryColor, children }: ReadablePrimaryProps) {
  const { token } = theme.useToken();
  const color = primaryColor ?? token.colorPrimary;
  const config = useMemo(() => readableTheme(color), [color]);
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}
