import {
  BUTTON_CODES,
  type CancelledOrder,
  canTransitionOrder,
  canUseButton,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  numberFilter,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../i18n/areaTexts';
import { useUrlFilters } from '../list/useUrlFilters';
import { EnterpriseSelect } from '../orders/OrderFilterSelects';
import { RecoverOrderModal } from '../orders/OrderReasonModal';
import { ordersTexts } from '../orders/texts';
import { useScreenPath } from '../orders/useScreenPath';
import { orderBaseColumns, orderPathKeys } from './orderPathColumns';
import { orderPathsTexts } from './texts';

/** 订单回收 (restore with a reason) or 取消列表 (who cancelled, when and why; read only). */
export type CancelledListMode = 'recovery' | 'cancelled';

/**
 * The cancelled orders (D41, `/order/order/cancelledList`, scoped by the server: an enterprise user sees
 * their enterprise's, a master their own) on the list-screen pattern: filters in the URL, server paging,
 * who cancelled, when and why. In 订单回收 a row offers 恢复订单 (a reason required; `order:order:recover`).
 * The order list has no Excel export, so neither has this one.
 */
export function CancelledOrderList({ mode }: { mode: CancelledListMode }) {
  const { t } = useAreaTexts(orderPathsTexts);
  const { t: o } = useAreaTexts(ordersTexts);
  const { t: ui } = useTranslation('ui');
  const client = useOnsiteClient();
  const user = useOnsiteUser();
  const detailsPath = useScreenPath('orderDetails');
  const [recovering, setRecovering] = useState<CancelledOrder | null>(null);
  const enterpriseUser = user?.userType === USER_TYPE_ENTERPRISE;

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: o('field.orderNo') },
      { kind: 'text', name: 'customerName', label: o('field.customerName') },
      ...(enterpriseUser
        ? []
        : [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: o('field.enterprise'),
              input: (
                <EnterpriseSelect
                  placeholder={ui('list.selectPlaceholder', { label: o('field.enterprise') })}
                />
              ),
            } satisfies FilterField,
          ]),
      { kind: 'text', name: 'cancelBy', label: t('field.cancelBy') },
      {
        kind: 'dateRange',
        name: 'cancelTime',
        label: t('field.cancelledAt'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t, o, ui, enterpriseUser],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<CancelledOrder> = [
    ...orderBaseColumns<CancelledOrder>(o, detailsPath),
    { title: o('field.master'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('field.cancelBy'), dataIndex: 'cancelBy', key: 'cancelBy' },
    dateTimeColumn<CancelledOrder>(t('field.cancelTime'), 'cancelTime', { sorter: true }),
    {
      title: o('field.cancelReason'),
      dataIndex: 'cancelReason',
      key: 'cancelReason',
      ellipsis: true,
      width: 220,
    },
    ...(mode === 'recovery'
      ? [
          {
            title: o('field.recoverReason'),
            dataIndex: 'recoverReason',
            key: 'recoverReason',
            ellipsis: true,
          },
        ]
      : []),
  ];

  const rowActions =
    mode === 'recovery'
      ? (order: CancelledOrder): RowAction[] => [
          {
            key: 'recover',
            label: o('list.recover'),
            visible: canTransitionOrder(order, 'recover') && canUseButton(user, BUTTON_CODES.orderRecover),
            run: () => setRecovering(order),
          },
        ]
      : undefined;

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {mode === 'recovery' ? t('recovery.hint') : t('cancelled.hint')}
      </Typography.Paragraph>
      <ListScreen<CancelledOrder>
        label={mode === 'recovery' ? t('table.recovery') : t('table.cancelled')}
        queryKey={orderPathKeys.cancelled(mode)}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="orderId"
        {...(rowActions ? { rowActions, actionsWidth: 120 } : {})}
        fetchPage={(applied, request, signal) =>
          client.order.order.cancelledList(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                orderNo: applied.orderNo,
                customerName: applied.customerName,
                enterpriseId: numberFilter(applied.enterpriseId),
                cancelBy: applied.cancelBy,
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      {mode === 'recovery' && <RecoverOrderModal order={recovering} onClose={() => setRecovering(null)} />}
    </Flex>
  );
}
