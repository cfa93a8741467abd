export {
  DEMAND_RELATION_TYPES,
  type DemandModelsChange,
  type DemandOrderTypesChange,
  type DemandRelations,
  type DemandRelationType,
  modelTreeOf,
} from './demandOptions';
export { EnterpriseDemandModal, type EnterpriseDemandModalProps } from './EnterpriseDemandModal';
export { EnterpriseDemandModalView, type EnterpriseDemandModalViewProps } from './EnterpriseDemandModalView';
