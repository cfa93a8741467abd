export { type PdfFile, PdfViewerModal, type PdfViewerModalProps } from './PdfViewerModal';
