export { AccessoryTable, type AccessoryTableProps } from './AccessoryTable';
export { AccountInfo, type AccountInfoProps } from './AccountInfo';
export { BillList, type BillListProps, billFiltersOf } from './BillList';
export { BlankLayout, type BlankLayoutProps } from './BlankLayout';
export { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
export { CustomerOrdersDialog, type CustomerOrdersDialogProps } from './CustomerOrdersDialog';
export { CustomerOrdersTabs, type CustomerOrdersTabsProps } from './CustomerOrdersTabs';
export {
  DemandPictureUpload,
  type DemandPictureUploadProps,
  MAX_DEMAND_PICTURES,
} from './DemandPictureUpload';
export { DemandAddForm, type DemandAddFormProps, DemandTable, type DemandTableProps } from './DemandTable';
export { DemandTabs, type DemandTabsProps } from './DemandTabs';
export { DownloadsModal, type DownloadsModalProps, downloadKeys } from './DownloadsModal';
export { DutyTechniciansModal, type DutyTechniciansModalProps, dutyKeys } from './DutyTechniciansModal';
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
export { EnterpriseSettingsTab, type EnterpriseSettingsTabProps } from './EnterpriseSettingsTab';
export {
  EXCEPTION_STATUSES,
  ExceptionPage,
  type ExceptionPageProps,
  type ExceptionStatus,
} from './ExceptionPage';
export { ExitSummaryModal, type ExitSummaryModalProps } from './ExitSummaryModal';
export * from './enterprise';
export {
  FormModal,
  type FormModalDialogProps,
  type FormModalInitialValues,
  type FormModalProps,
} from './FormModal';
export { formatDateTime, formatMoney } from './format';
export { Greeting, type GreetingProps } from './Greeting';
export {
  type GuaranteeDraft,
  GuaranteeTable,
  type GuaranteeTableProps,
  newGuaranteeRow,
  type OrderTypeOption,
} from './GuaranteeTable';
export { HeaderMenu, type HeaderMenuProps } from './HeaderMenu';
export * from './header';
export { type BillFilters, billKeys, useBillList } from './header/billQueries';
export {
  CUSTOMER_ORDER_DICT_TYPES,
  type CustomerOrderFilters,
  type CustomerOrderRemoval,
  customerOrderKeys,
  customerOrderQueries,
  useCustomerOrderCount,
  useCustomerOrderDictionaries,
  useCustomerOrderList,
  useExportCustomerOrders,
  useRecoverCustomerOrder,
  useRemoveCustomerOrder,
  useSendCustomerOrders,
} from './header/customerOrderQueries';
export {
  type RechargeFilters,
  useCreateTopup,
  useDeleteRecharge,
  useEnterpriseAccount,
  usePaymentPage,
  useRechargeList,
  walletKeys,
} from './header/walletQueries';
export { InstallTypeSettingCard, type InstallTypeSettingCardProps } from './InstallTypeSettingCard';
export * from './i18n';
export { LanguageSwitch, type LanguageSwitchProps, LOCALE_NAMES } from './LanguageSwitch';
export * from './ListScreen';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export {
  type Brand,
  BrandLogo,
  type BrandLogoProps,
  LOGIN_LAYOUT_VARIANTS,
  LoginLayout,
  type LoginLayoutProps,
  type LoginLayoutVariant,
} from './LoginLayout';
export {
  CONTENT_WIDTHS,
  type ContentWidth,
  contrastRatio,
  LAYOUT_MODES,
  LAYOUT_SETTINGS_DEFAULTS,
  LAYOUT_SETTINGS_STORAGE_KEY,
  type LayoutMode,
  type LayoutSettings,
  loadLayoutSettings,
  NAV_THEMES,
  type NavTheme,
  normalizeLayoutSettings,
  PRIMARY_COLOR_PRESETS,
  type PrimaryColorPreset,
  ReadablePrimary,
  type ReadablePrimaryProps,
  readableShade,
  readableTheme,
  saveLayoutSettings,
  TEXT_CONTRAST_MINIMUM,
} from './layoutSettings';
export {
  breadcrumbFor,
  COLLAPSED_SIDE_MENU_WIDTH,
  COLOR_WEAK_FILTER,
  FIXED_CONTENT_WIDTH,
  type LayoutBreadcrumbItem,
  type LayoutRoute,
  MainLayout,
  type MainLayoutProps,
  matchRoutes,
  menuKeysFor,
  renderRouteIcon,
  SCREEN_CLASSES,
  type ScreenClass,
  useLayoutBreakpoint,
} from './MainLayout';
export {
  ModelConfigModal,
  type ModelConfigModalProps,
  ModelConfigModalView,
  type ModelConfigModalViewProps,
} from './ModelConfigModal';
export { type MultiTab, MultiTabBar, type MultiTabBarProps, type MultiTabsChange } from './MultiTabBar';
export { NoticeBell, type NoticeBellProps } from './NoticeBell';
export {
  type LocaleState,
  OnsiteProvider,
  type OnsiteProviderProps,
  useLocale,
  useOnsiteClient,
} from './OnsiteProvider';
export {
  PagedTable,
  type PagedTableProps,
  type PagedTableState,
  type PageRequest,
  type PageResult,
  type SortOrder,
  type UsePagedQueryOptions,
  type UsePagedQueryResult,
  usePagedQuery,
} from './PagedTable';
export { PageHeader, type PageHeaderLink, type PageHeaderProps, type PageHeaderTab } from './PageHeader';
export { type PdfFile, PdfViewerModal, type PdfViewerModalProps } from './PdfViewerModal';
export { PictureUpload, type PictureUploadProps } from './PictureUpload';
export { PriceTable, type PriceTableProps } from './PriceTable';
export { Can, type CanProps, type OnsiteUser, useCan, useOnsiteUser } from './permissions';
export * from './QueryForm';
export * from './query';
export { dictKeys, dictLabelOf, useDictionary } from './query/dictQueries';
export { RecentLoginsModal, type RecentLoginsModalProps } from './RecentLoginsModal';
export { type RegionFieldNames, RegionSelect, type RegionSelectProps } from './RegionSelect';
export { RemoveCustomerOrderModal, type RemoveCustomerOrderModalProps } from './RemoveCustomerOrderModal';
export * from './RowActions';
export { SectionState, type SectionStateProps } from './SectionState';
export { SettingDrawer, type SettingDrawerProps } from './SettingDrawer';
export { TopupList, type TopupListProps } from './TopupList';
export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export {
  openPaymentWindow,
  type TopupFormValue,
  TopupWizard,
  type TopupWizardProps,
  TopupWizardView,
  type TopupWizardViewProps,
} from './TopupWizard';
export { UserInfoModal, type UserInfoModalProps } from './UserInfoModal';
export {
  WorkStatusSwitches,
  type WorkStatusSwitchesProps,
  WorkStatusSwitchesView,
  type WorkStatusSwitchesViewProps,
} from './WorkStatusSwitches';
