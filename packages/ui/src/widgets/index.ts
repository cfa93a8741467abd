export {
  FormModal,
  type FormModalDialogProps,
  type FormModalInitialValues,
  type FormModalProps,
} from './FormModal';
export { followDownloadLink } from './followDownloadLink';
export { formatDateTime, formatMoney } from './format';
export * from './ListScreen';
export { LoadFailure, type LoadFailureProps } from './LoadFailure';
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
export { type PdfFile, PdfViewerModal, type PdfViewerModalProps } from './PdfViewerModal';
export { PictureUpload, type PictureUploadProps } from './PictureUpload';
export {
  type StoredPicture,
  type UploadPicture,
  usePictureLinks,
  usePictureUpload,
} from './PictureUpload/usePictureUpload';
export { useStoredPictureUrls } from './PictureUpload/useStoredPictureUrls';
export * from './QueryForm';
export { type RegionFieldNames, RegionSelect, type RegionSelectProps } from './RegionSelect';
export * from './RowActions';
export { SectionState, type SectionStateProps } from './SectionState';
