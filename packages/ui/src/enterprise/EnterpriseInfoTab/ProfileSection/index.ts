export type { AddressFieldsProps, RegionOptions } from './AddressFields';
export { type ProfileAccess, ProfileSection, type ProfileSectionProps } from './ProfileSection';
export { RemarkField, type RemarkFieldProps } from './RemarkField';
