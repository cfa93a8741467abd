import {
  CUSTOMER_ORDER_HANDLED,
  CUSTOMER_ORDER_PENDING,
  CUSTOMER_ORDER_REMOVED,
  CUSTOMER_ORDER_STATUSES,
  type CustomerOrderCount,
  type CustomerOrderStatus,
} from '@onsite/domain';
import { Alert, Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type CUSTOMER_ORDER_DICT_TYPES,
  useCustomerOrderCount,
  useCustomerOrderDictionaries,
} from '../hooks/customerOrderQueries';
import type { FilterOption } from './CustomerOrderFilterForm';
import { CustomerOrderTabPanel } from './CustomerOrderTabPanel';

export interface CustomerOrdersTabsProps {
  /** The tab shown first; pending by default. */
  defaultStatus?: CustomerOrderStatus;
}

/** The label key and the count of each status tab (spec 000 §4.4). */
const TABS: Record<CustomerOrderStatus, { label: string; count: keyof CustomerOrderCount }> = {
  [CUSTOMER_ORDER_PENDING]: { label: 'pending', count: 'pendingCount' },
  [CUSTOMER_ORDER_HANDLED]: { label: 'handled', count: 'handledCount' },
  [CUSTOMER_ORDER_REMOVED]: { label: 'removed', count: 'removedCount' },
};

/**
 * The customer orders (spec 000 §2.4, §4.4, §7.6): tabs pending, handled and recycle bin, each with
 * its count, filters, export and server-paged table. No dialog chrome: the header's dialog and the
 * customer-order-manage screen both place it.
 */
export function CustomerOrdersTabs({ defaultStatus = CUSTOMER_ORDER_PENDING }: CustomerOrdersTabsProps) {
  const { t } = useTranslation('ui');
  const counts = useCustomerOrderCount();
  const dictionaries = useCustomerOrderDictionaries();
  const optionsOf = (dictType: (typeof CUSTOMER_ORDER_DICT_TYPES)[number]): FilterOption[] =>
    (dictionaries.data?.[dictType] ?? [])
      .filter((entry) => entry.status === '0')
      .map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  const installTypes = optionsOf('install_type');
  const removeReasons = optionsOf('remove_type');

  const labelOf = (status: CustomerOrderStatus) => {
    const label = t(`header.customerOrders.${TABS[status].label}`);
    const count = counts.data?.[TABS[status].count];
    return count === undefined ? label : t('header.customerOrders.tabCount', { label, count });
  };

  return (
    <>
      {dictionaries.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('header.customerOrders.dictionariesFailed')}
          action={
            <Button size="small" onClick={() => void dictionaries.refetch()}>
              {t('widgets.common.retry')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Tabs
        defaultActiveKey={String(defaultStatus)}
        items={CUSTOMER_ORDER_STATUSES.map((status) => ({
          key: String(status),
          label: labelOf(status),
          children: (
            <CustomerOrderTabPanel
              status={status}
              installTypes={installTypes}
              removeReasons={removeReasons}
              dictionariesLoading={dictionaries.isLoading}
            />
          ),
        }))}
      />
    </>
  );
}
