import { type EnterpriseDialogTab, isPlatformSuperType } from '@onsite/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Tabs, type TabsProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { useCan, useOnsiteUser } from '../../providers/permissions';
import { type PdfFile, PdfViewerModal } from '../../widgets/PdfViewerModal';
import { EnterpriseAmountTab } from '../EnterpriseAmountTab';
import { EnterpriseHistoryTab } from '../EnterpriseHistoryTab';
import { EnterpriseInfoTab } from '../EnterpriseInfoTab';
import { enterpriseInfoQueries } from '../EnterpriseInfoTab/enterpriseInfoQueries';
import { EnterpriseSettingsTab } from '../EnterpriseSettingsTab';
import { EnterpriseDialogContext } from '../hooks/EnterpriseDialogContext';
import { ModelConfigModal } from '../ModelConfigModal';
import { EnterpriseUnavailable } from './EnterpriseUnavailable';
import { firstDialogTab, visibleDialogTabs } from './visibleTabs';

export interface DialogTabsProps {
  enterpriseId: number;
  initialTab: unknown;
  editable: boolean;
  hideEnterpriseInfo: boolean;
  /** Called after tab 1 saved the enterprise (install types may have changed). */
  onInfoSaved: () => void;
  /** Told whether tab 1 holds unsaved edits (the dialog asks before closing). */
  onInfoDirtyChange?: (dirty: boolean) => void;
}

/**
 * The dialog's body: the tabs the user may see, the configure-models button (user type '00',
 * editable only) and the sub-dialogs. Each tab's pane mounts when first shown and issues all of its
 * sections' requests at once. When the enterprise itself cannot be loaded (404, 403, no answer),
 * one failure state replaces all tabs. Nothing here needs a Modal: a page can show the same body.
 */
export function DialogTabs({
  enterpriseId,
  initialTab,
  editable,
  hideEnterpriseInfo,
  onInfoSaved,
  onInfoDirtyChange,
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
  // The enterprise itself, read with tab 1's own query (one request, started with tab 1's others):
  // when it cannot be loaded, no tab is of use. Without tab 1 the user may not read it (viewBaseData).
  const client = useOnsiteClient();
  const enterprise = useQuery({
    ...enterpriseInfoQueries.details(client, enterpriseId),
    enabled: visible.includes('1'),
  });

  if (shownTab === null) return <Result status="403" title={t('enterprise.dialog.noTabs')} />;
  // A failed refetch after the enterprise was shown keeps the tabs (and what the person typed).
  if (enterprise.error && enterprise.data === undefined) {
    return (
      <EnterpriseUnavailable
        error={enterprise.error}
        retrying={enterprise.isFetching}
        onRetry={() => void enterprise.refetch()}
      />
    );
  }

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
          {...(onInfoDirtyChange ? { onDirtyChange: onInfoDirtyChange } : {})}
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
