import type { OrderDetails, OrderPart } from '@onsite/domain';
import { DictLabel, formatDateTime, moneyColumn, SectionState } from '@onsite/ui';
import { Button, Card, Descriptions, Empty, Flex, Result, Table, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { useOrderDetails } from '../orderQueries';
import { ordersTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';

/** The order's own fields. */
function orderFields(t: TFunction, order: OrderDetails) {
  return [
    { key: 'orderNo', label: t('field.orderNo'), children: order.orderNo },
    {
      key: 'orderStatus',
      label: t('field.orderStatus'),
      children: <OrderStatusBadge status={order.orderStatus} />,
    },
    { key: 'enterprise', label: t('field.enterprise'), children: order.enterpriseName },
    { key: 'customerName', label: t('field.customerName'), children: order.customerName },
    { key: 'customerMobile', label: t('field.customerMobile'), children: order.customerMobile },
    {
      key: 'installType',
      label: t('field.installType'),
      children: <DictLabel dictType="install_type" value={order.installType} />,
    },
    { key: 'orderType', label: t('field.orderType'), children: order.orderTypeName },
    { key: 'number', label: t('field.number'), children: order.number },
    { key: 'createTime', label: t('field.createTime'), children: formatDateTime(order.createTime) },
    { key: 'dispatchTime', label: t('field.dispatchTime'), children: formatDateTime(order.dispatchTime) },
    { key: 'finishTime', label: t('field.finishTime'), children: formatDateTime(order.finishTime) },
    { key: 'address', label: t('field.address'), children: order.address, span: 'filled' as const },
    { key: 'remark', label: t('field.remark'), children: order.remark, span: 'filled' as const },
    ...(order.cancelReason === null
      ? []
      : [
          {
            key: 'cancelReason',
            label: t('field.cancelReason'),
            children: order.cancelReason,
            span: 'filled' as const,
          },
        ]),
  ];
}

function partColumns(t: TFunction) {
  return [
    { title: t('details.partName'), dataIndex: 'accessoryName', key: 'accessoryName' },
    { title: t('details.brand'), dataIndex: 'brandName', key: 'brandName' },
    { title: t('details.model'), dataIndex: 'modelName', key: 'modelName' },
    { title: t('details.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right' as const },
    moneyColumn<OrderPart>(t('details.price'), 'price'),
  ];
}

/** 订单详情 (`orderDetails`, `?orderId=`): the order's fields and extra rows, its course, master and parts. */
export default function OrderDetailsScreen() {
  const { t } = useAreaTexts(ordersTexts);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listPath = useScreenPath('orderList');
  const raw = params.get('orderId') ?? '';
  const orderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  const details = useOrderDetails(orderId);
  const back = listPath && <Button onClick={() => void navigate(listPath)}>{t('details.backToList')}</Button>;

  if (orderId === undefined) return <Result status="info" title={t('details.missingOrder')} extra={back} />;
  return (
    <SectionState
      name={t('details.title')}
      loading={details.isLoading}
      error={details.error}
      onRetry={() => void details.refetch()}
      retrying={details.isFetching}
    >
      {details.data && (
        <Flex vertical gap={16}>
          <Card size="small" title={t('details.basic')} extra={back}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={orderFields(t, details.data)}
            />
          </Card>
          {details.data.infoList.length > 0 && (
            <Card size="small" title={t('details.infoRows')}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 3 }}
                items={details.data.infoList.map((info, index) => ({
                  key: `${index}`,
                  label: info.infoName,
                  children: info.infoValue,
                }))}
              />
            </Card>
          )}
          <Flex gap={16} wrap>
            <Card size="small" title={t('details.course')} style={{ flex: '1 1 360px' }}>
              <Timeline
                items={details.data.course.map((step) => ({
                  key: step.courseId,
                  content: (
                    <>
                      <Typography.Text strong>{step.operateType}</Typography.Text> {step.operateContent}
                      <br />
                      <Typography.Text>
                        {formatDateTime(step.operateTime)} · {step.operateBy}
                      </Typography.Text>
                    </>
                  ),
                }))}
              />
            </Card>
            <Card size="small" title={t('details.master')} style={{ flex: '1 1 280px' }}>
              {details.data.master === null ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noMaster')} />
              ) : (
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'name', label: t('field.master'), children: details.data.master.masterName },
                    { key: 'phone', label: t('details.phone'), children: details.data.master.phonenumber },
                    { key: 'team', label: t('details.team'), children: details.data.master.teamName ?? '' },
                  ]}
                />
              )}
            </Card>
          </Flex>
          <Card size="small" title={t('details.parts')}>
            {details.data.parts.length === 0 ? (
              <Typography.Text>{t('details.noParts')}</Typography.Text>
            ) : (
              <Table<OrderPart>
                size="small"
                rowKey="partId"
                pagination={false}
                aria-label={t('details.parts')}
                columns={partColumns(t)}
                dataSource={details.data.parts}
              />
            )}
          </Card>
        </Flex>
      )}
    </SectionState>
  );
}
