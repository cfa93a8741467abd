import { isApiError } from '@onsite/api-client';
import type { ExportRecord } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { useOnsiteClient } from '../../providers/OnsiteProvider';
import { useOnsiteUser } from '../../providers/permissions';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { followDownloadLink } from '../../widgets/followDownloadLink';

/** The answer code of clearExportRecord when there is nothing to clear (spec 000 §7.7). */
const NOTHING_TO_CLEAR = 500;

/** Keys of "my downloads", per user. */
export const downloadKeys = {
  all: ['header', 'downloads'] as const,
  list: (userId: number) => ['header', 'downloads', userId] as const,
};

export interface DownloadsModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * My downloads (stuff.record.list): download each file through a one-time link asked for on the click
 * (issue 14 item 8: the session token never rides in a URL), or clear the list.
 */
export function DownloadsModal({ open, onClose }: DownloadsModalProps) {
  const { t } = useTranslation('ui');
  const { message, modal } = useAppFeedback();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const userId = Number(useOnsiteUser()?.userId ?? 0);
  const [fetching, setFetching] = useState<ExportRecord['recordId'] | null>(null);
  const records = useQuery({
    queryKey: downloadKeys.list(userId),
    queryFn: ({ signal }) => client.stuff.record.list({ userId }, { signal }),
    enabled: open && userId > 0,
  });
  const clear = useMutation({
    mutationFn: () => client.stuff.record.clearExportRecord({ userId }),
    onSuccess: () => {
      void message.success(t('header.downloads.cleared'));
      queryClient.setQueryData<ExportRecord[]>(downloadKeys.list(userId), []);
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'business' && error.code === NOTHING_TO_CLEAR) {
        void message.info(t('header.downloads.empty'));
      } else {
        void message.error(serverMessageOf(error) ?? t('header.user.systemError'));
      }
    },
  });

  // Clearing cannot be undone: ask first; 确定 waits for the answer.
  const confirmClear = () =>
    modal.confirm({
      title: t('header.downloads.clearConfirm'),
      okText: t('header.downloads.clearOk'),
      okButtonProps: { danger: true },
      cancelText: t('header.downloads.clearCancel'),
      onOk: () => clear.mutateAsync().catch(() => undefined),
    });

  // The ticket lives 60 s, so it is asked for on the click, never ahead; a refusal shows the server's msg.
  const download = async (record: ExportRecord) => {
    setFetching(record.recordId);
    try {
      followDownloadLink(await client.ticketedDownloadUrl(record.exportUrl));
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('header.user.systemError'));
    } finally {
      setFetching(null);
    }
  };

  const columns: TableColumnsType<ExportRecord> = [
    { key: 'name', dataIndex: 'exportName', title: t('header.downloads.name') },
    { key: 'time', dataIndex: 'exportTime', title: t('header.downloads.time') },
    {
      key: 'type',
      dataIndex: 'exportType',
      title: t('header.downloads.type'),
      render: (type: number) => (type === 1 ? t('header.downloads.picture') : t('header.downloads.table')),
    },
    {
      key: 'action',
      title: t('header.downloads.action'),
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          loading={fetching === record.recordId}
          onClick={() => void download(record)}
          aria-label={`${t('header.downloads.download')} ${record.exportName}`}
        >
          {t('header.downloads.download')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('header.downloads.title')}
      onCancel={onClose}
      width={760}
      footer={
        <Button danger loading={clear.isPending} onClick={confirmClear}>
          {t('header.downloads.clear')}
        </Button>
      }
    >
      {records.isError ? (
        <Alert type="error" showIcon title={serverMessageOf(records.error) ?? t('header.user.systemError')} />
      ) : (
        <Table<ExportRecord>
          rowKey="recordId"
          columns={columns}
          dataSource={records.data ?? []}
          loading={records.isPending && records.fetchStatus !== 'idle'}
          pagination={false}
          size="small"
        />
      )}
    </Modal>
  );
}
