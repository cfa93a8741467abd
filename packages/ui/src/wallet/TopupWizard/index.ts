export { openPaymentWindow, TopupWizard, type TopupWizardProps } from './TopupWizard';
export {
  type TopupFormValue,
  TopupWizardView,
  type TopupWizardViewProps,
} from './TopupWizardView';
