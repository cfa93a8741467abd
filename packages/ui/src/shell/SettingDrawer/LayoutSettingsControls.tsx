import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentWidth, LayoutMode, LayoutSettings, NavTheme } from '../../providers/layoutSettings';
import { ColorSwatches, SettingChoice, SettingSection, SettingSwitch } from './SettingControls';

export interface LayoutSettingsControlsProps {
  /** The settings shown (controlled). */
  value: LayoutSettings;
  /** Called with the whole new settings on every change. */
  onChange: (value: LayoutSettings) => void;
}

/**
 * The controls of the layout settings of spec 000 §9 (page style, navigation mode, other settings),
 * shared by the development drawer and the account's preferences screen (D28).
 */
export function LayoutSettingsControls({ value, onChange }: LayoutSettingsControlsProps) {
  const { t } = useTranslation('ui');
  const set = <K extends keyof LayoutSettings>(key: K, next: LayoutSettings[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <>
      <SettingSection title={t('layout.settings.pageStyle')}>
        <SettingChoice<NavTheme>
          label={t('layout.settings.navTheme')}
          value={value.navTheme}
          onChange={(next) => set('navTheme', next)}
          options={[
            { value: 'dark', label: t('layout.settings.navThemeDark') },
            { value: 'light', label: t('layout.settings.navThemeLight') },
          ]}
        />
        <ColorSwatches value={value.primaryColor} onChange={(next) => set('primaryColor', next)} />
      </SettingSection>
      <Divider />
      <SettingSection title={t('layout.settings.navigationMode')}>
        <SettingChoice<LayoutMode>
          label={t('layout.settings.menuPosition')}
          value={value.layout}
          onChange={(next) => set('layout', next)}
          options={[
            { value: 'side', label: t('layout.settings.layoutSide') },
            { value: 'top', label: t('layout.settings.layoutTop') },
          ]}
        />
        <SettingChoice<ContentWidth>
          label={t('layout.settings.contentWidth')}
          value={value.contentWidth}
          onChange={(next) => set('contentWidth', next)}
          options={[
            { value: 'Fluid', label: t('layout.settings.contentWidthFluid') },
            { value: 'Fixed', label: t('layout.settings.contentWidthFixed') },
          ]}
        />
        <SettingSwitch
          label={t('layout.settings.fixedHeader')}
          checked={value.fixedHeader}
          onChange={(next) => set('fixedHeader', next)}
        />
        <SettingSwitch
          label={t('layout.settings.autoHideHeader')}
          checked={value.autoHideHeader}
          disabled={!value.fixedHeader}
          onChange={(next) => set('autoHideHeader', next)}
        />
        <SettingSwitch
          label={t('layout.settings.fixedSidebar')}
          checked={value.fixedSidebar}
          disabled={value.layout === 'top'}
          onChange={(next) => set('fixedSidebar', next)}
        />
      </SettingSection>
      <Divider />
      <SettingSection title={t('layout.settings.otherSettings')}>
        <SettingSwitch
          label={t('layout.settings.colorWeak')}
          checked={value.colorWeak}
          onChange={(next) => set('colorWeak', next)}
        />
        <SettingSwitch
          label={t('layout.settings.multiTab')}
          checked={value.multiTab}
          onChange={(next) => set('multiTab', next)}
        />
      </SettingSection>
    </>
  );
}
