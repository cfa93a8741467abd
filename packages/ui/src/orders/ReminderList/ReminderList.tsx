import type { OrderReminder } from '@onsite/domain';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReminderListProps {
  /** One page of open reminders, newest first. */
  rows: readonly OrderReminder[];
  /** Every open reminder (the pager's total). */
  total: number;
  /** The shown page (1-based) and its size. */
  pageNum: number;
  pageSize: number;
  /** Whether the page is loading; false by default. */
  loading?: boolean;
  /** The failure to show instead of the rows (the server's message when it gave one); none by default. */
  error?: string | null;
  /** Turns the page. */
  onPageChange: (pageNum: number) => void;
  /** Asks again after a failure. */
  onRetry?: () => void;
  /** Opens an order's details; without it the order number is plain text. */
  onOpenOrder?: (orderId: number) => void;
}

/**
 * The open reminders (催单) behind the reminder badge (issue 16 item 3): order number (opening the
 * order's details), customer, what was said, who reminded and when; paged, newest first.
 */
export function ReminderList(props: ReminderListProps) {
  const { t } = useTranslation('ui');
  const { rows, total, pageNum, pageSize, loading = false, error = null, onOpenOrder } = props;
  if (error !== null) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('header.reminders.failed')}
        description={error}
        action={
          props.onRetry && (
            <Button size="small" onClick={props.onRetry}>
              {t('header.reminders.retry')}
            </Button>
          )
        }
      />
    );
  }
  const columns: TableColumnsType<OrderReminder> = [
    {
      title: t('header.reminders.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string, row): ReactNode =>
        onOpenOrder ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenOrder(row.orderId)}>
            {orderNo}
          </Button>
        ) : (
          orderNo
        ),
    },
    { title: t('header.reminders.customer'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('header.reminders.content'), dataIndex: 'content', key: 'content', ellipsis: true },
    { title: t('header.reminders.remindBy'), dataIndex: 'remindBy', key: 'remindBy' },
    { title: t('header.reminders.time'), dataIndex: 'createTime', key: 'createTime' },
  ];
  return (
    <Table<OrderReminder>
      size="small"
      rowKey="reminderId"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.reminders.empty')} />,
      }}
      pagination={
        total > pageSize
          ? { current: pageNum, pageSize, total, showSizeChanger: false, onChange: props.onPageChange }
          : false
      }
      scroll={{ x: 'max-content' }}
    />
  );
}
