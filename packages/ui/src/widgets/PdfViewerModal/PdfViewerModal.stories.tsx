import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PdfViewerModal } from './PdfViewerModal';

/** A hand-written three-page PDF served by Storybook from .storybook/public/fixtures. */
const SAMPLE_PDF = '/fixtures/sample.pdf';

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
    await expect(await modal.findByText('第 1 / 3 页', {}, LOAD)).toBeVisible();
    await expect(await modal.findByRole('img', { name: '第 1 页' }, LOAD)).toBeVisible();
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
    await expect(await modal.findByRole('img', { name: '第 3 页' }, LOAD)).toBeVisible();

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
    await expect(await dialog.findByText('文件加载失败', {}, LOAD)).toBeVisible();
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
    await expect(await dialog.findByText('Page 1 of 3', {}, LOAD)).toBeVisible();
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
    await expect(await dialog.findByText('Não foi possível carregar o arquivo', {}, LOAD)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Página anterior/ })).toBeDisabled();
  },
};
