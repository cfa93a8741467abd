export { EnterpriseSettingsTab, type EnterpriseSettingsTabProps } from './EnterpriseSettingsTab';
export { InstallTypeSettings, type InstallTypeSettingsProps } from './InstallTypeSettings';
