export * from './answers';
export * from './fixtures';
export {
  createHandlers,
  DEFAULT_HANDLER_BASE_URL,
  type HandlerOptions,
  happyHandler,
  happyResolver,
  routeOf,
} from './handlers';
export {
  businessErrorHandler,
  emptyHandler,
  forbiddenHandler,
  networkErrorHandler,
  slowHandler,
  unauthorizedHandler,
} from './scenarios';
