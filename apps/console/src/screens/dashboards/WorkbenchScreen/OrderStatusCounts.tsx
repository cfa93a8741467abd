import { SectionState } from '@onsite/ui';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import type { OrderStatus } from '../../orders/orderModel';
import { ordersTexts } from '../../orders/texts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { useOrderStatusCounts } from './workbenchQueries';

/**
 * The name of an order status in the language shown: the order screens' own names (a fixed set,
 * domain `OrderStatus`), so a status reads the same on the workbench as in the order list.
 */
export function useOrderStatusName() {
  const { t } = useAreaTexts(ordersTexts);
  return (status: OrderStatus) => t(`status.${status}`);
}

/**
 * 订单概况: one figure per order status, each a link to the order list filtered to that status
 * (the jumpList `orderStatus` of 000 §2.1) when the user's menu has the order list.
 */
export function OrderStatusCounts() {
  const { t } = useAreaTexts(dashboardsTexts);
  const counts = useOrderStatusCounts();
  const statusName = useOrderStatusName();
  const orderListPath = useScreenPath('orderList');
  const title = t('workbench.orderCounts');
  return (
    <Card title={title}>
      <SectionState
        name={title}
        loading={counts.isPending}
        error={counts.error}
        onRetry={() => void counts.refetch()}
      >
        <Row gutter={[16, 16]}>
          {(counts.data ?? []).map(({ orderStatus, count }) => {
            // The link is named by what it shows (the status and its count), in every language.
            const figure = <Statistic title={statusName(orderStatus)} value={count} />;
            return (
              <Col key={orderStatus} xs={12} md={8} xl={4}>
                {orderListPath === null ? (
                  figure
                ) : (
                  <Link
                    to={`${orderListPath}?${new URLSearchParams({ orderStatus })}`}
                    style={{ display: 'block', color: 'inherit' }}
                  >
                    {figure}
                  </Link>
                )}
              </Col>
            );
          })}
        </Row>
      </SectionState>
    </Card>
  );
}
