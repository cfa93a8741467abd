import type { Order } from '@onsite/domain';
import { dateTimeColumn, SectionState } from '@onsite/ui';
import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { useOrderStatusName } from './OrderStatusCounts';
import { useLatestOrders } from './workbenchQueries';

/** 最新订单: the newest orders, each leading to the order list opened on it (the `orderId` query, 000 §2.1). */
export function LatestOrders() {
  const { t } = useAreaTexts(dashboardsTexts);
  const latest = useLatestOrders();
  const statusName = useOrderStatusName();
  const orderListPath = useScreenPath('orderList');
  const title = t('workbench.latestOrders');
  const columns: TableColumnsType<Order> = [
    {
      title: t('workbench.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string, order) =>
        orderListPath === null ? (
          orderNo
        ) : (
          <Link to={`${orderListPath}?${new URLSearchParams({ orderId: String(order.orderId) })}`}>
            {orderNo}
          </Link>
        ),
    },
    {
      title: t('workbench.customerName'),
      dataIndex: 'customerName',
      key: 'customerName',
      // A customer's name is data: it stays as written (`translate="no"`).
      render: (name: string) => <span translate="no">{name}</span>,
    },
    {
      title: t('workbench.orderType'),
      dataIndex: 'orderTypeName',
      key: 'orderTypeName',
      // An order type is named by the administrator who made it (data).
      render: (name: string) => <span translate="no">{name}</span>,
    },
    {
      title: t('workbench.orderStatus'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      render: (status: Order['orderStatus']) => statusName(status),
    },
    dateTimeColumn<Order>(t('workbench.createTime'), 'createTime'),
  ];
  return (
    <Card
      title={title}
      extra={orderListPath === null ? null : <Link to={orderListPath}>{t('workbench.allOrders')}</Link>}
    >
      <SectionState
        name={title}
        loading={latest.isPending}
        error={latest.error}
        onRetry={() => void latest.refetch()}
      >
        <Table<Order>
          aria-label={title}
          size="small"
          rowKey="orderId"
          columns={columns}
          dataSource={[...(latest.data?.rows ?? [])]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </SectionState>
    </Card>
  );
}
