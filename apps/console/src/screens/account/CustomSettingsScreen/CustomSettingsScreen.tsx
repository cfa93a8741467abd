import {
  DEFAULT_TABLE_DENSITY,
  LOCALES,
  type Locale,
  TABLE_DENSITIES,
  type TableDensity,
  type UserPreferences,
} from '@onsite/domain';
import {
  LAYOUT_SETTINGS_DEFAULTS,
  LayoutSettingsControls,
  LOCALE_NAMES,
  SectionState,
  serverMessageOf,
  useAppFeedback,
  useLocale,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Divider, Flex, Radio, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useLayoutStore } from '../../../stores/layoutStore';
import { accountTexts } from '../texts';

/** The query of the own preferences (D28). */
export const PREFERENCES_KEY = ['account', 'preferences'] as const;

const DENSITY_TEXT = {
  large: 'custom.densityLarge',
  medium: 'custom.densityMedium',
  small: 'custom.densitySmall',
} as const satisfies Record<TableDensity, string>;

const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' } as const;

/**
 * 个性化 (catalogue key `custom`, D28): the person's own preferences kept on the server — language,
 * table density and the layout settings of spec 000 §9.
 */
export default function CustomSettingsScreen() {
  const { t } = useAreaTexts(accountTexts);
  const client = useOnsiteClient();
  const stored = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => client.system.user.preferences({}, { signal }),
  });
  return (
    <Card title={t('custom.title')}>
      <SectionState
        name={t('custom.title')}
        loading={stored.isPending}
        error={stored.error}
        onRetry={() => void stored.refetch()}
        retrying={stored.isFetching}
      >
        {stored.isSuccess && <PreferencesForm stored={stored.data} />}
      </SectionState>
    </Card>
  );
}

/**
 * The form, from the server's copy (or, before any was saved, from what this browser shows). 保存
 * saves and applies at once; 恢复默认 (confirmed) saves the defaults and keeps the language.
 */
function PreferencesForm({ stored }: { stored: UserPreferences | null }) {
  const { t } = useAreaTexts(accountTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { message, modal } = useAppFeedback();
  const { locale, setLocale } = useLocale();
  const settings = useLayoutStore((state) => state.settings);
  const tableDensity = useLayoutStore((state) => state.tableDensity);
  const applyPreferences = useLayoutStore((state) => state.applyPreferences);
  const languageId = useId();
  const densityId = useId();
  const [draft, setDraft] = useState<UserPreferences | null>(null);
  const [saving, setSaving] = useState(false);

  const shown: UserPreferences = draft ?? stored ?? { locale, tableDensity, layout: { ...settings } };
  const change = (changes: Partial<UserPreferences>) => setDraft({ ...shown, ...changes });

  const save = async (next: UserPreferences) => {
    // The side menu's fold is changed from the menu itself: it is saved as it is now.
    const preferences = { ...next, layout: { ...next.layout, sidebarCollapsed: settings.sidebarCollapsed } };
    setSaving(true);
    try {
      await client.system.user.savePreferences(preferences);
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('custom.systemError'));
      return;
    } finally {
      setSaving(false);
    }
    applyPreferences(preferences);
    setLocale(preferences.locale);
    queryClient.setQueryData(PREFERENCES_KEY, preferences);
    setDraft(null);
    void message.success(t('custom.saved'));
  };

  const restoreDefaults = () =>
    modal.confirm({
      title: t('custom.restoreTitle'),
      content: t('custom.restoreContent'),
      okText: t('custom.restore'),
      cancelText: t('custom.cancel'),
      onOk: () =>
        save({ locale, tableDensity: DEFAULT_TABLE_DENSITY, layout: { ...LAYOUT_SETTINGS_DEFAULTS } }),
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 480 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('custom.hint')}
      </Typography.Paragraph>
      <div style={ROW_STYLE}>
        <span id={languageId}>{t('custom.language')}</span>
        <Select<Locale>
          aria-labelledby={languageId}
          value={shown.locale}
          onChange={(next) => change({ locale: next })}
          style={{ minWidth: 160 }}
          options={LOCALES.map((value) => ({
            value,
            title: LOCALE_NAMES[value],
            label: <span lang={value}>{LOCALE_NAMES[value]}</span>,
          }))}
        />
      </div>
      <div style={ROW_STYLE}>
        <span id={densityId}>{t('custom.tableDensity')}</span>
        <Radio.Group
          aria-labelledby={densityId}
          name={`${densityId}-options`}
          value={shown.tableDensity}
          onChange={(event) => change({ tableDensity: event.target.value as TableDensity })}
          options={TABLE_DENSITIES.map((value) => ({ value, label: t(DENSITY_TEXT[value]) }))}
        />
      </div>
      <Divider style={{ margin: 0 }} />
      <LayoutSettingsControls value={shown.layout} onChange={(layout) => change({ layout })} />
      <Flex gap={8}>
        <Button type="primary" loading={saving} onClick={() => void save(shown)}>
          {t('custom.save')}
        </Button>
        <Button disabled={saving} onClick={restoreDefaults}>
          {t('custom.restore')}
        </Button>
      </Flex>
    </Flex>
  );
}
