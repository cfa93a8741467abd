import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadablePrimary, readableShade } from '../../providers/layoutSettings';
import { useLayoutBreakpoint } from '../MainLayout/useLayoutBreakpoint';
import { type Brand, BrandLogo } from './BrandLogo';

/** D10: A brand panel left, B form right, C association login. */
export const LOGIN_LAYOUT_VARIANTS = ['A', 'B', 'C'] as const;
export type LoginLayoutVariant = (typeof LOGIN_LAYOUT_VARIANTS)[number];

/** The deep navy behind the brand (antd's dark menu colour). */
const BRAND_NIGHT = '#001529';
const ON_DARK = 'rgba(255, 255, 255, 0.85)';

export interface LoginLayoutProps {
  /** A (brand panel left), B (form right over the brand) or C (association login); 'A' by default (D10). */
  variant?: LoginLayoutVariant;
  /** The brand shown: the product's, or the association's for variant C. */
  brand: Brand;
  /** The route view: the sign-in form. */
  children?: ReactNode;
  /** The language switch, shown at the top right; none by default. */
  languageSwitch?: ReactNode;
  /** Variant C: the line under the association's name; 请使用{name}账号登录 by default. */
  note?: ReactNode;
}

function LoginFooter({ brand, color }: { brand: Brand; color: string }) {
  const { t } = useTranslation('ui');
  return (
    <footer style={{ padding: '16px 24px', textAlign: 'center', color }}>
      {brand.footer ?? t('layout.main.copyright', { year: new Date().getFullYear(), name: brand.name })}
    </footer>
  );
}

function SwitchChip({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // A light chip, so whatever the switch renders stays readable on the dark brand background.
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
      <div style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 4 }}>
        {children}
      </div>
    </div>
  );
}

/** The sign-in frame (spec 001 §2): variants A, B and C, responsive at 576 and 1200 px. */
export function LoginLayout(props: LoginLayoutProps) {
  return (
    <ReadablePrimary>
      <LoginFrame {...props} />
    </ReadablePrimary>
  );
}

function LoginFrame({ variant = 'A', brand, children, languageSwitch, note }: LoginLayoutProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const screen = useLayoutBreakpoint();
  const mobile = screen === 'mobile';
  const brandColor = readableShade(token.colorPrimary);
  const page: CSSProperties = { minHeight: '100vh', display: 'flex', flexDirection: 'column' };
  const card: CSSProperties = {
    width: '100%',
    maxWidth: 420,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    padding: mobile ? 24 : 32,
    boxShadow: token.boxShadowSecondary,
  };
  const languageBar = languageSwitch ? <SwitchChip>{languageSwitch}</SwitchChip> : null;

  switch (variant) {
    case 'A':
      return (
        <div style={{ ...page, flexDirection: mobile ? 'column' : 'row' }}>
          <header
            style={{
              flex: mobile ? 'none' : `0 0 ${screen === 'desktop' ? 40 : 36}%`,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 24,
              padding: mobile ? 24 : 48,
              background: `linear-gradient(160deg, ${brandColor} 0%, ${BRAND_NIGHT} 100%)`,
              color: '#FFFFFF',
            }}
          >
            <BrandLogo brand={brand} size={mobile ? 36 : 48} color="#FFFFFF" />
            {brand.slogan && <div style={{ fontSize: mobile ? 16 : 20, color: ON_DARK }}>{brand.slogan}</div>}
          </header>
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            {languageBar}
            <main
              style={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                padding: 24,
              }}
            >
              <div style={{ width: '100%', maxWidth: 368 }}>{children}</div>
            </main>
            <LoginFooter brand={brand} color={token.colorTextSecondary} />
          </div>
        </div>
      );
    case 'B':
      return (
        <div
          style={{ ...page, background: `linear-gradient(135deg, ${BRAND_NIGHT} 0%, ${brandColor} 100%)` }}
        >
          <header
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              paddingLeft: 24,
            }}
          >
            <BrandLogo brand={brand} size={36} color="#FFFFFF" />
            {languageBar}
          </header>
          <div
            style={{
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: mobile ? 'center' : 'flex-end',
              gap: 48,
              padding: mobile ? 16 : '24px 8%',
            }}
          >
            {!mobile && brand.slogan && (
              <div style={{ flex: 1, fontSize: 28, fontWeight: 600, color: '#FFFFFF' }}>{brand.slogan}</div>
            )}
            <main style={card}>{children}</main>
          </div>
          <LoginFooter brand={brand} color={ON_DARK} />
        </div>
      );
    case 'C':
      return (
        <div style={{ ...page, background: token.colorBgLayout }}>
          {languageBar}
          <main
            style={{
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              padding: mobile ? 16 : 24,
            }}
          >
            <div style={card}>
              <header style={{ textAlign: 'center', marginBottom: 24 }}>
                <BrandLogo brand={brand} size={48} />
                {brand.slogan && (
                  <div style={{ marginTop: 8, color: token.colorTextSecondary }}>{brand.slogan}</div>
                )}
                <Typography.Paragraph style={{ margin: '16px 0 0', fontSize: token.fontSizeLG }}>
                  {note ?? t('layout.login.associationNote', { name: brand.name })}
                </Typography.Paragraph>
              </header>
              {children}
            </div>
          </main>
          <LoginFooter brand={brand} color={token.colorTextSecondary} />
        </div>
      );
    default:
      return variant satisfies never;
  }
}
