export { EnterpriseSettingsTab, type EnterpriseSettingsTabProps } from './EnterpriseSettingsTab';
