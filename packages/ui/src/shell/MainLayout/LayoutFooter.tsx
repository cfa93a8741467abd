import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../LoginLayout/BrandLogo';

/** Where an ICP filing number leads (the MIIT filing register). */
export const ICP_REGISTER_URL = 'https://beian.miit.gov.cn/';

export interface LayoutFooterProps {
  /** The brand whose footer line shows (© {year} {name} when it has none). */
  brand: Brand;
  /** The ICP filing line, e.g. 京ICP备xxxx号; shown only with `showIcp`. */
  icp?: string;
  /** Show the ICP filing line (user type 1, spec 001 §2). */
  showIcp: boolean;
}

/** The footer of the main layout: the brand's line and, for user type 1, the ICP filing line. */
export function LayoutFooter({ brand, icp, showIcp }: LayoutFooterProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary, padding: '16px 24px' }}>
      <div>
        {brand.footer ?? t('layout.main.copyright', { year: new Date().getFullYear(), name: brand.name })}
      </div>
      {showIcp && icp && (
        <div style={{ marginTop: 4 }}>
          <a href={ICP_REGISTER_URL} target="_blank" rel="noreferrer noopener" style={{ color: 'inherit' }}>
            {icp}
          </a>
        </div>
      )}
    </Layout.Footer>
  );
}
