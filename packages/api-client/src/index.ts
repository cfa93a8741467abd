export type { LiveMessage } from '@onsite/domain';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_BASE_URL,
  TOKEN_HEADER,
} from './client/createApiClient';
export { baseName, buildDownloadUrl, fileNameFromContentDisposition } from './client/download';
export {
  API_ERROR_KINDS,
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  isApiError,
  NO_SERVER_CODE,
} from './client/errors';
export type {
  CallFunction,
  CallInput,
  CallOptions,
  CallResult,
  ClientOf,
  DownloadedFile,
  Page,
  UploadFile,
  UploadOptions,
} from './client/types';
export { createUnauthorizedGate, UNAUTHORIZED_BURST_WINDOW_MS } from './client/unauthorized';
export * from './contract';
export * from './live';
