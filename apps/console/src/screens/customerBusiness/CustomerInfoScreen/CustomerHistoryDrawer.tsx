import type { CustomerInfo, CustomerOrderHistory } from '@onsite/domain';
import { formatDateTime, serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Skeleton, Table, type TableColumnsType } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { customerBusinessKeys } from '../customerBusinessModel';
import { customerBusinessTexts } from '../texts';

export interface CustomerHistoryDrawerProps {
  /** The customer whose orders show; null keeps the drawer closed. */
  customer: Pick<CustomerInfo, 'customerMobile' | 'customerName'> | null;
  onClose: () => void;
}

/** 订单记录 (D60): one customer's orders, newest first, as far as the caller may see them. */
export function CustomerHistoryDrawer({ customer, onClose }: CustomerHistoryDrawerProps) {
  const { t } = useAreaTexts(customerBusinessTexts);
  const client = useOnsiteClient();
  const mobile = customer?.customerMobile ?? '';
  const history = useQuery({
    queryKey: customerBusinessKeys.history(mobile),
    queryFn: ({ signal }) => client.order.customerInfo.history({ customerMobile: mobile }, { signal }),
    enabled: customer !== null,
  });
  const columns: TableColumnsType<CustomerOrderHistory> = [
    { title: t('customer.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('customer.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName', ellipsis: true },
    { title: t('customer.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    {
      title: t('customer.status'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      render: (status: CustomerOrderHistory['orderStatus']) => <OrderStatusBadge status={status} />,
    },
    {
      title: t('customer.master'),
      dataIndex: 'masterName',
      key: 'masterName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('customer.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('customer.finishTime'),
      dataIndex: 'finishTime',
      key: 'finishTime',
      render: (time: string | null) => (time === null ? '—' : formatDateTime(time)),
    },
  ];
  return (
    <Drawer
      open={customer !== null}
      title={
        customer
          ? t('customer.historyTitle', { name: customer.customerName, mobile: customer.customerMobile })
          : ''
      }
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('customer.historyFailed')}
          description={serverMessageOf(history.error)}
          action={
            <Button size="small" onClick={() => void history.refetch()}>
              {t('customer.retry')}
            </Button>
          }
        />
      ) : history.data === undefined ? (
        <Skeleton active />
      ) : (
        <Table<CustomerOrderHistory>
          aria-label={t('customer.history')}
          size="small"
          rowKey="orderId"
          columns={columns}
          dataSource={history.data}
          pagination={false}
        />
      )}
    </Drawer>
  );
}
