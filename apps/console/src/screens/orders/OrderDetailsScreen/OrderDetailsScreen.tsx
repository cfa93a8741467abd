import type { OrderDetails, OrderPart } from '@onsite/domain';
import { DictLabel, formatDateTime, formatMoney, moneyColumn, SectionState } from '@onsite/ui';
import { Button, Card, Descriptions, Empty, Flex, Result, Table, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { OrderApprovals } from '../../approvals/OrderApprovals';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { useOrderDetails } from '../orderQueries';
import { ordersTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { WorkPhotos } from './WorkPhotos';

/** A value that is data (a name, an address, what a person typed): nothing translates it (issue 16 item 6). */
const data = (value: ReactNode) => <span translate="no">{value}</span>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A note of the course (a message in the reader's language, e.g. "Assigned to 林师傅") with the
 * names of the order's people that it quotes marked as data.
 */
function withNamesMarked(text: string, names: readonly string[]): ReactNode {
  const known = [...new Set(names.filter((name) => name.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (known.length === 0) return text;
  const pattern = new RegExp(known.map(escapeRegExp).join('|'), 'g');
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    nodes.push(text.slice(from, match.index));
    nodes.push(
      <span key={match.index} translate="no">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  nodes.push(text.slice(from));
  return nodes;
}

/** Statuses in which the master's completion (photos, serial numbers, confirmation) exists (D32). */
const COMPLETED_STATUSES: readonly string[] = ['completed', 'verified', 'settled'];

/** A row shown only when its value is there (D32's times and reasons). */
const whenSet = (
  key: string,
  label: string,
  value: string | null,
  children: ReactNode = value,
  filled = false,
) =>
  value === null || value === ''
    ? []
    : [{ key, label, children, ...(filled ? { span: 'filled' as const } : {}) }];

/** The order's own fields; the lifecycle's times and reasons (D32) only once they happened. */
function orderFields(t: TFunction, order: OrderDetails, detailsPath: string | null) {
  const parentOrder = order.parentOrderId === null ? null : String(order.parentOrderId);
  return [
    { key: 'orderNo', label: t('field.orderNo'), children: order.orderNo },
    {
      key: 'orderStatus',
      label: t('field.orderStatus'),
      children: <OrderStatusBadge status={order.orderStatus} />,
    },
    { key: 'enterprise', label: t('field.enterprise'), children: data(order.enterpriseName) },
    { key: 'customerName', label: t('field.customerName'), children: data(order.customerName) },
    { key: 'customerMobile', label: t('field.customerMobile'), children: order.customerMobile },
    {
      key: 'installType',
      label: t('field.installType'),
      children: <DictLabel dictType="install_type" value={order.installType} />,
    },
    { key: 'orderType', label: t('field.orderType'), children: data(order.orderTypeName) },
    { key: 'number', label: t('field.number'), children: order.number },
    { key: 'createTime', label: t('field.createTime'), children: formatDateTime(order.createTime) },
    { key: 'dispatchTime', label: t('field.dispatchTime'), children: formatDateTime(order.dispatchTime) },
    ...whenSet('acceptTime', t('field.acceptTime'), formatDateTime(order.acceptTime)),
    ...whenSet('checkInTime', t('field.checkInTime'), formatDateTime(order.checkInTime)),
    { key: 'finishTime', label: t('field.finishTime'), children: formatDateTime(order.finishTime) },
    ...whenSet('verifyTime', t('field.verifyTime'), formatDateTime(order.verifyTime)),
    ...whenSet('settleTime', t('field.settleTime'), formatDateTime(order.settleTime)),
    ...whenSet('backTime', t('field.backTime'), formatDateTime(order.backTime)),
    { key: 'address', label: t('field.address'), children: data(order.address), span: 'filled' as const },
    { key: 'remark', label: t('field.remark'), children: data(order.remark), span: 'filled' as const },
    ...(order.cancelReason === null
      ? []
      : [
          {
            key: 'cancelReason',
            label: t('field.cancelReason'),
            children: data(order.cancelReason),
            span: 'filled' as const,
          },
        ]),
    ...whenSet('backReason', t('field.backReason'), order.backReason, data(order.backReason), true),
    ...whenSet(
      'recoverReason',
      t('field.recoverReason'),
      order.recoverReason,
      data(order.recoverReason),
      true,
    ),
    ...whenSet(
      'serviceReason',
      t('field.serviceReason'),
      order.serviceReason,
      data(order.serviceReason),
      true,
    ),
    ...whenSet(
      'parentOrder',
      t('field.parentOrder'),
      parentOrder,
      detailsPath === null ? (
        parentOrder
      ) : (
        <Link to={`${detailsPath}?orderId=${parentOrder}`}>{t('details.openParent')}</Link>
      ),
    ),
  ];
}

/** What the master recorded at completion (D32); empty when the order has no completion yet. */
function completionFields(t: TFunction, order: OrderDetails) {
  if (!COMPLETED_STATUSES.includes(order.orderStatus)) return [];
  return [
    ...(order.photos.length === 0
      ? []
      : [
          {
            key: 'photos',
            label: t('complete.photos'),
            children: <WorkPhotos paths={order.photos} altOf={(index) => t('details.photo', { index })} />,
            span: 'filled' as const,
          },
        ]),
    ...(order.serialNumbers.length === 0
      ? []
      : [
          {
            key: 'serialNumbers',
            label: t('complete.serialNumbers'),
            children: (
              <Flex vertical>
                {order.serialNumbers.map((serialNumber) => (
                  <span key={serialNumber} translate="no">
                    {serialNumber}
                  </span>
                ))}
              </Flex>
            ),
            span: 'filled' as const,
          },
        ]),
    ...(order.customerConfirmed === null
      ? []
      : [
          {
            key: 'customerConfirmed',
            label: t('complete.customerConfirmed'),
            children: order.customerConfirmed ? t('details.yes') : t('details.no'),
          },
        ]),
  ];
}

function partColumns(t: TFunction) {
  return [
    { title: t('details.partName'), dataIndex: 'accessoryName', key: 'accessoryName', render: data },
    { title: t('details.brand'), dataIndex: 'brandName', key: 'brandName', render: data },
    { title: t('details.model'), dataIndex: 'modelName', key: 'modelName', render: data },
    { title: t('details.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right' as const },
    moneyColumn<OrderPart>(t('details.price'), 'price'),
  ];
}

/**
 * 订单详情 (`orderDetails`, `?orderId=`): the order's fields and extra rows, its course, master and
 * parts; D32's lifecycle times and reasons, the link to the original order of an after-sales order,
 * the completion (photos, serial numbers, the customer's confirmation) and the settlement, each only
 * when there is something to show.
 */
export default function OrderDetailsScreen() {
  const { t } = useAreaTexts(ordersTexts);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listPath = useScreenPath('orderList');
  const detailsPath = useScreenPath('orderDetails');
  const raw = params.get('orderId') ?? '';
  const orderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  const details = useOrderDetails(orderId);
  const back = listPath && <Button onClick={() => void navigate(listPath)}>{t('details.backToList')}</Button>;

  if (orderId === undefined) return <Result status="info" title={t('details.missingOrder')} extra={back} />;
  // The people the course's notes may quote (a master dispatched to, whoever acted): data.
  const names = details.data
    ? [
        details.data.master?.masterName ?? '',
        details.data.customerName,
        ...details.data.course.map((step) => step.operateBy),
      ]
    : [];
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
              items={orderFields(t, details.data, detailsPath)}
            />
          </Card>
          {details.data.infoList.length > 0 && (
            <Card size="small" title={t('details.infoRows')}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 3 }}
                items={details.data.infoList.map((info, index) => ({
                  key: `${index}`,
                  label: data(info.infoName),
                  children: data(info.infoValue),
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
                      <Typography.Text strong>{step.operateType}</Typography.Text>{' '}
                      {withNamesMarked(step.operateContent, names)}
                      <br />
                      <Typography.Text>
                        {formatDateTime(step.operateTime)} · <span translate="no">{step.operateBy}</span>
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
                    { key: 'name', label: t('field.master'), children: data(details.data.master.masterName) },
                    { key: 'phone', label: t('details.phone'), children: details.data.master.phonenumber },
                    {
                      key: 'team',
                      label: t('details.team'),
                      children: data(details.data.master.teamName ?? ''),
                    },
                  ]}
                />
              )}
            </Card>
          </Flex>
          {completionFields(t, details.data).length > 0 && (
            <Card size="small" title={t('details.completion')}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 3 }}
                items={completionFields(t, details.data)}
              />
            </Card>
          )}
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
          {details.data.approvals.length > 0 && <OrderApprovals approvals={details.data.approvals} />}
          {details.data.settlement !== null && (
            <Card size="small" title={t('details.settlement')}>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  {
                    key: 'masterAmount',
                    label: t('settlement.masterAmount'),
                    children: formatMoney(details.data.settlement.masterAmount),
                  },
                  {
                    key: 'enterpriseAmount',
                    label: t('settlement.enterpriseAmount'),
                    children: formatMoney(details.data.settlement.enterpriseAmount),
                  },
                ]}
              />
            </Card>
          )}
        </Flex>
      )}
    </SectionState>
  );
}
