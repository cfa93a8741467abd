import { MONITOR_OVERDUE_HOURS, type MonitorOrder } from '@onsite/domain';
import { dateTimeColumn, SectionState, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { subscribeLiveMessages } from '../../../live/liveChannel';
import { useLiveStore } from '../../../stores/liveStore';
import { useOrderStatusName } from '../WorkbenchScreen/OrderStatusCounts';
import { monitorTexts } from './texts';

/** The query of the monitor's figures (D64). */
export const MONITOR_KEY = ['dashboards', 'monitor'] as const;
/** The figures are asked again every minute (and on each live alert). */
const REFRESH_MS = 60_000;
/** The newest live alerts shown. */
const ALERTS_SHOWN = 10;

/**
 * 监控页 (catalogue key `monitor`, D64): live operations — open orders by state, the orders in service now,
 * the overdue ones (the server's rule: `MONITOR_OVERDUE_HOURS`), and the alerts of the live channel as they
 * arrive (those the user's 新消息通知 lets through). The figures refresh every minute and on each alert.
 */
export default function MonitorScreen() {
  const { t } = useAreaTexts(monitorTexts);
  const client = useOnsiteClient();
  const figures = useQuery({
    queryKey: MONITOR_KEY,
    queryFn: ({ signal }) => client.analysis.monitor({}, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const { refetch } = figures;
  useEffect(() => subscribeLiveMessages(() => void refetch()), [refetch]);
  const data = figures.data;

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('figures')}
        extra={
          <Button size="small" loading={figures.isFetching} onClick={() => void figures.refetch()}>
            {t('refresh')}
          </Button>
        }
      >
        <SectionState
          name={t('figures')}
          loading={figures.isPending}
          error={figures.error}
          onRetry={() => void figures.refetch()}
          retrying={figures.isFetching}
        >
          {data && (
            <Flex vertical gap={12}>
              <Row gutter={[16, 16]}>
                <Col xs={12} md={6}>
                  <Statistic title={t('toDispatch')} value={data.toDispatchCount} />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic title={t('dispatched')} value={data.dispatchedCount} />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic title={t('inService')} value={data.inServiceCount} />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic title={t('overdue')} value={data.overdueCount} />
                </Col>
              </Row>
              <Typography.Text type="secondary">{t('updatedAt', { time: data.time })}</Typography.Text>
            </Flex>
          )}
        </SectionState>
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <OrdersCard title={t('inServiceTable')} orders={data.inService} empty={t('noOrders')} />
          </Col>
          <Col xs={24} xl={12}>
            <OrdersCard
              title={t('overdueTable')}
              orders={data.overdue}
              empty={t('noOverdue')}
              hint={t('overdueRule', MONITOR_OVERDUE_HOURS)}
            />
          </Col>
        </Row>
      )}
      <LiveAlerts />
    </Flex>
  );
}

function OrdersCard({
  title,
  orders,
  empty,
  hint,
}: {
  title: string;
  orders: readonly MonitorOrder[];
  empty: string;
  hint?: string;
}) {
  const { t } = useAreaTexts(monitorTexts);
  const statusName = useOrderStatusName();
  const overdueText = (minutes: number) =>
    minutes < 60
      ? t('minutes', { count: minutes })
      : t('hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const columns: TableColumnsType<MonitorOrder> = [
    {
      title: t('orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string) => <Typography.Text copyable>{orderNo}</Typography.Text>,
    },
    { title: t('enterpriseName'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('status'), dataIndex: 'orderStatus', key: 'orderStatus', render: statusName },
    {
      title: t('masterName'),
      dataIndex: 'masterName',
      key: 'masterName',
      render: (name: string | null) => name ?? '—',
    },
    dateTimeColumn<MonitorOrder>(t('since'), 'since'),
    {
      title: t('overdueBy'),
      dataIndex: 'overdueMinutes',
      key: 'overdueMinutes',
      render: (minutes: number) =>
        minutes > 0 ? (
          <Badge status="error" text={overdueText(minutes)} />
        ) : (
          <Badge status="success" text={t('onTime')} />
        ),
    },
  ];
  return (
    <Card title={title} size="small">
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Table<MonitorOrder>
        aria-label={title}
        rowKey="orderId"
        size="small"
        columns={columns}
        dataSource={[...orders]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={empty} /> }}
      />
    </Card>
  );
}

/** The alerts of the live channel, newest first: the shell keeps them (the notice bell's list, D24). */
function LiveAlerts() {
  const { t } = useAreaTexts(monitorTexts);
  const notices = useLiveStore((state) => state.notices).slice(0, ALERTS_SHOWN);
  return (
    <Card title={t('alerts')} size="small">
      <Typography.Paragraph type="secondary">{t('alertsHint')}</Typography.Paragraph>
      {notices.length === 0 ? (
        <Empty description={t('noAlerts')} />
      ) : (
        <Flex vertical gap={8} role="log" aria-label={t('alerts')}>
          {notices.map((notice) => (
            <Flex key={notice.key} gap={12} align="baseline" wrap>
              <Typography.Text type="secondary">{notice.time}</Typography.Text>
              <Typography.Text strong>{notice.title}</Typography.Text>
              {notice.description && <Typography.Text>{notice.description}</Typography.Text>}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
