import { DownloadOutlined } from '@ant-design/icons';
import {
  CUSTOMER_ORDER_PENDING,
  CUSTOMER_ORDER_REMOVED,
  type CustomerOrder,
  type CustomerOrderStatus,
  validateBatchPlace,
} from '@onsite/domain';
import { Button, Empty, Flex, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { saveBlob } from '../../providers/query/saveBlob';
import { serverMessageOf } from '../../providers/query/serverMessage';
import { PagedTable } from '../../widgets/PagedTable';
import {
  type CustomerOrderFilters,
  useCustomerOrderList,
  useExportCustomerOrders,
  useRecoverCustomerOrder,
  useRemoveCustomerOrder,
  useSendCustomerOrders,
} from '../hooks/customerOrderQueries';
import { RemoveCustomerOrderModal } from '../RemoveCustomerOrderModal';
import { CustomerOrderFilterForm, type FilterOption } from './CustomerOrderFilterForm';
import { customerOrderColumns } from './customerOrderColumns';

export interface CustomerOrderTabPanelProps {
  /** The status tab: 0 pending, 1 handled, 2 recycle bin (spec 000 §4.4). */
  status: CustomerOrderStatus;
  /** The install_type entries (filter and labels). */
  installTypes: readonly FilterOption[];
  /** The remove_type entries (removal reasons, filter and labels). */
  removeReasons: readonly FilterOption[];
  /** Whether the dictionaries are still loading. */
  dictionariesLoading: boolean;
}

const labelOf = (options: readonly FilterOption[], code: string) =>
  options.find((option) => option.value === code)?.label ?? code;

/**
 * One tab of the customer orders: its filters, Excel export, and a server-paged table. Pending rows
 * can be selected and placed together, or removed with a reason; removed rows can be restored.
 */
export function CustomerOrderTabPanel({
  status,
  installTypes,
  removeReasons,
  dictionariesLoading,
}: CustomerOrderTabPanelProps) {
  const { t } = useTranslation('ui');
  const { message, modal } = useAppFeedback();
  const [filters, setFilters] = useState<CustomerOrderFilters>({});
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  // The order being removed stays set while the dialog closes, so its number does not vanish mid-animation.
  const [removing, setRemoving] = useState<CustomerOrder | null>(null);
  const [removalOpen, setRemovalOpen] = useState(false);
  const { tableProps } = useCustomerOrderList(status, filters);
  const sendOrders = useSendCustomerOrders();
  const removeOrder = useRemoveCustomerOrder();
  const recoverOrder = useRecoverCustomerOrder();
  const exportOrders = useExportCustomerOrders();
  const failed = (error: unknown) =>
    void message.error(serverMessageOf(error) ?? t('widgets.common.systemError'));

  const placeSelected = () => {
    const problem = validateBatchPlace(selectedIds);
    if (problem !== null) {
      void message.warning(t(`header.${problem}`));
      return;
    }
    // Placing turns customer orders into work orders: ask first; 确定 waits for the answer.
    modal.confirm({
      title: t('header.customerOrders.placeConfirm', { count: selectedIds.length }),
      okText: t('header.customerOrders.placeOk'),
      cancelText: t('header.customerOrders.placeCancel'),
      onOk: () =>
        sendOrders.mutateAsync(selectedIds).then(() => {
          setSelectedIds([]);
          void message.success(t('header.customerOrders.placed'));
        }, failed),
    });
  };

  const restore = (order: CustomerOrder) =>
    recoverOrder.mutate(order.id, {
      onSuccess: () => void message.success(t('header.customerOrders.restored')),
      onError: failed,
    });

  const exportExcel = () =>
    exportOrders.mutate(
      { status, filters },
      { onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName), onError: failed },
    );

  const actions =
    status === CUSTOMER_ORDER_PENDING
      ? (order: CustomerOrder) => (
          // A bordered button: the primary link colour is below 4.5:1 on a selected row's background.
          <Button
            size="small"
            onClick={() => {
              setRemoving(order);
              setRemovalOpen(true);
            }}
          >
            {t('header.customerOrders.remove')}
          </Button>
        )
      : status === CUSTOMER_ORDER_REMOVED
        ? (order: CustomerOrder) => (
            <Button
              size="small"
              loading={recoverOrder.isPending && recoverOrder.variables === order.id}
              onClick={() => restore(order)}
            >
              {t('header.customerOrders.restore')}
            </Button>
          )
        : undefined;

  const columns = customerOrderColumns({
    status,
    t,
    installTypeLabel: (code) => labelOf(installTypes, code),
    removeReasonLabel: (code) => labelOf(removeReasons, code),
    ...(actions === undefined ? {} : { actions }),
  });

  return (
    <>
      <CustomerOrderFilterForm
        status={status}
        installTypes={installTypes}
        removeReasons={removeReasons}
        onSearch={(next) => {
          setSelectedIds([]);
          setFilters(next);
        }}
      />
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        {status === CUSTOMER_ORDER_PENDING ? (
          <>
            <Button type="primary" loading={sendOrders.isPending} onClick={placeSelected}>
              {t('header.customerOrders.batchPlace')}
            </Button>
            <Typography.Text type="secondary" aria-live="polite">
              {t('header.customerOrders.selected', { count: selectedIds.length })}
            </Typography.Text>
          </>
        ) : null}
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exportOrders.isPending}
          onClick={exportExcel}
        >
          {t('header.customerOrders.export')}
        </Button>
      </Flex>
      {/* No scroll.x nor fixed columns: antd's measure row would copy the select-all checkbox into an aria-hidden row. */}
      <PagedTable<CustomerOrder>
        rowKey="id"
        columns={columns}
        size="small"
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.customerOrders.empty')} />
          ),
        }}
        {...(status === CUSTOMER_ORDER_PENDING
          ? {
              rowSelection: {
                selectedRowKeys: [...selectedIds],
                preserveSelectedRowKeys: true,
                onChange: (keys: Key[]) => setSelectedIds(keys.map(Number)),
                getCheckboxProps: (order: CustomerOrder) => ({
                  'aria-label': t('header.customerOrders.selectRow', { no: order.no }),
                }),
              },
            }
          : {})}
        {...tableProps}
      />
      {status === CUSTOMER_ORDER_PENDING ? (
        <RemoveCustomerOrderModal
          open={removalOpen}
          {...(removing === null ? {} : { orderNo: removing.no })}
          reasons={removeReasons.map((option) => ({ dictValue: option.value, dictLabel: option.label }))}
          reasonsLoading={dictionariesLoading}
          onSubmit={async (removal) => {
            if (removing === null) return;
            await removeOrder.mutateAsync({ id: removing.id, ...removal });
            setSelectedIds((ids) => ids.filter((id) => id !== removing.id));
          }}
          onClose={() => setRemovalOpen(false)}
        />
      ) : null}
    </>
  );
}
