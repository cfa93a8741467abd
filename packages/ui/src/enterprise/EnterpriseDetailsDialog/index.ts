export {
  EnterpriseDetailsDialog,
  type EnterpriseDetailsDialogCloseInfo,
  type EnterpriseDetailsDialogProps,
} from './EnterpriseDetailsDialog';
export { type DialogTabsInput, firstDialogTab, visibleDialogTabs } from './visibleTabs';
