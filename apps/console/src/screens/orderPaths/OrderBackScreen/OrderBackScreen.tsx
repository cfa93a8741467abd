import { BUTTON_CODES, canUseButton, type ReturnedOrder } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { DispatchOrderModal } from '../../orders/DispatchOrderModal';
import { CancelOrderModal } from '../../orders/OrderReasonModal';
import { canCancel, canDispatch } from '../../orders/orderModel';
import { ordersTexts } from '../../orders/texts';
import { useScreenPath } from '../../orders/useScreenPath';
import { orderBaseColumns, orderPathKeys } from '../orderPathColumns';
import { orderPathsTexts } from '../texts';

/**
 * 退单列表 (catalogue key `orderBack`, D41): the orders masters sent back, still waiting for dispatch,
 * with the master who returned them, the reason, the time and how often; filters in the URL, server
 * paging. Staff dispatch one again (the order list's dispatch dialog) or cancel it with a reason; the
 * server decides who may (`order:order:dispatch` to list, `:cancel` to cancel).
 */
export default function OrderBackScreen() {
  const { t } = useAreaTexts(orderPathsTexts);
  const { t: o } = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const user = useOnsiteUser();
  const detailsPath = useScreenPath('orderDetails');
  const [dispatching, setDispatching] = useState<ReturnedOrder | null>(null);
  const [cancelling, setCancelling] = useState<ReturnedOrder | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: o('field.orderNo') },
      { kind: 'text', name: 'customerName', label: o('field.customerName') },
      { kind: 'text', name: 'masterName', label: t('field.backMaster') },
      { kind: 'dateRange', name: 'backTime', label: t('field.returnedAt'), from: 'beginTime', to: 'endTime' },
    ],
    [t, o],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<ReturnedOrder> = [
    ...orderBaseColumns<ReturnedOrder>(o, detailsPath),
    { title: t('field.backMaster'), dataIndex: 'backMasterName', key: 'backMasterName' },
    { title: o('field.backReason'), dataIndex: 'backReason', key: 'backReason', ellipsis: true, width: 220 },
    dateTimeColumn<ReturnedOrder>(t('field.returnedAt'), 'backTime', { sorter: true }),
    { title: t('field.backCount'), dataIndex: 'backCount', key: 'backCount', align: 'right' },
  ];

  const rowActions = (order: ReturnedOrder): RowAction[] => [
    {
      key: 'dispatch',
      label: t('back.redispatch'),
      visible: canDispatch(order) && canUseButton(user, BUTTON_CODES.orderDispatch),
      run: () => setDispatching(order),
    },
    {
      key: 'cancel',
      label: o('list.cancel'),
      danger: true,
      visible: canCancel(order) && canUseButton(user, BUTTON_CODES.orderCancel),
      run: () => setCancelling(order),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('back.hint')}</Typography.Paragraph>
      <ListScreen<ReturnedOrder>
        label={t('table.back')}
        queryKey={orderPathKeys.back}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="orderId"
        rowActions={rowActions}
        actionsWidth={180}
        fetchPage={(applied, request, signal) =>
          client.order.order.backList(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                orderNo: applied.orderNo,
                customerName: applied.customerName,
                masterName: applied.masterName,
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      <DispatchOrderModal order={dispatching} onClose={() => setDispatching(null)} />
      <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />
    </Flex>
  );
}
