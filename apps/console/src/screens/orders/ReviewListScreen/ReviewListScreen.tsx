import { BUTTON_CODES, CUSTOMER_ORDER_PENDING, type CustomerOrder, canUseButton } from '@onsite/domain';
import {
  customerOrderKeys,
  dateTimeColumn,
  definedOnly,
  dictColumn,
  type FilterField,
  ListScreen,
  pageQueryOf,
  RemoveCustomerOrderModal,
  type RowAction,
  serverMessageOf,
  useAppFeedback,
  useCustomerOrderDictionaries,
  useOnsiteClient,
  useOnsiteUser,
  useRemoveCustomerOrder,
  useSendCustomerOrders,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { type CSSProperties, type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { orderKeys } from '../orderQueries';
import { ordersTexts } from '../texts';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * 审核列表 (`reviewList`): the customer-placed orders still pending (spec 000 §1, §4.4), reviewed
 * here: converted to orders one by one or in a batch (`/order/customer/sendOrder`), or removed with
 * a reason. Filters in the URL.
 */
export default function ReviewListScreen() {
  const { t } = useAreaTexts(ordersTexts);
  const { t: ui } = useTranslation('ui');
  const client = useOnsiteClient();
  const user = useOnsiteUser();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const send = useSendCustomerOrders();
  const remove = useRemoveCustomerOrder();
  const dictionaries = useCustomerOrderDictionaries();
  const [selected, setSelected] = useState<Key[]>([]);
  const [removing, setRemoving] = useState<CustomerOrder | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'enterpriseName', label: t('field.enterprise') },
      { kind: 'text', name: 'customerName', label: t('field.customerName') },
      { kind: 'text', name: 'customerMobile', label: t('field.customerMobile') },
      { kind: 'dict', name: 'installType', label: t('field.installType'), dictType: 'install_type' },
      { kind: 'text', name: 'orderType', label: t('field.orderType') },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('field.createTime'),
        from: 'createStartTime',
        to: 'createEndTime',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const mayPlace = canUseButton(user, BUTTON_CODES.customerOrderPlace);
  const convert = async (ids: readonly number[]) => {
    await send.mutateAsync(ids);
    setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };

  const columns: TableColumnsType<CustomerOrder> = [
    { title: t('review.no'), dataIndex: 'no', key: 'no' },
    { title: t('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.customerMobile'), dataIndex: 'customerMobile', key: 'customerMobile' },
    { title: t('field.address'), dataIndex: 'address', key: 'address', ellipsis: true, width: 240 },
    dictColumn<CustomerOrder>(t('field.installType'), 'installType', 'install_type'),
    { title: t('field.orderType'), dataIndex: 'orderType', key: 'orderType' },
    { title: t('field.number'), dataIndex: 'number', key: 'number', align: 'right' },
    dateTimeColumn<CustomerOrder>(t('field.createTime'), 'createTime', { sorter: true }),
  ];
  const rowActions = (order: CustomerOrder): RowAction[] => [
    {
      key: 'convert',
      label: t('review.convert'),
      visible: mayPlace,
      confirm: t('review.convertConfirm'),
      successText: t('review.converted'),
      run: () => convert([order.id]),
    },
    {
      key: 'remove',
      label: t('review.remove'),
      danger: true,
      visible: canUseButton(user, BUTTON_CODES.customerOrderRemove),
      run: () => setRemoving(order),
    },
  ];

  return (
    <>
      <ListScreen<CustomerOrder>
        label={t('review.table')}
        queryKey={[...customerOrderKeys.lists(), 'review']}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="id"
        rowActions={rowActions}
        // No select-all box: with ListScreen's horizontal scroll antd copies it into an aria-hidden
        // measure row. The column keeps a name for screen readers.
        rowSelection={
          mayPlace
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                hideSelectAll: true,
                columnTitle: <span style={VISUALLY_HIDDEN}>{t('review.select')}</span>,
              }
            : undefined
        }
        toolbar={
          mayPlace && (
            <Button
              type="primary"
              loading={send.isPending}
              onClick={() => {
                if (selected.length === 0) return void message.warning(t('review.noSelection'));
                convert(selected.map(Number)).then(
                  () => void message.success(t('review.converted')),
                  (error: unknown) => void message.error(serverMessageOf(error) ?? ui('list.systemError')),
                );
              }}
            >
              {t('review.batchConvert')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.order.customer.selectOrderList(
            {
              ...pageQueryOf(request),
              status: CUSTOMER_ORDER_PENDING,
              ...definedOnly({
                enterpriseName: applied.enterpriseName,
                customerName: applied.customerName,
                customerMobile: applied.customerMobile,
                installType: applied.installType,
                orderType: applied.orderType,
                createStartTime: applied.createStartTime,
                createEndTime: applied.createEndTime,
              }),
            },
            { signal },
          )
        }
      />
      <RemoveCustomerOrderModal
        open={removing !== null}
        orderNo={removing?.no ?? ''}
        reasons={(dictionaries.data?.remove_type ?? []).filter((entry) => entry.status === '0')}
        reasonsLoading={dictionaries.isLoading}
        onSubmit={(removal) => remove.mutateAsync({ ...removal, id: removing?.id ?? 0 })}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
