import { BUTTON_CODES, ORDER_STATUS_VALUES, type OrderStatusValue, type ThirdOrder } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  numberFilter,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { OrderStatusBadge } from '../../orders/OrderStatusBadge';
import { ordersTexts } from '../../orders/texts';
import { useScreenPath } from '../../orders/useScreenPath';
import { thirdOrdersTexts } from '../texts';
import { dayFilter, statusFilter, thirdOrderKeys } from '../thirdOrderModel';
import { ImportThirdOrdersModal } from './ImportThirdOrdersModal';

/**
 * 第三方订单列表 (catalogue key `thirdOrderList`, D58): the orders received from third-party channels
 * by file import — channel, channel order number, our order number and its state, customer, import
 * batch and time. Filters in the URL, server paging; 导入订单 for a holder of the import code (staff
 * choose the enterprise, an enterprise user imports for their own); 详情 opens 第三方订单详情.
 */
export default function ThirdOrderListScreen() {
  const { t } = useAreaTexts(thirdOrdersTexts);
  const orders = useAreaTexts(ordersTexts);
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = useSessionStore((state) => (state.user?.enterpriseId ?? null) === null);
  const detailsPath = useScreenPath('thirdOrderDetails');
  const orderPath = useScreenPath('orderDetails');
  const [importing, setImporting] = useState(false);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'channel', label: t('field.channel') },
      { kind: 'text', name: 'channelOrderNo', label: t('field.channelOrderNo') },
      { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
      {
        kind: 'select',
        name: 'orderStatus',
        label: t('field.orderStatus'),
        options: ORDER_STATUS_VALUES.map((status) => ({
          value: status,
          label: orders.t(`status.${status}`),
        })),
      },
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('field.enterprise'),
              input: <EnterpriseSelect placeholder={t('third.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      { kind: 'text', name: 'batchNo', label: t('field.batchNo') },
      {
        kind: 'dateRange',
        name: 'importTime',
        label: t('field.importTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t, orders.t, staff],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      channel: applied.channel,
      channelOrderNo: applied.channelOrderNo,
      orderNo: applied.orderNo,
      orderStatus: statusFilter(applied.orderStatus),
      enterpriseId: staff ? numberFilter(applied.enterpriseId) : undefined,
      batchNo: applied.batchNo,
      beginTime: dayFilter(applied.beginTime),
      endTime: dayFilter(applied.endTime),
    });

  const columns: TableColumnsType<ThirdOrder> = [
    { title: t('field.channel'), dataIndex: 'channel', key: 'channel' },
    { title: t('field.channelOrderNo'), dataIndex: 'channelOrderNo', key: 'channelOrderNo' },
    {
      title: t('field.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      render: (orderNo: string, row: ThirdOrder) =>
        orderPath === null ? orderNo : <Link to={`${orderPath}?orderId=${row.orderId}`}>{orderNo}</Link>,
    },
    {
      title: t('field.orderStatus'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      render: (status: OrderStatusValue) => <OrderStatusBadge status={status} />,
    },
    ...(staff ? [{ title: t('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('field.customer'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.batchNo'), dataIndex: 'batchNo', key: 'batchNo' },
    { title: t('field.importBy'), dataIndex: 'importBy', key: 'importBy' },
    dateTimeColumn<ThirdOrder>(t('field.importTime'), 'importTime'),
  ];

  return (
    <>
      <ListScreen<ThirdOrder>
        label={t('third.table')}
        queryKey={thirdOrderKeys.list}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="thirdOrderId"
        collapsedCount={3}
        toolbar={
          <Can permission={BUTTON_CODES.thirdOrderImport}>
            <Button type="primary" onClick={() => setImporting(true)}>
              {t('third.import')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'details',
            label: t('third.details'),
            visible: detailsPath !== null,
            run: () => void navigate(`${detailsPath}?thirdOrderId=${row.thirdOrderId}`),
          },
        ]}
        fetchPage={(applied, request, signal) =>
          client.order.third.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <ImportThirdOrdersModal
        open={importing}
        chooseEnterprise={staff}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: thirdOrderKeys.all })}
      />
    </>
  );
}
