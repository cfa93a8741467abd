import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfFile } from './PdfDocument';

// React.lazy: react-pdf and pdf.js load when a PDF is first shown, never with the rest of @onsite/ui.
// Marked pure so that a bundle which never uses the viewer drops even the chunk's import.
const PdfDocument = /* @__PURE__ */ lazy(() =>
  import('./PdfDocument').then((module) => ({ default: module.PdfDocument })),
);

export type { PdfFile };

export interface PdfViewerModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** The PDF: a URL (e.g. a contract preview address), or the file's bytes. */
  file: PdfFile;
  /** The modal's title; PDF 预览 by default. */
  title?: ReactNode;
  /** Called when the modal is closed (close button, Esc, mask). */
  onCancel: () => void;
  /** Width of the modal in px; 800 by default. */
  width?: number;
}

/** Padding of the modal body on both sides, which the page must leave free. */
const MODAL_GUTTER = 48;

function Loading() {
  const { t } = useTranslation('ui');
  return (
    <Flex vertical align="center" gap={8} style={{ padding: 48 }}>
      <Spin />
      <Typography.Text type="secondary">{t('widgets.pdf.loading')}</Typography.Text>
    </Flex>
  );
}

function PdfViewer({ file, pageWidth }: { file: PdfFile; pageWidth: number }) {
  const { t } = useTranslation('ui');
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const ready = pageCount !== null && !failed;

  return (
    <>
      <Flex justify="center" style={{ minHeight: 320, overflow: 'auto' }}>
        {failed ? (
          <Result
            status="warning"
            title={t('widgets.pdf.loadFailed')}
            subTitle={t('widgets.pdf.loadFailedHint')}
          />
        ) : (
          <Suspense fallback={<Loading />}>
            <PdfDocument
              file={file}
              pageNumber={page}
              width={pageWidth}
              pageLabel={t('widgets.pdf.page', { page })}
              loading={<Loading />}
              onLoad={setPageCount}
              onError={() => setFailed(true)}
            />
          </Suspense>
        )}
      </Flex>
      <Flex justify="center" align="center" gap={16} style={{ marginTop: 16 }}>
        <Button icon={<LeftOutlined />} disabled={!ready || page <= 1} onClick={() => setPage((n) => n - 1)}>
          {t('widgets.pdf.previous')}
        </Button>
        <Typography.Text aria-live="polite" style={{ minWidth: 96, textAlign: 'center' }}>
          {ready ? t('widgets.pdf.counter', { page, total: pageCount }) : null}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          iconPlacement="end"
          disabled={!ready || page >= pageCount}
          onClick={() => setPage((n) => n + 1)}
        >
          {t('widgets.pdf.next')}
        </Button>
      </Flex>
    </>
  );
}

/**
 * The PDF viewer (spec 000 §2.3, 001 §2 PDF preview): one page at a time with previous and next
 * buttons and a page counter, disabled at the ends; a clear message when the file cannot be loaded.
 */
export function PdfViewerModal({ open, file, title, onCancel, width = 800 }: PdfViewerModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open={open}
      title={title ?? t('widgets.pdf.defaultTitle')}
      onCancel={onCancel}
      footer={null}
      width={width}
      centered
      destroyOnHidden
    >
      {/* A new file starts again at its first page. */}
      <PdfViewer
        key={typeof file === 'string' ? file : undefined}
        file={file}
        pageWidth={width - MODAL_GUTTER}
      />
    </Modal>
  );
}
