export { openPaymentWindow, TopupWizard, type TopupWizardProps } from './TopupWizard';
export {
  formatMoney,
  type TopupFormValue,
  TopupWizardView,
  type TopupWizardViewProps,
} from './TopupWizardView';
