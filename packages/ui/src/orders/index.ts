export { CustomerOrdersDialog, type CustomerOrdersDialogProps } from './CustomerOrdersDialog';
export { CustomerOrdersTabs, type CustomerOrdersTabsProps } from './CustomerOrdersTabs';
export {
  CUSTOMER_ORDER_DICT_TYPES,
  type CustomerOrderFilters,
  type CustomerOrderRemoval,
  customerOrderKeys,
  customerOrderQueries,
  useCustomerOrderCount,
  useCustomerOrderDictionaries,
  useCustomerOrderList,
  useExportCustomerOrders,
  useRecoverCustomerOrder,
  useRemoveCustomerOrder,
  useSendCustomerOrders,
} from './hooks/customerOrderQueries';
export {
  ReminderList,
  ReminderListDialog,
  type ReminderListDialogProps,
  type ReminderListProps,
  reminderListKeys,
} from './ReminderList';
export { RemoveCustomerOrderModal, type RemoveCustomerOrderModalProps } from './RemoveCustomerOrderModal';
