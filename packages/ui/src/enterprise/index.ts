export { AccessoryTable, type AccessoryTableProps } from './AccessoryTable';
export {
  DemandPictureUpload,
  type DemandPictureUploadProps,
  MAX_DEMAND_PICTURES,
} from './DemandPictureUpload';
export { DemandAddForm, type DemandAddFormProps, DemandTable, type DemandTableProps } from './DemandTable';
export { DemandTabs, type DemandTabsProps } from './DemandTabs';
export { EnterpriseAmountTab, type EnterpriseAmountTabProps, orderTypeNamesOf } from './EnterpriseAmountTab';
export {
  DEMAND_RELATION_TYPES,
  type DemandModelsChange,
  type DemandOrderTypesChange,
  type DemandRelations,
  type DemandRelationType,
  EnterpriseDemandModal,
  type EnterpriseDemandModalProps,
  EnterpriseDemandModalView,
  type EnterpriseDemandModalViewProps,
  modelTreeOf,
} from './EnterpriseDemandModal';
export {
  type DialogTabsInput,
  EnterpriseDetailsDialog,
  type EnterpriseDetailsDialogCloseInfo,
  type EnterpriseDetailsDialogProps,
  firstDialogTab,
  visibleDialogTabs,
} from './EnterpriseDetailsDialog';
export { EnterpriseDetailsPanel, type EnterpriseDetailsPanelProps } from './EnterpriseDetailsPanel';
export {
  defaultHistoryFilters,
  EnterpriseHistoryTab,
  type EnterpriseHistoryTabProps,
  HistoryContent,
  type HistoryContentProps,
  HistoryFilterForm,
  type HistoryFilterFormProps,
  historyFiltersOf,
} from './EnterpriseHistoryTab';
export {
  BasicInfoSection,
  type BasicInfoSectionProps,
  type ContractAccess,
  type ContractChange,
  ContractTable,
  type ContractTableProps,
  CustomInfoSection,
  type CustomInfoSectionProps,
  EnterpriseCustomInfo,
  type EnterpriseCustomInfoProps,
  type EnterpriseInfoAccess,
  EnterpriseInfoTab,
  type EnterpriseInfoTabProps,
  InstallTypeContactsCard,
  type InstallTypeContactsCardProps,
  type ProfileAccess,
  ProfileSection,
  type ProfileSectionProps,
  type RegionOptions,
  ReturnAddressField,
  type ReturnAddressFieldProps,
  ReturnAddressList,
  type ReturnAddressListProps,
  type ReturnAddressRow,
  SendRequirementList,
  type SendRequirementListProps,
} from './EnterpriseInfoTab';
export {
  EnterpriseSettingsTab,
  type EnterpriseSettingsTabProps,
  InstallTypeSettings,
  type InstallTypeSettingsProps,
} from './EnterpriseSettingsTab';
export {
  type GuaranteeDraft,
  GuaranteeTable,
  type GuaranteeTableProps,
  newGuaranteeRow,
  type OrderTypeOption,
} from './GuaranteeTable';
export * from './hooks';
export { InstallTypeSettingCard, type InstallTypeSettingCardProps } from './InstallTypeSettingCard';
export {
  ModelConfigModal,
  type ModelConfigModalProps,
  ModelConfigModalView,
  type ModelConfigModalViewProps,
} from './ModelConfigModal';
export { PriceTable, type PriceTableProps } from './PriceTable';
