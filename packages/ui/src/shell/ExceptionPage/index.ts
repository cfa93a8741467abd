export {
  EXCEPTION_STATUSES,
  ExceptionPage,
  type ExceptionPageProps,
  type ExceptionStatus,
} from './ExceptionPage';
