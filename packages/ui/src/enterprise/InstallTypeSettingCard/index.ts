export { InstallTypeSettingCard, type InstallTypeSettingCardProps } from './InstallTypeSettingCard';
