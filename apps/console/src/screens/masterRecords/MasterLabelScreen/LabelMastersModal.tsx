import { BUTTON_CODES, type LabelledMaster, type MasterLabel } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  LoadFailure,
  serverMessageOf,
  useAppFeedback,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { masterKeys } from '../../masters/masterModel';
import { recordKeys } from '../masterRecordsModel';
import { masterRecordsTexts } from '../texts';

export interface LabelMastersModalProps {
  /** The label whose masters are shown; null keeps the dialog closed. */
  label: MasterLabel | null;
  onClose: () => void;
}

/**
 * 师傅 of a label (D54): the masters carrying it, newest first; with `master:label:edit` a master is chosen and
 * given the label (an enabled one only), or one is asked about and has it taken off.
 */
export function LabelMastersModal({ label, onClose }: LabelMastersModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { message, modal } = useAppFeedback();
  const can = useCan();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const labelId = label?.labelId ?? 0;
  const masters = useQuery({
    queryKey: recordKeys.labelMasters(labelId),
    queryFn: ({ signal }) => client.master.label.masters({ labelId, pageNum: 1, pageSize: 500 }, { signal }),
    enabled: label !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });
  const failed = (error: unknown) => void message.error(serverMessageOf(error) ?? t('common.systemError'));

  const assign = async () => {
    if (chosen === undefined) {
      void message.warning(t('label.assignRequired'));
      return;
    }
    setBusy(true);
    try {
      await client.master.label.assign({ labelId, masterIds: [chosen] });
      void message.success(t('label.saved'));
      setChosen(undefined);
      refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const takeOff = (row: LabelledMaster) =>
    modal.confirm({
      title: t('label.takeOffConfirm', { master: row.masterName, name: label?.labelName ?? '' }),
      onOk: async () => {
        try {
          await client.master.label.unassign({ labelId, masterId: row.masterId });
          void message.success(t('label.removed'));
          refresh();
        } catch (error) {
          failed(error);
        }
      },
    });

  const columns: TableColumnsType<LabelledMaster> = [
    { title: t('field.masterName'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    {
      title: t('field.teamName'),
      dataIndex: 'teamName',
      key: 'teamName',
      render: (team: string | null) => team ?? '—',
    },
    { title: t('field.assignBy'), dataIndex: 'assignBy', key: 'assignBy' },
    dateTimeColumn<LabelledMaster>(t('field.assignTime'), 'assignTime'),
    ...(can(BUTTON_CODES.masterLabelEdit)
      ? [
          {
            title: t('field.actions'),
            key: 'actions',
            render: (_: unknown, row: LabelledMaster) => (
              <Button type="link" danger size="small" onClick={() => takeOff(row)}>
                {t('label.takeOff')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal
      open={label !== null}
      title={t('label.mastersTitle', { name: label?.labelName ?? '' })}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Can permission={BUTTON_CODES.masterLabelEdit}>
        {label?.status === '0' ? (
          <Flex gap={8} style={{ marginBottom: 12 }}>
            <MasterSelect
              scope="label"
              aria-label={t('label.chooseMaster')}
              placeholder={t('label.chooseMaster')}
              value={chosen}
              onChange={(value) => setChosen(value ?? undefined)}
              style={{ width: 320 }}
            />
            <Button type="primary" loading={busy} onClick={() => void assign()}>
              {t('label.assign')}
            </Button>
          </Flex>
        ) : (
          <Typography.Paragraph type="secondary">{t('label.disabled')}</Typography.Paragraph>
        )}
      </Can>
      {masters.isError ? (
        <LoadFailure
          title={t('common.loadFailed')}
          error={masters.error}
          onRetry={() => void masters.refetch()}
        />
      ) : (
        <Table<LabelledMaster>
          aria-label={t('label.mastersTable')}
          rowKey="masterId"
          size="small"
          loading={masters.isLoading}
          columns={columns}
          dataSource={masters.data?.rows ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('label.noMasters') }}
        />
      )}
    </Modal>
  );
}
