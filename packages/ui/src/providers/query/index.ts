export { dictKeys, dictLabelOf, useDictionary } from './dictQueries';
export {
  createQueryClient,
  NETWORK_RETRY_DELAY_MS,
  READ_RETRY,
  retryNetworkFailureOnce,
} from './queryClient';
export { REFERENCE_STALE_MS, referenceKeys, referenceQueries, useRegionQueries } from './referenceQueries';
export { saveBlob } from './saveBlob';
export { serverMessageOf } from './serverMessage';
export { type Feedback, type SuccessText, useFeedback, withFeedback } from './useFeedback';
