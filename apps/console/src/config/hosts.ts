import type { LoginLayoutVariant } from '@onsite/ui';

/** The brands the console knows; their names and slogans are catalogue texts (`brand.<key>`). */
export const BRAND_KEYS = ['product', 'alliance', 'lockAlliance', 'telecomAlliance'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

/** How a forgotten password is handled on a host: self-service by SMS, or ask the administrator. */
export const RECOVER_PAGES = ['selfService', 'contactAdmin'] as const;
export type RecoverPage = (typeof RECOVER_PAGES)[number];

/** What the host of the page decides (D10). */
export interface HostConfig {
  /** The brand of the login screens and of the main layout for every user type but '1' (D9). */
  brand: BrandKey;
  /** Login layout: A brand panel left, B form right, C association login. */
  layout: LoginLayoutVariant;
  /** The recover page offered under 忘记密码. */
  recover: RecoverPage;
}

/** D10: an unknown host gets the default brand and layout A. */
export const DEFAULT_HOST_CONFIG: HostConfig = { brand: 'alliance', layout: 'A', recover: 'selfService' };

/**
 * The host table (D10). Host names are matched without port and case-insensitively; add a
 * deployment's host here.
 */
export const HOSTS: Readonly<Record<string, HostConfig>> = {
  'console.onsite.example': { brand: 'product', layout: 'A', recover: 'selfService' },
  'lock.onsite.example': { brand: 'lockAlliance', layout: 'B', recover: 'selfService' },
  'telecom.onsite.example': { brand: 'telecomAlliance', layout: 'C', recover: 'contactAdmin' },
};

/** The configuration of a host name (`location.hostname`); the default for an unknown host. */
export function hostConfig(hostname: string | null | undefined): HostConfig {
  const host = (hostname ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return HOSTS[host] ?? DEFAULT_HOST_CONFIG;
}

/** The configuration of the page's own host. */
export function currentHostConfig(): HostConfig {
  return hostConfig(globalThis.location?.hostname);
}
