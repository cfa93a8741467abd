/** WCAG AA contrast for normal text (https://www.w3.org/TR/WCAG21/#contrast-minimum). */
export const TEXT_CONTRAST_MINIMUM = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(channel ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two #RRGGBB colours, 1–21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when text in it (or on it) is readable against `against`, otherwise the
 * nearest darker shade that is. The theme colour stays #1890FF (spec 000 §9); only text on or
 * in the theme colour uses this shade, so every screen passes axe's contrast check.
 */
export function readableShade(color: string, against = '#FFFFFF', minimum = TEXT_CONTRAST_MINIMUM): string {
  // Only #RRGGBB is measured; another CSS colour is left as the caller gave it.
  if (!HEX_COLOR.test(color) || !HEX_COLOR.test(against)) return color;
  const base = channels(color);
  for (let step = 0; step <= 20; step += 1) {
    const shade = toHex(base.map((channel) => channel * (1 - step / 20)));
    if (contrastRatio(shade, against) >= minimum) return shade;
  }
  return '#000000';
}
