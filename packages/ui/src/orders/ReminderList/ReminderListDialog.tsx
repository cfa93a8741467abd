import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnsiteClient } from '../../providers/OnsiteProvider';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { ReminderList } from './ReminderList';

/** Rows per page of the reminder list. */
const PAGE_SIZE = 10;

/** Query keys of the reminder list, per page. */
export const reminderListKeys = {
  all: ['header', 'reminders'] as const,
  page: (pageNum: number) => ['header', 'reminders', pageNum] as const,
};

export interface ReminderListDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog is closed. */
  onClose: () => void;
  /** Opens an order's details (the dialog closes first); without it order numbers are plain text. */
  onOpenOrder?: (orderId: number) => void;
}

/** The reminder badge's dialog: the open reminders the server scopes to the user (`/order/reminder/list`). */
export function ReminderListDialog({ open, onClose, onOpenOrder }: ReminderListDialogProps) {
  const { t } = useTranslation('ui');
  const client = useOnsiteClient();
  const [pageNum, setPageNum] = useState(1);
  const reminders = useQuery({
    queryKey: reminderListKeys.page(pageNum),
    queryFn: ({ signal }) => client.order.reminder.list({ pageNum, pageSize: PAGE_SIZE }, { signal }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={open}
      title={t('header.reminders.title')}
      footer={null}
      width={880}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => setPageNum(1)}
    >
      <ReminderList
        rows={reminders.data?.rows ?? []}
        total={reminders.data?.total ?? 0}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        loading={reminders.isFetching}
        error={reminders.isError ? (serverMessageOf(reminders.error) ?? '') : null}
        onPageChange={setPageNum}
        onRetry={() => void reminders.refetch()}
        {...(onOpenOrder
          ? {
              onOpenOrder: (orderId: number) => {
                onClose();
                onOpenOrder(orderId);
              },
            }
          : {})}
      />
    </Modal>
  );
}
