import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd greys the values of a disabled select (1.8:1) and a select's placeholder (1.8:1), which a
 * read-only person must still read (WCAG AA, axe color-contrast): both keep a readable grey.
 */
const READABLE_DISABLED_THEME: ThemeConfig = {
  components: {
    Select: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' },
  },
};

/** Keeps the texts of disabled fields readable in what it wraps. */
export function ReadableDisabled({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={READABLE_DISABLED_THEME}>{children}</ConfigProvider>;
}
