export {
  demandKeys,
  demandQueries,
  useConfigDemandModels,
  useConfigDemandOrderTypes,
  useDemandRecord,
} from './demandQueries';
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
export { modelKeys, modelQueries, useEnterpriseModels } from './modelQueries';
export { orderTypeKeys, orderTypeQueries, useOrderTypeTree } from './orderTypeQueries';
export { enterpriseQueries, type HistoryFilters } from './queries';
export { enterpriseKeys } from './queryKeys';
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
export { useEnterpriseModelTree, useSaveEnterpriseModels } from './useModelConfig';
