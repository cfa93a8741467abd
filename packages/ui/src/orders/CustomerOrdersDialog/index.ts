export { CustomerOrdersDialog, type CustomerOrdersDialogProps } from './CustomerOrdersDialog';
