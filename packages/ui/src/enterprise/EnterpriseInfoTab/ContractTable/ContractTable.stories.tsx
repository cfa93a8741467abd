import { ApiError } from '@onsite/api-client';
import { enterpriseContracts } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, page } from '../../../testing/storyKit';
import { ContractTable } from './ContractTable';

const FULL = { list: true, upload: true, edit: true, remove: true, info: true };
const lockContracts = enterpriseContracts.filter((contract) => contract.enterpriseId === 1);
const refusal = (msg: string) => new ApiError({ kind: 'business', code: 500, msg, httpStatus: 200 });

const meta = {
  title: 'EnterpriseInfoTab/ContractTable',
  component: ContractTable,
  args: {
    contracts: lockContracts,
    access: FULL,
    onUpload: fn(async (_file: File, onProgress: (percent: number) => void) => {
      onProgress(40);
      await new Promise((resolve) => setTimeout(resolve, 50));
      onProgress(100);
    }),
    onUpdate: fn(async () => undefined),
    onMainChange: fn(async () => undefined),
    onToggle: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onView: fn(async () => undefined),
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof ContractTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(text) }));

/** The lock enterprise's contracts: the main one enabled, a supplementary one disabled. */
export const Contracts: Story = {
  play: async ({ canvasElement }) => {
    const main = rowOf(canvasElement, 'HT-2024-001');
    await expect(main.getByRole('switch', { name: 'HT-2024-001 设为主合同' })).toBeChecked();
    await expect(main.getByText('已启用')).toBeVisible();
    await expect(main.getByText('2024-01-01 00:00:00 ~ 2024-12-31 23:59:59')).toBeVisible();
    await expect(main.getByRole('button', { name: '禁用' })).toBeVisible();
    const other = rowOf(canvasElement, 'HT-2023-017');
    await expect(other.getByRole('switch')).not.toBeChecked();
    await expect(other.getByText('已禁用')).toBeVisible();
    await expect(other.getByRole('button', { name: '启用' })).toBeVisible();
  },
};

/** The switch reports its new value: on for a non-main contract, off for the main one (D3). */
export const MainSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, 'HT-2023-017').getByRole('switch'));
    await expect(args.onMainChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), true);
    await expectToast(canvasElement, '保存成功');
    await userEvent.click(rowOf(canvasElement, 'HT-2024-001').getByRole('switch'));
    await expect(args.onMainChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), false);
  },
};

/** Number and name are edited in place: Enter saves, cancel restores, an empty text is refused. */
export const InlineEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同编号' }));
    const input = row.getByRole('textbox', { name: '合同编号' });
    await userEvent.clear(input);
    await userEvent.click(row.getByRole('button', { name: '保存合同编号' }));
    await expectToast(canvasElement, '合同编号不能为空');
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.type(input, ' HT-2024-009 {Enter}');
    await expect(args.onUpdate).toHaveBeenCalledWith({ id: 1, contractNo: 'HT-2024-009' });
    await expectToast(canvasElement, '保存成功');

    await userEvent.click(row.getByRole('button', { name: '编辑合同名称' }));
    await userEvent.type(row.getByRole('textbox', { name: '合同名称' }), '（修订）');
    await userEvent.click(row.getByRole('button', { name: '取消编辑合同名称' }));
    await expect(row.getByText('2024年度门锁安装服务合同')).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

/** The period is edited as a date-time range and saved as YYYY-MM-DD HH:mm:ss. */
export const InlineEditPeriod: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同期限' }));
    const start = row.getByPlaceholderText('开始时间');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-01-01 08:00:00{Enter}');
    const end = row.getByPlaceholderText('结束时间');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-12-31 18:00:00{Enter}');
    await userEvent.click(row.getByRole('button', { name: '保存合同期限' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith({
        id: 1,
        contractStartTime: '2025-01-01 08:00:00',
        contractEndTime: '2025-12-31 18:00:00',
      }),
    );
  },
};

/** The server refuses an edit: its msg is shown and the cell stays in edit mode (spec 001 §8). */
export const EditRefused: Story = {
  args: { onUpdate: fn(async () => Promise.reject(refusal('合同编号已存在'))) },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同编号' }));
    await userEvent.type(row.getByRole('textbox', { name: '合同编号' }), '-2{Enter}');
    await expectToast(canvasElement, '合同编号已存在');
    await expect(row.getByRole('textbox', { name: '合同编号' })).toHaveValue('HT-2024-001-2');
  },
};

