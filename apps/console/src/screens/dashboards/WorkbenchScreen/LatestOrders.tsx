import type { Order } from '@onsite/domain';
import { dateTimeColumn, dictColumn, SectionState } from '@onsite/ui';
import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { ORDER_STATUS_DICT } from './OrderStatusCounts';
import { useLatestOrders } from './workbenchQueries';

/** 最新订单: the newest orders, each leading to the order list opened on it (the `orderId` query, 000 §2.1). */
export function LatestOrders() {
  const { t } = useAreaTexts(dashboardsTexts);
  const latest = useLatestOrders();
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
    { title: t('workbench.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('workbench.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    dictColumn<Order>(t('workbench.orderStatus'), 'orderStatus', ORDER_STATUS_DICT),
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
