export {
  type EnterpriseDialogActions,
  EnterpriseDialogContext,
  useEnterpriseDialog,
} from './EnterpriseDialogContext';
export {
  HISTORY_MODULES,
  HISTORY_OPERATE_TYPES,
  type HistoryModuleKey,
  type HistoryOperateTypeKey,
} from './historyOptions';
export { enterpriseQueries, type HistoryFilters } from './queries';
export { enterpriseKeys, referenceKeys } from './queryKeys';
export {
  type AccessoryChange,
  type EditablePriceRow,
  useEnterpriseAccessories,
  useEnterprisePrices,
  useSaveAccessories,
  useSavePrices,
} from './useEnterpriseAmount';
export {
  type DemandAction,
  useDemandAction,
  useDemandPictures,
  useEnterpriseDemands,
  useSaveDemandPictures,
} from './useEnterpriseDemands';
export { useEnterpriseHistory } from './useEnterpriseHistory';
export {
  type InstallTypeSettingChange,
  useInstallTypeSettings,
  useSaveInstallTypeSetting,
} from './useEnterpriseSettings';
export { type Feedback, type SuccessText, useFeedback, withFeedback } from './useFeedback';
export { useEnterpriseModelTree, useSaveEnterpriseModels } from './useModelConfig';
export {
  type StoredPicture,
  type UploadPicture,
  usePictureLinks,
  usePictureUpload,
} from './usePictureUpload';
