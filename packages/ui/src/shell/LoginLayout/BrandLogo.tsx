import type { CSSProperties, ReactNode } from 'react';

/** A brand of the console (D10): the product's own, or an association's. */
export interface Brand {
  /** The brand's name, shown beside the logo and used as its text alternative. */
  name: string;
  /** The logo: an element, or the URL of an image (a string is always read as a URL). */
  logo: ReactNode;
  /** A short line under the name on the login screens; none by default. */
  slogan?: ReactNode;
  /** The footer line; © {year} {name} by default. */
  footer?: ReactNode;
}

export interface BrandLogoProps {
  /** The brand shown. */
  brand: Brand;
  /** Show the name beside the logo; true by default. Without it the logo carries the name. */
  showName?: boolean;
  /** Height of the logo in px; 32 by default. */
  size?: number;
  /** Colour of the name; inherited by default. */
  color?: string;
  /** Style of the whole element. */
  style?: CSSProperties;
}

/** A brand's logo, with or without its name; the image is decorative when the name shows. */
export function BrandLogo({ brand, showName = true, size = 32, color, style }: BrandLogoProps) {
  const logo =
    typeof brand.logo === 'string' ? (
      <img
        src={brand.logo}
        alt={showName ? '' : brand.name}
        height={size}
        style={{ height: size, width: 'auto' }}
      />
    ) : showName ? (
      <span aria-hidden style={{ display: 'inline-flex', height: size, fontSize: size, lineHeight: 1 }}>
        {brand.logo}
      </span>
    ) : (
      <span
        role="img"
        aria-label={brand.name}
        style={{ display: 'inline-flex', height: size, fontSize: size, lineHeight: 1 }}
      >
        {brand.logo}
      </span>
    );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, minWidth: 0, ...style }}>
      {logo}
      {showName && (
        <span
          style={{
            color,
            fontSize: Math.round(size / 2),
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {brand.name}
        </span>
      )}
    </span>
  );
}
