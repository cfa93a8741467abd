import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
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

/** Keys that type text: the arrows there move the caret, not the page. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The file as pdf.js should get it. A URL is fetched here, once, and handed over as bytes: a download
 * link may be one-time (a ticket, issue 14 item 8), and pdf.js or a re-run effect fetching it again
 * would be refused. Bytes passed in are wrapped in a Blob, which pdf.js reads afresh on every load
 * (an ArrayBuffer is detached by the first).
 */
function useLoadedOnce(file: PdfFile): { data: Blob | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ data: Blob | null; failed: boolean }>({ data: null, failed: false });
  const given = useMemo(() => (typeof file === 'string' ? null : asBlob(file)), [file]);
  // Kept across React's effect replays (StrictMode) so that one URL is requested once.
  const request = useRef<{ url: string; bytes: Promise<Blob> } | null>(null);
  useEffect(() => {
    if (typeof file !== 'string') return;
    if (request.current?.url !== file) {
      request.current = {
        url: file,
        bytes: fetch(file).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.blob();
        }),
      };
    }
    let current = true;
    request.current.bytes.then(
      (data) => current && setLoaded({ data, failed: false }),
      () => current && setLoaded({ data: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [file]);
  return given === null ? loaded : { data: given, failed: false };
}

const asBlob = (file: Blob | ArrayBuffer) =>
  file instanceof Blob ? file : new Blob([file], { type: 'application/pdf' });

/**
 * The page scrolls in its own area, at most this much shorter than the window, so that the title and
 * the pager stay on screen (issue 15 item 10: at 1366×768 the pager sat below an A4 page).
 */
const CHROME_HEIGHT = 220;

function PdfViewer({ file, pageWidth }: { file: PdfFile; pageWidth: number }) {
  const { t } = useTranslation('ui');
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const source = useLoadedOnce(file);
  const failed = source.failed || unreadable;
  const ready = pageCount !== null && !failed;
  const previous = ready && page > 1 ? () => setPage((n) => Math.max(1, n - 1)) : undefined;
  const next = ready && page < pageCount ? () => setPage((n) => Math.min(pageCount, n + 1)) : undefined;

  // ← and → turn the pages while the viewer is open.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
      return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    (event.key === 'ArrowLeft' ? previous : next)?.();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <Flex vertical gap={12}>
      <Flex justify="center" align="center" gap={16}>
        <Button icon={<LeftOutlined />} disabled={previous === undefined} onClick={previous}>
          {t('widgets.pdf.previous')}
        </Button>
        <Typography.Text aria-live="polite" style={{ minWidth: 96, textAlign: 'center' }}>
          {ready ? t('widgets.pdf.counter', { page, total: pageCount }) : null}
        </Typography.Text>
        <Button icon={<RightOutlined />} iconPlacement="end" disabled={next === undefined} onClick={next}>
          {t('widgets.pdf.next')}
        </Button>
      </Flex>
      {/* Focusable: a keyboard scrolls the page too (the arrows up and down). */}
      <Flex
        justify="center"
        tabIndex={0}
        style={{ minHeight: 320, maxHeight: `calc(100vh - ${CHROME_HEIGHT}px)`, overflow: 'auto' }}
      >
        {failed ? (
          <Result
            status="warning"
            title={t('widgets.pdf.loadFailed')}
            subTitle={t('widgets.pdf.loadFailedHint')}
          />
        ) : source.data === null ? (
          <Loading />
        ) : (
          <Suspense fallback={<Loading />}>
            <PdfDocument
              file={source.data}
              pageNumber={page}
              width={pageWidth}
              pageLabel={t('widgets.pdf.page', { page })}
              loading={<Loading />}
              onLoad={setPageCount}
              onError={() => setUnreadable(true)}
            />
          </Suspense>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The PDF viewer (spec 000 §2.3, 001 §2 PDF preview): one page at a time with previous and next
 * buttons (and ← →) and a page counter, disabled at the ends, above a page that scrolls in the
 * window; a clear message when the file cannot be loaded. A URL is read once (one-time links work).
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
