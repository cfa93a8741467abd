import type { OrderCourse } from '@onsite/domain';
import { formatDateTime, SectionState, serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, Input, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { ordersTexts } from '../../orders/texts';
import { useScreenPath } from '../../orders/useScreenPath';
import { orderPathKeys } from '../orderPathColumns';
import { orderPathsTexts } from '../texts';

/** A value that is data (a name, what a person typed): nothing translates it. */
const data = (value: string) => <span translate="no">{value}</span>;

/**
 * 订单进度 (catalogue key `orderCourse`, D41): an order's course looked up by its number (`?orderNo=`
 * in the URL): the order's line and every step with its time, who made it and the remark. The server
 * decides what the caller may see (an enterprise user their enterprise's orders, a master their own);
 * any other number answers as not found.
 */
export default function OrderCourseScreen() {
  const { t } = useAreaTexts(orderPathsTexts);
  const { t: o } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const detailsPath = useScreenPath('orderDetails');
  const [params, setParams] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const [form] = Form.useForm<{ orderNo: string }>();
  useEffect(() => form.setFieldsValue({ orderNo }), [form, orderNo]);

  const track = useQuery(
    queryOptions({
      queryKey: orderPathKeys.course(orderNo),
      queryFn: ({ signal }) => client.order.order.course({ orderNo }, { signal }),
      enabled: orderNo !== '',
      retry: false,
    }),
  );
  const refused = serverMessageOf(track.error);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          form={form}
          name="orderCourse"
          layout="inline"
          role="search"
          onFinish={(values) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('orderNo', values.orderNo.trim());
              return next;
            })
          }
        >
          <Form.Item
            name="orderNo"
            label={t('course.orderNo')}
            rules={[{ required: true, whitespace: true, message: t('course.orderNoRequired') }]}
          >
            <Input allowClear maxLength={64} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('course.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {orderNo === '' ? (
        <Empty description={t('course.prompt')} />
      ) : refused !== null ? (
        <Alert type="warning" showIcon title={t('course.notFound', { orderNo })} description={refused} />
      ) : (
        <SectionState
          name={t('course.steps')}
          loading={track.isLoading}
          error={track.error}
          onRetry={() => void track.refetch()}
          retrying={track.isFetching}
        >
          {track.data && (
            <>
              <Card
                size="small"
                title={t('course.order')}
                extra={
                  detailsPath !== null && (
                    <Link to={`${detailsPath}?orderId=${track.data.order.orderId}`}>
                      {t('course.details')}
                    </Link>
                  )
                }
              >
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 2, xl: 3 }}
                  items={[
                    { key: 'orderNo', label: o('field.orderNo'), children: data(track.data.order.orderNo) },
                    {
                      key: 'status',
                      label: o('field.orderStatus'),
                      children: <OrderStatusBadge status={track.data.order.orderStatus} />,
                    },
                    {
                      key: 'enterprise',
                      label: o('field.enterprise'),
                      children: data(track.data.order.enterpriseName),
                    },
                    {
                      key: 'customer',
                      label: o('field.customerName'),
                      children: data(track.data.order.customerName),
                    },
                    {
                      key: 'master',
                      label: o('field.master'),
                      children: data(track.data.order.masterName ?? '—'),
                    },
                    {
                      key: 'createTime',
                      label: o('field.createTime'),
                      children: formatDateTime(track.data.order.createTime),
                    },
                  ]}
                />
              </Card>
              <Card size="small" title={t('course.steps')}>
                <Table<OrderCourse>
                  aria-label={t('course.steps')}
                  size="small"
                  rowKey="courseId"
                  pagination={false}
                  dataSource={track.data.course}
                  locale={{ emptyText: t('course.noSteps') }}
                  columns={[
                    {
                      title: t('course.time'),
                      dataIndex: 'operateTime',
                      key: 'operateTime',
                      width: 180,
                      render: (value: string) => formatDateTime(value),
                    },
                    { title: t('course.step'), dataIndex: 'operateType', key: 'operateType', width: 120 },
                    {
                      title: t('course.operator'),
                      dataIndex: 'operateBy',
                      key: 'operateBy',
                      width: 140,
                      render: (value: string) => data(value),
                    },
                    {
                      title: t('course.remark'),
                      dataIndex: 'operateContent',
                      key: 'operateContent',
                      render: (value: string) => <Typography.Text>{value}</Typography.Text>,
                    },
                  ]}
                />
              </Card>
            </>
          )}
        </SectionState>
      )}
    </Flex>
  );
}
