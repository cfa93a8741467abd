import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../providers/i18n';
import { LOCALE_NAMES } from '../../providers/i18n/locales';
import { useLocale } from '../../providers/OnsiteProvider/contexts';

export interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The switch's button (with its tooltip when the name is hidden). */
  children: ReactElement;
}

/**
 * The menu of the four languages around the switch's button. A chunk of its own: antd's Dropdown
 * and Menu load when the person first points at, focuses or presses the switch (issue 19).
 */
export default function LanguageMenu({ open, onOpenChange, children }: LanguageMenuProps) {
  const { t } = useTranslation('ui');
  const { locale, setLocale } = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        'aria-label': t('widgets.language.menu'),
        items: LOCALES.map((value) => ({
          key: value,
          label: <span lang={value}>{LOCALE_NAMES[value]}</span>,
        })),
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => {
          onOpenChange(false);
          setLocale(key as Locale);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
