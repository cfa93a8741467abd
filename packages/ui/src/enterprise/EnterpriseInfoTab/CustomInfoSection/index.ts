export { CustomInfoSection, type CustomInfoSectionProps } from './CustomInfoSection';
