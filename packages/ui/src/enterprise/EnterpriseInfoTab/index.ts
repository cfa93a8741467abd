export { type ContractAccess, type EnterpriseInfoAccess, enterpriseInfoAccess } from './access';
export { BasicInfoSection, type BasicInfoSectionProps } from './BasicInfoSection';
export { type ContractChange, ContractTable, type ContractTableProps } from './ContractTable';
export {
  CustomInfoSection,
  type CustomInfoSectionProps,
  EnterpriseCustomInfo,
  type EnterpriseCustomInfoProps,
} from './CustomInfoSection';
export { EnterpriseInfoTab, type EnterpriseInfoTabProps } from './EnterpriseInfoTab';
export {
  CONTACT_FIELDS,
  type ContactField,
  contactFieldName,
  type EnterpriseFormValues,
  type ReturnAddressRow,
  toFormValues,
  toUpdatePayload,
} from './enterpriseFormModel';
export {
  ENTERPRISE_INFO_DICT_TYPES,
  type EnterpriseInfoDictType,
  enterpriseInfoQueries,
} from './enterpriseInfoQueries';
export { InstallTypeContactsCard, type InstallTypeContactsCardProps } from './InstallTypeContactsCard';
export { type DictOptions, dictOptionsOf, type SelectOption, userOptionsOf } from './options';
export {
  type ProfileAccess,
  ProfileSection,
  type ProfileSectionProps,
  type RegionOptions,
  RemarkField,
  type RemarkFieldProps,
} from './ProfileSection';
export {
  ReturnAddressField,
  type ReturnAddressFieldProps,
  ReturnAddressList,
  type ReturnAddressListProps,
} from './ReturnAddressList';
export { SectionCard, type SectionCardProps } from './SectionCard';
export { SendRequirementList, type SendRequirementListProps } from './SendRequirementList';
