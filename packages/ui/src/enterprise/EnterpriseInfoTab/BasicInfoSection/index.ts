export { BasicInfoSection, type BasicInfoSectionProps } from './BasicInfoSection';
