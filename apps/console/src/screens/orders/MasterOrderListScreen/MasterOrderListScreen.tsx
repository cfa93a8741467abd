import { type ApprovalType, canRequestApproval, canTransitionOrder, type Order } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictColumn,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
} from '@onsite/ui';
import { Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { RequestApprovalModal } from '../../approvals/RequestApprovalModal';
import { approvalsTexts } from '../../approvals/texts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { orderNoColumn } from '../OrderListScreen/orderColumns';
import { BackOrderModal } from '../OrderReasonModal';
import { OrderStatusBadge } from '../OrderStatusBadge';
import { isOrderStatus, type OrderStatus } from '../orderModel';
import { orderKeys } from '../orderQueries';
import { ordersTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { CompleteOrderModal } from './CompleteOrderModal';

/** The statuses a master's order can be in (D32): from dispatched to them on, and cancelled. */
const MASTER_STATUSES: readonly OrderStatus[] = [
  'dispatched',
  'accepted',
  'inService',
  'completed',
  'verified',
  'settled',
  'cancelled',
];

/** The filters, in the URL under these names: status, order number, customer name. */
function masterOrderFields(t: TFunction): FilterField[] {
  return [
    {
      kind: 'select',
      name: 'orderStatus',
      label: t('field.orderStatus'),
      options: MASTER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
    { kind: 'text', name: 'customerName', label: t('field.customerName') },
  ];
}

/** What a master needs to find the job: customer, address, type, and when each step happened. */
function masterOrderColumns(t: TFunction, detailsPath: string | null): TableColumnsType<Order> {
  return [
    orderNoColumn(t, detailsPath),
    {
      title: t('field.orderStatus'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      render: (status: OrderStatus) => <OrderStatusBadge status={status} />,
    },
    { title: t('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.customerMobile'), dataIndex: 'customerMobile', key: 'customerMobile' },
    { title: t('field.address'), dataIndex: 'address', key: 'address', ellipsis: true, width: 240 },
    dictColumn<Order>(t('field.installType'), 'installType', 'install_type'),
    { title: t('field.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    { title: t('field.number'), dataIndex: 'number', key: 'number', align: 'right' },
    dateTimeColumn<Order>(t('field.dispatchTime'), 'dispatchTime'),
    dateTimeColumn<Order>(t('field.acceptTime'), 'acceptTime'),
    dateTimeColumn<Order>(t('field.checkInTime'), 'checkInTime'),
  ];
}

/**
 * 师傅订单列表 (catalogue key `masterOrderList`, D32): the signed-in master's own orders (a team
 * head's: the team's) from `/order/order/mine`, filters in the URL. Each row offers the master's
 * next step only when its status allows it: 接单 (dispatched), 签到 (accepted, asked first), 完工
 * (in service: photos, serial numbers, parts, the customer's confirmation) and 退单 (dispatched or
 * accepted, with a reason). The server decides whose orders these are and refuses a wrong step.
 */
export default function MasterOrderListScreen() {
  const { t } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const detailsPath = useScreenPath('orderDetails');
  const [completing, setCompleting] = useState<Order | null>(null);
  const [returning, setReturning] = useState<Order | null>(null);
  const [requesting, setRequesting] = useState<{ order: Order; approvalType: ApprovalType } | null>(null);
  const approvalTexts = useAreaTexts(approvalsTexts);
  const fields = useMemo(() => masterOrderFields(t), [t]);
  const [filters, setFilters] = useUrlFilters(fields);

  const rowActions = (order: Order): RowAction[] => [
    {
      key: 'accept',
      label: t('master.accept'),
      visible: canTransitionOrder(order, 'accept'),
      run: () => client.order.order.accept({ orderId: order.orderId }),
      successText: t('master.accepted'),
    },
    {
      key: 'checkIn',
      label: t('master.checkIn'),
      visible: canTransitionOrder(order, 'checkIn'),
      confirm: t('master.checkInConfirm'),
      run: () => client.order.order.checkIn({ orderId: order.orderId }),
      successText: t('master.checkedIn'),
    },
    {
      key: 'complete',
      label: t('master.complete'),
      visible: canTransitionOrder(order, 'complete'),
      run: () => setCompleting(order),
    },
    {
      key: 'back',
      label: t('master.back'),
      danger: true,
      visible: canTransitionOrder(order, 'back'),
      run: () => setReturning(order),
    },
    // D34: a fee increase or extra parts, asked on an accepted or in-service order, decided by staff.
    {
      key: 'requestIncrease',
      label: approvalTexts.t('apply.increase'),
      visible: canRequestApproval(order),
      run: () => setRequesting({ order, approvalType: 'increase' }),
    },
    {
      key: 'requestAccessories',
      label: approvalTexts.t('apply.accessories'),
      visible: canRequestApproval(order),
      run: () => setRequesting({ order, approvalType: 'accessories' }),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <ListScreen<Order>
        label={t('master.table')}
        queryKey={orderKeys.list('mine')}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={masterOrderColumns(t, detailsPath)}
        rowKey="orderId"
        rowActions={rowActions}
        actionsWidth={240}
        fetchPage={(applied, request, signal) =>
          client.order.order.mine(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                orderStatus: isOrderStatus(applied.orderStatus) ? applied.orderStatus : undefined,
                orderNo: applied.orderNo,
                customerName: applied.customerName,
              }),
            },
            { signal },
          )
        }
      />
      <CompleteOrderModal order={completing} onClose={() => setCompleting(null)} />
      <BackOrderModal order={returning} onClose={() => setReturning(null)} />
      <RequestApprovalModal request={requesting} onClose={() => setRequesting(null)} />
    </Flex>
  );
}
