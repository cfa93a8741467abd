import type { Brand } from '@onsite/ui';
import type { TFunction } from 'i18next';
import type { BrandKey } from './hosts';

const BRAND_COLORS: Record<BrandKey, string> = {
  product: '#1890FF',
  alliance: '#13C2C2',
  lockAlliance: '#2F54EB',
  telecomAlliance: '#52C41A',
};

/** A simple mark for each brand: a rounded square with a house-and-wrench outline. */
function BrandMark({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={color} />
      <path d="M7 16 16 8l9 8v9H7z" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M13 25v-6h6v6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

/** A brand with its texts in the current language. */
export function brandOf(key: BrandKey, t: TFunction<'console'>): Brand {
  return {
    name: t(`brand.${key}.name`),
    slogan: t(`brand.${key}.slogan`),
    logo: <BrandMark color={BRAND_COLORS[key]} />,
  };
}
