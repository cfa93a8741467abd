import { type EnterpriseDialogTab, isPlatformSuperType } from '@onsite/domain';
import { Button, Flex, Result, Tabs, type TabsProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useOnsiteUser } from '../../providers/permissions';
import { type PdfFile, PdfViewerModal } from '../../widgets/PdfViewerModal';
import { EnterpriseAmountTab } from '../EnterpriseAmountTab';
import { EnterpriseHistoryTab } from '../EnterpriseHistoryTab';
import { EnterpriseInfoTab } from '../EnterpriseInfoTab';
import { EnterpriseSettingsTab } from '../EnterpriseSettingsTab';
import { EnterpriseDialogContext } from '../hooks/EnterpriseDialogContext';
import { ModelConfigModal } from '../ModelConfigModal';
import { firstDialogTab, visibleDialogTabs } from './visibleTabs';

export interface DialogTabsProps {
  enterpriseId: number;
  initialTab: unknown;
  editable: boolean;
  hideEnterpriseInfo: boolean;
  /** Called after tab 1 saved the enterprise (install types may have changed). */
  onInfoSaved: () => void;
}

/**
 * The dialog's body: the tabs the user may see, the configure-models button (user type '00',
 * editable only) and the sub-dialogs. Each tab's pane mounts when first shown and issues all of its
 * sections' requests at once.
 */
export function DialogTabs({
  enterpriseId,
  initialTab,
  editable,
  hideEnterpriseInfo,
  onInfoSaved,
}: DialogTabsProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const user = useOnsiteUser();
  const visible = visibleDialogTabs({ can, hideEnterpriseInfo });
  const [active, setActive] = useState<EnterpriseDialogTab | null>(() => firstDialogTab(initialTab, visible));
  const [modelsOpen, setModelsOpen] = useState(false);
  const [pdf, setPdf] = useState<{ file: PdfFile; title?: ReactNode } | null>(null);
  const actions = useMemo(
    () => ({ previewPdf: (file: PdfFile, title?: ReactNode) => setPdf({ file, title }) }),
    [],
  );
  const shownTab = active !== null && visible.includes(active) ? active : (visible[0] ?? null);

  if (shownTab === null) return <Result status="403" title={t('enterprise.dialog.noTabs')} />;

  const panes: Record<EnterpriseDialogTab, { label: string; children: ReactNode }> = {
    '1': {
      label: t('enterprise.dialog.tabs.info'),
      children: (
        <EnterpriseInfoTab
          enterpriseId={enterpriseId}
          editable={editable}
          hideEnterpriseInfo={hideEnterpriseInfo}
          onSaved={onInfoSaved}
          onPreviewPdf={actions.previewPdf}
        />
      ),
    },
    '2': {
      label: t('enterprise.dialog.tabs.amount'),
      children: <EnterpriseAmountTab enterpriseId={enterpriseId} editable={editable} />,
    },
    '3': {
      label: t('enterprise.dialog.tabs.settings'),
      children: <EnterpriseSettingsTab enterpriseId={enterpriseId} editable={editable} />,
    },
    '4': {
      label: t('enterprise.dialog.tabs.history'),
      children: (
        <EnterpriseHistoryTab enterpriseId={enterpriseId} active={shownTab === '4'} editable={editable} />
      ),
    },
  };
  const items: TabsProps['items'] = visible.map((key) => ({ key, ...panes[key] }));
  const mayConfigureModels = editable && isPlatformSuperType(user?.userType);

  return (
    <EnterpriseDialogContext.Provider value={actions}>
      <Tabs
        activeKey={shownTab}
        onChange={(key) => setActive(key as EnterpriseDialogTab)}
        items={items}
        // The button sits beside the tab list, not inside it (a tablist holds only tabs).
        renderTabBar={(props, DefaultTabBar) => (
          <Flex align="start" gap={16}>
            <DefaultTabBar {...props} style={{ flex: 1 }} />
            {mayConfigureModels ? (
              <Button onClick={() => setModelsOpen(true)}>{t('enterprise.dialog.configureModels')}</Button>
            ) : null}
          </Flex>
        )}
      />
      {mayConfigureModels ? (
        <ModelConfigModal
          open={modelsOpen}
          enterpriseId={enterpriseId}
          onOk={() => setModelsOpen(false)}
          onCancel={() => setModelsOpen(false)}
        />
      ) : null}
      {pdf === null ? null : (
        <PdfViewerModal open file={pdf.file} title={pdf.title} onCancel={() => setPdf(null)} />
      )}
    </EnterpriseDialogContext.Provider>
  );
}