/** Disable an enabled contract (禁用成功), enable a disabled one (启用成功). */
export const EnableDisable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, 'HT-2024-001').getByRole('button', { name: '禁用' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    await expectToast(canvasElement, '禁用成功');
    await userEvent.click(rowOf(canvasElement, 'HT-2023-017').getByRole('button', { name: '启用' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await expectToast(canvasElement, '启用成功');
  },
};

/** Spec 001 §5: deleting asks 确认删除吗？; cancel keeps the contract, confirm deletes it (删除成功). */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await userEvent.click(rowOf(canvasElement, 'HT-2023-017').getByRole('button', { name: '删除' }));
    await expectToast(canvasElement, '确认删除吗？');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvasElement, 'HT-2023-017').getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expectToast(canvasElement, '删除成功');
  },
};

/** View opens the PDF preview; download starts the original's download (both by a one-time link, issue 14 item 8). */
export const ViewAndDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(row.getByRole('button', { name: '下载' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect(row.queryByRole('link')).toBeNull();
  },
};

/** The link cannot be had (e.g. the session lost the code): the server's msg shows, nothing opens. */
export const ViewRefused: Story = {
  args: { onView: fn(async () => Promise.reject(refusal('无权查看或下载合同'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'HT-2024-001').getByRole('button', { name: '查看' }));
    await expectToast(canvasElement, '无权查看或下载合同');
    await expect(rowOf(canvasElement, 'HT-2024-001').getByRole('button', { name: '查看' })).toBeEnabled();
  },
};

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
// The file dialog lets a person pick any file ("All files"), so the accept list is not applied here.
const upload = (canvasElement: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), file);

/** Spec 001 §5: only doc, docx, xls, ppt, pptx, xlsx and pdf: a .exe says 上传文件格式不支持! and is not sent. */
export const UploadRefusesOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    await upload(canvasElement, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await expectToast(canvasElement, '上传文件格式不支持!');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** An allowed file is sent with its progress: 上传成功. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    await upload(canvasElement, new File(['%PDF-1.4'], '补充协议.PDF', { type: 'application/pdf' }));
    await expectToast(canvasElement, '上传成功');
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ name: '补充协议.PDF' }),
      expect.any(Function),
    );
  },
};

export const UploadFails: Story = {
  args: {
    onUpload: fn(async (_file: File, _onProgress: (percent: number) => void) =>
      Promise.reject(new Error('network down')),
    ),
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement, new File(['doc'], '合同.docx'));
    await expectToast(canvasElement, '上传失败');
  },
};

/** The viewer profile: list, view and download only — no upload, edit, switch, enable or delete. */
export const Viewer: Story = {
  args: { access: { list: true, upload: false, edit: false, remove: false, info: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /上传合同|编辑|禁用|启用|删除/ })).toBeNull();
    for (const item of canvas.getAllByRole('switch')) await expect(item).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: '下载' })).toHaveLength(2);
  },
};

/** Without enterpriseContractInfo (in either mode): the table only, nothing interactive. */
export const WithoutContractInfo: Story = {
  args: { access: { list: true, upload: false, edit: false, remove: false, info: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    for (const item of canvas.getAllByRole('switch')) await expect(item).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { contracts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无合同')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { contracts: [], loading: true },
};

/** Issue 15 item 2: an end typed and confirmed with 确定 (the picker moves on to the start) is what ✓ saves. */
export const TypedEndIsSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同期限' }));
    const end = row.getByPlaceholderText('结束时间');
    await userEvent.click(end);
    await userEvent.clear(end);
    await userEvent.type(end, '2030-06-30 12:00:00');
    await userEvent.click(await page(canvasElement).findByRole('button', { name: /确\s*定/ }));
    await userEvent.click(row.getByRole('button', { name: '保存合同期限' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith({
        id: 1,
        contractStartTime: '2024-01-01 00:00:00',
        contractEndTime: '2030-06-30 12:00:00',
      }),
    );
    await expectToast(canvasElement, '保存成功');
  },
};

/** A field showing no date-time (half typed), or a start after the end, is refused with a message: nothing sent. */
export const UnreadablePeriodRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'HT-2024-001');
    await userEvent.click(row.getByRole('button', { name: '编辑合同期限' }));
    const end = row.getByPlaceholderText('结束时间');
    await userEvent.click(end);
    await userEvent.clear(end);
    await userEvent.type(end, '2030-06-3');
    await userEvent.click(row.getByRole('button', { name: '保存合同期限' }));
    await expectToast(canvasElement, '结束时间格式不正确，应为 YYYY-MM-DD HH:mm:ss');
    await userEvent.clear(end);
    await userEvent.type(end, '2023-06-30 12:00:00');
    await userEvent.click(row.getByRole('button', { name: '保存合同期限' }));
    await expectToast(canvasElement, '开始时间不能晚于结束时间');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
