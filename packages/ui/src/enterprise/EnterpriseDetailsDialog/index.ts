export {
  EnterpriseDetailsDialog,
  type EnterpriseDetailsDialogCloseInfo,
  type EnterpriseDetailsDialogProps,
} from './EnterpriseDetailsDialog';
export {
  EnterpriseUnavailable,
  type EnterpriseUnavailableProps,
  type EnterpriseUnavailableReason,
  unavailableReasonOf,
} from './EnterpriseUnavailable';
export { type DialogTabsInput, firstDialogTab, visibleDialogTabs } from './visibleTabs';
