export { InstallTypeContactsCard, type InstallTypeContactsCardProps } from './InstallTypeContactsCard';
