import { DictLabel, dictLabelOf, SectionState, useDictionary } from '@onsite/ui';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { useOrderStatusCounts } from './workbenchQueries';

/** The dictionary of order statuses (the server's labels of the jumpList `orderStatus`). */
export const ORDER_STATUS_DICT = 'order_status';

/**
 * 订单概况: one figure per order status, each a link to the order list filtered to that status
 * (the jumpList `orderStatus` of 000 §2.1) when the user's menu has the order list.
 */
export function OrderStatusCounts() {
  const { t } = useAreaTexts(dashboardsTexts);
  const counts = useOrderStatusCounts();
  const statuses = useDictionary(ORDER_STATUS_DICT);
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
            const figure = (
              <Statistic
                title={<DictLabel dictType={ORDER_STATUS_DICT} value={orderStatus} />}
                value={count}
              />
            );
            // Until the status names have loaded the figure shows the raw status: the link is then
            // named by what it shows, never by a label that differs from the visible text.
            const label = statuses.data
              ? t('workbench.orderCountLink', { status: dictLabelOf(statuses.data, orderStatus), count })
              : undefined;
            return (
              <Col key={orderStatus} xs={12} md={8} xl={4}>
                {orderListPath === null ? (
                  figure
                ) : (
                  <Link
                    to={`${orderListPath}?${new URLSearchParams({ orderStatus })}`}
                    aria-label={label}
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
