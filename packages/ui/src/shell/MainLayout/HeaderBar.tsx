import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface HeaderBarProps {
  /** The side menu is collapsed (or, on a phone, closed); shows the expand button. */
  collapsed: boolean;
  /** Called when the collapse button is pressed; without it there is no button (top layout). */
  onToggle?: () => void;
  /** Shown at the start of the bar: the logo in the top layout or on a phone. */
  start?: ReactNode;
  /** The horizontal menu of the top layout. */
  menu?: ReactNode;
  /** The header menu on the right (user menu, notices, language). */
  extra?: ReactNode;
  /** Shown under the bar: the multi-tab bar. */
  below?: ReactNode;
  /** The bar stays at the top of the window while the page scrolls. */
  fixed: boolean;
  /** The bar is hidden (auto-hide after scrolling down). */
  hidden: boolean;
  /** The largest width of the bar's content (fixed content width); none by default. */
  maxContentWidth?: number;
}

/** The header of the main layout: collapse button, optional logo and menu, and the header menu. */
export function HeaderBar({
  collapsed,
  onToggle,
  start,
  menu,
  extra,
  below,
  fixed,
  hidden,
  maxContentWidth,
}: HeaderBarProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: fixed ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
        visibility: hidden ? 'hidden' : undefined,
        background: token.colorBgContainer,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Layout.Header
        style={{ height: 64, lineHeight: '64px', padding: '0 16px', background: token.colorBgContainer }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            height: '100%',
            maxWidth: maxContentWidth,
            margin: maxContentWidth ? '0 auto' : undefined,
          }}
        >
          {onToggle && (
            <Button
              type="text"
              aria-label={t(collapsed ? 'layout.main.expandMenu' : 'layout.main.collapseMenu')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggle}
            />
          )}
          {start}
          {menu}
          {/* The header menu takes the rest of the row and fits it (its entries overflow into 更多). */}
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 8,
              flex: '1 1 0',
              minWidth: 0,
              lineHeight: 'normal',
            }}
          >
            {extra}
          </div>
        </div>
      </Layout.Header>
      {below}
    </div>
  );
}
