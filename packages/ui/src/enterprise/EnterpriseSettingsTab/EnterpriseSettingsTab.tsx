import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemandTabs } from '../DemandTabs';
import { InstallTypeSettings } from './InstallTypeSettings';

export interface EnterpriseSettingsTabProps {
  /** The enterprise whose settings are shown. */
  enterpriseId: number;
  /** enterpriseShow 1: the actions the user's permissions allow are offered. */
  editable: boolean;
}

/**
 * Tab 3, enterprise settings (spec 001 §2): one card tab per install type (switches, urgent ratio,
 * barcode pictures, guarantees; editEnterpriseSetting edits), then the five requirement tabs.
 * Settings, order types, demands and demand pictures load in parallel.
 */
export function EnterpriseSettingsTab({ enterpriseId, editable }: EnterpriseSettingsTabProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      <InstallTypeSettings enterpriseId={enterpriseId} editable={editable} />
      <Divider titlePlacement="start">
        <Typography.Text strong>{t('enterprise.demands.title')}</Typography.Text>
      </Divider>
      <DemandTabs enterpriseId={enterpriseId} editable={editable} />
    </>
  );
}
