import { formatDateTime, SectionState, useOnsiteClient } from '@onsite/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Timeline, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { useScreenPath } from '../../orders/useScreenPath';
import { thirdOrdersTexts } from '../texts';
import { thirdOrderKeys } from '../thirdOrderModel';

/** Names, addresses and numbers are data: not translated by the browser. */
const data = (text: string) => <span translate="no">{text}</span>;

/**
 * 第三方订单详情 (`thirdOrderDetails`, `?thirdOrderId=`, D58): what the channel sent (channel, its order
 * number, customer, address, install and order type, quantity, remark, the file row it came from and
 * the import batch), the order it became with its state and course, and a link to 订单详情.
 */
export default function ThirdOrderDetailsScreen() {
  const { t } = useAreaTexts(thirdOrdersTexts);
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listPath = useScreenPath('thirdOrderList');
  const orderPath = useScreenPath('orderDetails');
  const raw = params.get('thirdOrderId') ?? '';
  const thirdOrderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  const details = useQuery(
    queryOptions({
      queryKey: thirdOrderKeys.details(thirdOrderId ?? 0),
      queryFn: ({ signal }) => client.order.third.get({ thirdOrderId: thirdOrderId ?? 0 }, { signal }),
      enabled: thirdOrderId !== undefined,
    }),
  );
  const back = listPath && <Button onClick={() => void navigate(listPath)}>{t('details.backToList')}</Button>;

  if (thirdOrderId === undefined) return <Result status="info" title={t('details.missing')} extra={back} />;
  const third = details.data?.thirdOrder;
  return (
    <SectionState
      name={t('details.title')}
      loading={details.isLoading}
      error={details.error}
      onRetry={() => void details.refetch()}
      retrying={details.isFetching}
    >
      {details.data && third && (
        <Flex vertical gap={16}>
          <Card size="small" title={t('details.channelFields')} extra={back}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[
                { key: 'channel', label: t('field.channel'), children: data(third.channel) },
                {
                  key: 'channelOrderNo',
                  label: t('field.channelOrderNo'),
                  children: data(third.channelOrderNo),
                },
                { key: 'enterprise', label: t('field.enterprise'), children: data(third.enterpriseName) },
                { key: 'customer', label: t('field.customer'), children: data(third.customerName) },
                { key: 'mobile', label: t('field.mobile'), children: data(third.customerMobile) },
                { key: 'address', label: t('field.address'), children: data(third.address) },
                { key: 'installType', label: t('field.installType'), children: data(third.installTypeName) },
                { key: 'orderType', label: t('field.orderType'), children: data(third.orderTypeName) },
                { key: 'number', label: t('field.number'), children: third.number },
                {
                  key: 'remark',
                  label: t('field.remark'),
                  children: third.remark === '' ? '—' : data(third.remark),
                },
                {
                  key: 'file',
                  label: t('field.file'),
                  children: (
                    <>
                      {data(details.data.fileName === '' ? '—' : details.data.fileName)} ·{' '}
                      {t('third.line', { line: details.data.fileLine })}
                    </>
                  ),
                },
                { key: 'batchNo', label: t('field.batchNo'), children: data(third.batchNo) },
                { key: 'importBy', label: t('field.importBy'), children: data(third.importBy) },
                {
                  key: 'importTime',
                  label: t('field.importTime'),
                  children: formatDateTime(third.importTime),
                },
              ]}
            />
          </Card>
          <Flex gap={16} wrap>
            <Card
              size="small"
              title={t('details.order')}
              style={{ flex: '1 1 280px' }}
              extra={
                orderPath && (
                  <Link to={`${orderPath}?orderId=${third.orderId}`}>{t('details.openOrder')}</Link>
                )
              }
            >
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'orderNo', label: t('field.orderNo'), children: data(third.orderNo) },
                  {
                    key: 'status',
                    label: t('field.orderStatus'),
                    children: <OrderStatusBadge status={third.orderStatus} />,
                  },
                ]}
              />
            </Card>
            <Card size="small" title={t('details.course')} style={{ flex: '1 1 360px' }}>
              <Timeline
                items={details.data.course.map((step) => ({
                  key: step.courseId,
                  content: (
                    <>
                      <Typography.Text strong>{step.operateType}</Typography.Text> {step.operateContent}
                      <br />
                      <Typography.Text>
                        {formatDateTime(step.operateTime)} · <span translate="no">{step.operateBy}</span>
                      </Typography.Text>
                    </>
                  ),
                }))}
              />
            </Card>
          </Flex>
        </Flex>
      )}
    </SectionState>
  );
}
