import type { Meta, StoryObj } from '@storybook/react-vite';
import { bypass, HttpResponse, http } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { PdfViewerModal } from './PdfViewerModal';

/** A hand-written three-page PDF served by Storybook from .storybook/public/fixtures. */
const SAMPLE_PDF = '/fixtures/sample.pdf';

/** How often the one-time link below was answered. */
let served = 0;

/** pdf.js reports the 404 of a missing file; the story shows that failure on purpose. */
function quietMissingFile() {
  const report = console.error;
  const error = spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('missing.pdf')) report(...args);
  });
  return () => error.mockRestore();
}

const meta = {
  title: 'Dialogs/PdfViewerModal',
  component: PdfViewerModal,
  args: { open: true, file: SAMPLE_PDF, title: '合同预览', onCancel: fn() },
} satisfies Meta<typeof PdfViewerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pdf.js loads lazily and reads the file in a worker: allow it a few seconds. */
const LOAD = { timeout: 15_000 };

/** Pages forward to the end and back; the buttons are disabled at each end. */
export const ThreePages: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '合同预览' });
    const modal = within(dialog);
    await expectShown(modal.findByText('第 1 / 3 页', {}, LOAD));
    await expectShown(modal.findByRole('img', { name: '第 1 页' }, LOAD));
    const previous = modal.getByRole('button', { name: /上一页/ });
    const next = modal.getByRole('button', { name: /下一页/ });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await userEvent.click(next);
    await expect(modal.getByText('第 2 / 3 页')).toBeVisible();
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    await expect(modal.getByText('第 3 / 3 页')).toBeVisible();
    await expect(next).toBeDisabled();
    await expectShown(modal.findByRole('img', { name: '第 3 页' }, LOAD));

    await userEvent.click(previous);
    await expect(modal.getByText('第 2 / 3 页')).toBeVisible();

    await userEvent.click(modal.getByRole('button', { name: /close|关闭/i }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A file that is not there: a clear message, no counter, both buttons disabled. */
export const FileCannotBeLoaded: Story = {
  args: { file: '/fixtures/missing.pdf', title: undefined },
  beforeEach: quietMissingFile,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'PDF 预览' }));
    await expectShown(dialog.findByText('文件加载失败', {}, LOAD));
    await expect(dialog.getByText('文件不存在或已损坏，请稍后再试或联系管理员。')).toBeVisible();
    await expect(dialog.queryByText(/第 \d+ \/ \d+ 页/)).toBeNull();
    await expect(dialog.getByRole('button', { name: /上一页/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /下一页/ })).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'Contract preview' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expectShown(dialog.findByText('Page 1 of 3', {}, LOAD));
    await userEvent.click(dialog.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(dialog.getByText('Page 2 of 3')).toBeVisible());
  },
};

export const InPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  args: { file: '/fixtures/missing.pdf', title: 'Contrato' },
  beforeEach: quietMissingFile,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expectShown(dialog.findByText('Não foi possível carregar o arquivo', {}, LOAD));
    await expect(dialog.getByRole('button', { name: /Página anterior/ })).toBeDisabled();
  },
};

/** The viewport of a 1366×768 laptop (issue 15 item 10). */
const LAPTOP = {
  viewport: {
    options: {
      laptop1366: { name: 'Laptop 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
    },
  },
};

/**
 * At 1366×768 an A4 page is taller than the window: it scrolls in its own area while 上一页, 下一页
 * and the counter stay on screen; ← and → turn the pages too.
 */
export const PagerInViewOnALaptop: Story = {
  parameters: LAPTOP,
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(view.innerHeight).toBeLessThanOrEqual(768);
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '合同预览' }),
    );
    const pageImage = await dialog.findByRole('img', { name: '第 1 页' }, LOAD);
    // The page is drawn at the dialog's width: an A4 page is then far taller than the window.
    await waitFor(
      () => expect(pageImage.getBoundingClientRect().height).toBeGreaterThan(view.innerHeight),
      LOAD,
    );
    const inView = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
    };
    const controls = [
      dialog.getByRole('button', { name: /上一页/ }),
      dialog.getByText('第 1 / 3 页'),
      dialog.getByRole('button', { name: /下一页/ }),
    ];
    for (const control of controls) await expect(inView(control)).toBe(true);

    await userEvent.keyboard('{ArrowRight}');
    await expectShown(dialog.findByText('第 2 / 3 页'));
    await userEvent.keyboard('{ArrowRight}');
    await expectShown(dialog.findByText('第 3 / 3 页'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByText('第 3 / 3 页')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expectShown(dialog.findByText('第 2 / 3 页'));
    await expect(inView(dialog.getByRole('button', { name: /下一页/ }))).toBe(true);
  },
};

/** A one-time link (a download ticket) is requested once: the viewer reads the bytes itself and gives them to pdf.js. */
export const OneTimeLinkReadOnce: Story = {
  args: { file: '/api/dfs/download?fileName=contract%2Fa.pdf&ticket=once' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dfs/download', async () => {
          served += 1;
          if (served > 1) return HttpResponse.json({ code: 401, msg: '下载链接已失效' }, { status: 401 });
          const pdf = await fetch(bypass(SAMPLE_PDF));
          return new HttpResponse(await pdf.arrayBuffer(), {
            headers: { 'Content-Type': 'application/pdf' },
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    served = 0;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expectShown(dialog.findByText('第 1 / 3 页', {}, LOAD));
    await userEvent.click(dialog.getByRole('button', { name: /下一页/ }));
    await expectShown(dialog.findByRole('img', { name: '第 2 页' }, LOAD));
    await expect(served).toBe(1);
  },
};
