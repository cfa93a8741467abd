import { splitSerialDiagram, type TreeOption } from '@onsite/domain';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../providers/permissions';
import { useFeedback, withFeedback } from '../../providers/query/useFeedback';
import { usePictureLinks, usePictureUpload } from '../../widgets/PictureUpload/usePictureUpload';
import { SectionState } from '../../widgets/SectionState';
import type { OrderTypeOption } from '../GuaranteeTable';
import { useOrderTypeTree } from '../hooks/orderTypeQueries';
import { useInstallTypeSettings, useSaveInstallTypeSetting } from '../hooks/useEnterpriseSettings';
import { InstallTypeSettingCard } from '../InstallTypeSettingCard';

export interface InstallTypeSettingsProps {
  /** The enterprise whose settings are shown. */
  enterpriseId: number;
  /** enterpriseShow 1: editEnterpriseSetting edits. */
  editable: boolean;
}

const optionsOf = (installType: TreeOption | undefined): OrderTypeOption[] =>
  (installType?.children ?? []).map((child) => ({ value: Number(child.value), label: child.label }));

/**
 * The enterprise-level switches of spec 001 §2 (tab 3's first part), connected: one card tab per
 * install type (switches, urgent ratio, barcode pictures, guarantees; editEnterpriseSetting edits).
 * Settings and order types load in parallel. Tab 3 shows it above the requirements; a page of its
 * own (the console's 企业配置) shows it alone.
 */
export function InstallTypeSettings({ enterpriseId, editable }: InstallTypeSettingsProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const feedback = useFeedback();
  const settings = useInstallTypeSettings(enterpriseId);
  const orderTypes = useOrderTypeTree(enterpriseId);
  const save = useSaveInstallTypeSetting(enterpriseId);
  const upload = usePictureUpload();
  const linksOf = usePictureLinks();
  const mayEdit = editable && can('editEnterpriseSetting');
  const allOrderTypes = (orderTypes.data ?? []).flatMap(optionsOf);

  return (
    <SectionState
      name={t('enterprise.section.names.settings')}
      loading={settings.isPending || orderTypes.isPending}
      error={settings.error ?? orderTypes.error}
      retrying={settings.isFetching || orderTypes.isFetching}
      onRetry={() => {
        if (settings.isError) void settings.refetch();
        if (orderTypes.isError) void orderTypes.refetch();
      }}
    >
      {(settings.data ?? []).length === 0 ? (
        <Empty description={t('enterprise.settings.noSettings')} />
      ) : (
        <Tabs
          type="card"
          items={(settings.data ?? []).map((setting) => ({
            key: setting.installType,
            label: setting.installTypeName,
            children: (
              <InstallTypeSettingCard
                key={settings.dataUpdatedAt}
                setting={setting}
                pictures={linksOf(splitSerialDiagram(setting.serialDiagram))}
                orderTypes={optionsOf(orderTypes.data?.find((type) => type.value === setting.installType))}
                relationOrderTypes={allOrderTypes}
                upload={upload}
                editable={mayEdit}
                saving={save.isPending && save.variables?.installType === setting.installType}
                onSave={(change) =>
                  void withFeedback(feedback, () => save.mutateAsync(change), 'saveSuccess')
                }
              />
            ),
          }))}
        />
      )}
    </SectionState>
  );
}
