import { Button, Space, Tabs, Typography, theme } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadablePrimary } from '../../providers/layoutSettings';

/** A link of the page header (help, related pages). */
export interface PageHeaderLink {
  /** The text of the link. */
  label: ReactNode;
  /** Where the link goes; without it the link only calls `onClick`. */
  href?: string;
  /** An icon before the text; none by default. */
  icon?: ReactNode;
  /** Called on a click (call `event.preventDefault()` to stay on the page). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A tab of the page header. */
export interface PageHeaderTab {
  /** The tab's key, as `activeTabKey` and `onTabChange` name it. */
  key: string;
  /** The tab's text. */
  label: ReactNode;
}

export interface PageHeaderProps {
  /** The page title, the page's main heading. */
  title: ReactNode;
  /** A line or two under the title; none by default. */
  description?: ReactNode;
  /** Links under the description; none by default. */
  links?: readonly PageHeaderLink[];
  /** Actions on the right of the title (buttons); none by default. */
  extra?: ReactNode;
  /** Tabs at the bottom of the header; none by default. */
  tabs?: readonly PageHeaderTab[];
  /** The active tab (controlled); the first tab by default. */
  activeTabKey?: string;
  /** Called with the key of the tab chosen. */
  onTabChange?: (key: string) => void;
}

/** The header of a page (spec 001 §2): title, description, links and tabs. */
export function PageHeader({
  title,
  description,
  links,
  extra,
  tabs,
  activeTabKey,
  onTabChange,
}: PageHeaderProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  const hasTabs = tabs !== undefined && tabs.length > 0;
  return (
    <ReadablePrimary>
      <div style={{ background: token.colorBgContainer, padding: `16px 24px ${hasTabs ? 0 : 16}px` }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
            {title}
          </Typography.Title>
          {extra && <Space wrap>{extra}</Space>}
        </div>
        {description && (
          <Typography.Paragraph style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>
            {description}
          </Typography.Paragraph>
        )}
        {links && links.length > 0 && (
          <nav aria-label={t('layout.pageHeader.links')} style={{ marginTop: 8 }}>
            <Space wrap size="large">
              {links.map((link, index) => (
                <Button
                  // biome-ignore lint/suspicious/noArrayIndexKey: links have no identity beyond their order.
                  key={index}
                  type="link"
                  href={link.href}
                  icon={link.icon}
                  onClick={link.onClick}
                  style={{ padding: 0, height: 'auto' }}
                >
                  {link.label}
                </Button>
              ))}
            </Space>
          </nav>
        )}
        {hasTabs && (
          <Tabs
            items={tabs.map(({ key, label }) => ({ key, label }))}
            activeKey={activeTabKey}
            onChange={onTabChange}
            style={{ marginTop: 8 }}
            tabBarStyle={{ marginBottom: 0 }}
          />
        )}
      </div>
    </ReadablePrimary>
  );
}
