import { PlusOutlined } from '@ant-design/icons';
import type { EnterpriseDialogTab, EnterpriseListRow } from '@onsite/domain';
import {
  definedOnly,
  EnterpriseDetailsDialog,
  ListScreen,
  numberFilter,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useEnterpriseAccess } from '../enterpriseAccess';
import { enterpriseColumns } from '../enterpriseColumns';
import { zeroOneFilter } from '../enterpriseFilters';
import { enterpriseScreenKeys } from '../queryKeys';
import { enterprisesTexts } from '../texts';
import { AddEnterpriseModal } from './AddEnterpriseModal';
import { enterpriseListFields } from './enterpriseListFields';

type LifecycleAction = 'disable' | 'enable' | 'remove' | 'resume';

/** The question asked before each state change and the text after it (spec 001 §8, 000 §8). */
const LIFECYCLE_TEXTS: Record<LifecycleAction, { confirm: string; done: string }> = {
  disable: { confirm: 'enterprise.confirmDisable', done: 'enterprise.disabledDone' },
  enable: { confirm: 'enterprise.confirmEnable', done: 'enterprise.enabledDone' },
  remove: { confirm: 'enterprise.confirmRemove', done: 'enterprise.removedDone' },
  resume: { confirm: 'enterprise.confirmResume', done: 'enterprise.resumedDone' },
};

/** The enterprise whose details dialog is shown (kept after closing so the dialog can animate out). */
interface DetailsTarget {
  enterpriseId: number;
  tab: EnterpriseDialogTab;
  open: boolean;
}

/**
 * 企业列表 (catalogue key `enterpriseList`): find enterprises, open their details dialog on any
 * tab (editable for users holding an edit code of spec 001 §6, read-only otherwise), add one, and
 * disable / enable / remove / resume it (user type '00', as the server allows), each confirmed.
 */
export default function EnterpriseListScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { mayEdit, mayManage } = useEnterpriseAccess();
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  const [adding, setAdding] = useState(false);
  /** The one-time password of the enterprise account just added, shown once (issue 14). */
  const [createdPassword, setCreatedPassword] = useState<string | null>(null);
  const fields = useMemo(() => enterpriseListFields(t), [t]);
  const [filters, setFilters] = useUrlFilters(fields);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: enterpriseScreenKeys.list });
  const openDetails = (row: EnterpriseListRow, tab: EnterpriseDialogTab = '1') =>
    setDetails({ enterpriseId: row.enterpriseId, tab, open: true });

  const calls = client.enterprise.management;
  const rowActions = (row: EnterpriseListRow): RowAction[] => {
    const removed = row.delStatus === 1;
    const disabled = row.forbiddenStatus === 1;
    const lifecycle = (key: LifecycleAction, visible: boolean, danger = false): RowAction => ({
      key,
      label: t(`enterprise.${key}`),
      confirm: t(LIFECYCLE_TEXTS[key].confirm),
      successText: t(LIFECYCLE_TEXTS[key].done),
      visible: mayManage && visible,
      danger,
      run: () => calls[key]({ enterpriseId: row.enterpriseId }),
    });
    return [
      { key: 'info', label: t('enterprise.info'), run: () => openDetails(row, '1') },
      lifecycle('disable', !removed && !disabled, true),
      lifecycle('enable', !removed && disabled),
      lifecycle('remove', !removed, true),
      lifecycle('resume', removed),
      { key: 'amount', label: t('enterprise.amount'), run: () => openDetails(row, '2') },
      { key: 'settings', label: t('enterprise.settings'), run: () => openDetails(row, '3') },
      { key: 'history', label: t('enterprise.history'), run: () => openDetails(row, '4') },
    ];
  };

  return (
    <>
      <ListScreen<EnterpriseListRow>
        label={t('enterprise.table')}
        queryKey={enterpriseScreenKeys.list}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={enterpriseColumns(t, (row) => openDetails(row))}
        rowKey="enterpriseId"
        rowActions={rowActions}
        actionsWidth={220}
        toolbar={
          mayManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add.button')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.management.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseName: applied.enterpriseName,
                types: zeroOneFilter(applied.types),
                installType: applied.installType,
                marketPrincipal: numberFilter(applied.marketPrincipal),
                forbiddenStatus: zeroOneFilter(applied.forbiddenStatus),
                delStatus: zeroOneFilter(applied.delStatus),
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      {mayManage && (
        <AddEnterpriseModal
          open={adding}
          onCancel={() => setAdding(false)}
          onAdded={({ initialPassword }) => {
            setAdding(false);
            setCreatedPassword(initialPassword);
            refresh();
          }}
        />
      )}
      <Modal
        open={createdPassword !== null}
        title={t('add.createdTitle')}
        onOk={() => setCreatedPassword(null)}
        onCancel={() => setCreatedPassword(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('add.createdText')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('add.passwordLabel')}：
          <Typography.Text code copyable>
            {createdPassword}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
      {details && (
        <EnterpriseDetailsDialog
          enterpriseId={details.enterpriseId}
          open={details.open}
          initialTab={details.tab}
          enterpriseShow={mayEdit ? 1 : 0}
          fromList
          onClose={() => {
            setDetails({ ...details, open: false });
            refresh();
          }}
        />
      )}
    </>
  );
}
