export { CustomInfoSection, type CustomInfoSectionProps } from './CustomInfoSection';
export { EnterpriseCustomInfo, type EnterpriseCustomInfoProps } from './EnterpriseCustomInfo';
