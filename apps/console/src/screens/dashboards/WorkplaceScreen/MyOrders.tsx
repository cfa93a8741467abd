import { SectionState } from '@onsite/ui';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { useOrderStatusName } from '../WorkbenchScreen/OrderStatusCounts';
import { useMyOrderCounts } from './workplaceQueries';

/**
 * 我的订单: one figure per order status of the orders I am the principal of, each a link to the order
 * list with that status and isMyOrder in the URL (so the list shows exactly what was counted).
 */
export function MyOrders() {
  const { t } = useAreaTexts(dashboardsTexts);
  const counts = useMyOrderCounts();
  const statusName = useOrderStatusName();
  const orderListPath = useScreenPath('orderList');
  const title = t('workplace.myOrders');
  return (
    <Card title={title}>
      <Typography.Paragraph type="secondary">{t('workplace.myOrdersHint')}</Typography.Paragraph>
      <SectionState
        name={title}
        loading={counts.isPending}
        error={counts.error}
        onRetry={() => void counts.refetch()}
      >
        <Row gutter={[16, 16]}>
          {(counts.data ?? []).map(({ orderStatus, count }) => {
            const figure = <Statistic title={statusName(orderStatus)} value={count} />;
            return (
              <Col key={orderStatus} xs={12} md={8} xl={4}>
                {orderListPath === null ? (
                  figure
                ) : (
                  <Link
                    to={`${orderListPath}?${new URLSearchParams({ orderStatus, isMyOrder: 'true' })}`}
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
