export {
  demandKeys,
  demandQueries,
  useConfigDemandModels,
  useConfigDemandOrderTypes,
  useDemandRecord,
} from './demandQueries';
export { modelKeys, modelQueries, useEnterpriseModels } from './modelQueries';
export { orderTypeKeys, orderTypeQueries, useOrderTypeTree } from './orderTypeQueries';
export { saveBlob } from './saveBlob';
export { serverMessageOf } from './serverMessage';
