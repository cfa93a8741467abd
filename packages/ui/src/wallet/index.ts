export { AccountInfo, type AccountInfoProps } from './AccountInfo';
export { BillList, type BillListProps, billFiltersOf } from './BillList';
export { type BillFilters, billKeys, useBillList } from './hooks/billQueries';
export {
  type RechargeFilters,
  useCreateTopup,
  useDeleteRecharge,
  useEnterpriseAccount,
  usePaymentPage,
  useRechargeList,
  walletKeys,
} from './hooks/walletQueries';
export { TopupList, type TopupListProps } from './TopupList';
export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export {
  openPaymentWindow,
  type TopupFormValue,
  TopupWizard,
  type TopupWizardProps,
  TopupWizardView,
  type TopupWizardViewProps,
} from './TopupWizard';
