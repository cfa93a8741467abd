import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../providers/i18n';
import { LOCALE_NAMES } from '../../providers/i18n/locales';
import { useLocale } from '../../providers/OnsiteProvider/contexts';

export { LOCALE_NAMES };

export interface LanguageSwitchProps {
  /** Whether the button shows the current language's name beside the globe; true by default. */
  showName?: boolean;
}

/**
 * The language switch (spec 000 §2.3, D1): a menu of the four languages; picking one changes every
 * text and antd's and dayjs's locale, and `OnsiteProvider` saves it locally.
 */
export function LanguageSwitch({ showName = true }: LanguageSwitchProps) {
  const { t } = useTranslation('ui');
  const { locale, setLocale } = useLocale();
  const label = t('widgets.language.current', { language: LOCALE_NAMES[locale] });
  const button = (
    <Button type="text" icon={<GlobalOutlined />} aria-label={label}>
      {showName ? <span lang={locale}>{LOCALE_NAMES[locale]}</span> : null}
    </Button>
  );
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        'aria-label': t('widgets.language.menu'),
        items: LOCALES.map((value) => ({
          key: value,
          label: <span lang={value}>{LOCALE_NAMES[value]}</span>,
        })),
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => setLocale(key as Locale),
      }}
    >
      {/* The globe alone (a narrow header) says its language in a tooltip too. */}
      {showName ? button : <Tooltip title={label}>{button}</Tooltip>}
    </Dropdown>
  );
}
