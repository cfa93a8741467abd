export { EnterpriseDetailsPanel, type EnterpriseDetailsPanelProps } from './EnterpriseDetailsPanel';
