export { ExitSummaryModal, type ExitSummaryModalProps } from './ExitSummaryModal';
