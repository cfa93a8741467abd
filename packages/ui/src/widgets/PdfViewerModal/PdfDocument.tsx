// Loaded only through React.lazy in PdfViewerModal: pdf.js stays out of every other import of @onsite/ui.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF by URL, or its bytes. */
export type PdfFile = string | Blob | ArrayBuffer;

export interface PdfDocumentProps {
  /** The file to show. */
  file: PdfFile;
  /** The page shown, from 1. */
  pageNumber: number;
  /** Width of the rendered page in px. */
  width: number;
  /** The accessible name of the rendered page, e.g. 第 2 页. */
  pageLabel: string;
  /** Shown while the file or the page loads. */
  loading: ReactNode;
  /** Called with the number of pages once the file is read. */
  onLoad: (pageCount: number) => void;
  /** Called when the file cannot be fetched or read. */
  onError: (error: Error) => void;
}

/** One page of a PDF drawn by pdf.js (react-pdf), without text or annotation layers (no CSS needed). */
export function PdfDocument({
  file,
  pageNumber,
  width,
  pageLabel,
  loading,
  onLoad,
  onError,
}: PdfDocumentProps) {
  return (
    <Document
      file={file}
      loading={loading}
      error={null}
      onLoadSuccess={({ numPages }) => onLoad(numPages)}
      onLoadError={onError}
      onSourceError={onError}
    >
      <div role="img" aria-label={pageLabel}>
        <Page
          pageNumber={pageNumber}
          width={width}
          loading={loading}
          renderTextLayer={false}
          renderAnnotationLayer={false}
        />
      </div>
    </Document>
  );
}
