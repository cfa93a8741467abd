import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutBreadcrumbItem } from './menuRoutes';

export interface LayoutBreadcrumbProps {
  /** The entries, outermost first; entries with a path are links. */
  items: readonly LayoutBreadcrumbItem[];
  /** Called with the path of the entry chosen. */
  onNavigate: (path: string) => void;
}

/** The breadcrumb of the main layout; its links go through `onNavigate`, not a page load. */
export function LayoutBreadcrumb({ items, onNavigate }: LayoutBreadcrumbProps) {
  const { t } = useTranslation('ui');
  const entries: BreadcrumbProps['items'] = items.map(({ title, path }, index) =>
    path === undefined
      ? { key: `${index}`, title }
      : {
          key: `${index}`,
          title,
          href: path,
          onClick: (event) => {
            event.preventDefault();
            onNavigate(path);
          },
        },
  );
  // antd hands unknown props to its <nav>: this names the landmark apart from the menu's.
  const landmark: Record<string, string> = { 'aria-label': t('layout.main.breadcrumb') };
  return <Breadcrumb items={entries} {...landmark} />;
}
