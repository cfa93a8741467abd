import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectShown, expectToast, named, page, recording } from '../../testing/storyKit';
import { STORY_SESSION_TOKEN, withSessionToken } from '../../testing/withSessionToken';
import { DownloadsModal } from './DownloadsModal';

const { record } = contract.stuff;
const cleared = fn();
const linked = fn();
/** Every link the browser was asked to follow (the download itself is not part of a story). */
const followed = fn();

const meta = {
  title: 'Header/DownloadsModal',
  component: DownloadsModal,
  args: { open: true, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() }, user: { userId: 2, userType: '01', buttons: [] } },
  beforeEach: ({ msw }) => {
    for (const spy of [cleared, linked, followed]) spy.mockClear();
    msw.use(recording(record.clearExportRecord, cleared), recording(contract.dfs.downloadLink, linked));
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed(this.href);
    });
    return () => clicks.mockRestore();
  },
} satisfies Meta<typeof DownloadsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, time, type (table / picture) and a 下载 per file. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '我的下载');
    await expectShown(dialog.findByText('客户订单导出.xlsx'));
    await expect(dialog.getByText('2024-06-03 10:00:00')).toBeVisible();
    await expect(dialog.getByText('表格')).toBeVisible();
    await expect(dialog.getByText('图片')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '下载 客户订单导出.xlsx' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '下载 门框照片.zip' })).toBeVisible();
  },
};

/**
 * Issue 14 item 8: 下载 asks for a one-time link of that file on the click and follows it; the
 * followed URL carries the ticket, never the session token.
 */
export const DownloadWithOneTimeLink: Story = {
  decorators: [withSessionToken],
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '我的下载');
    await userEvent.click(await dialog.findByRole('button', { name: '下载 客户订单导出.xlsx' }));
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    await expect(linked).toHaveBeenCalledWith({ fileName: 'export/2024/06/customer-orders.xlsx' });
    const url = String(followed.mock.calls[0]?.[0]);
    await expect(url).toMatch(
      /\/api\/dfs\/download\?fileName=export%2F2024%2F06%2Fcustomer-orders\.xlsx&ticket=/,
    );
    await expect(url).not.toContain('token=');
    await expect(url).not.toContain(STORY_SESSION_TOKEN);
    // Nothing on the page carries the token either (no link rendered ahead with it).
    await expect(page(canvasElement).queryByRole('link', { name: /下载/ })).toBeNull();
  },
};

/** A refused link (e.g. the file is gone) shows the server's msg, and nothing is followed. */
export const DownloadRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.dfs.downloadLink, '文件不存在'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '我的下载');
    await userEvent.click(await dialog.findByRole('button', { name: '下载 门框照片.zip' }));
    await expectToast(canvasElement, '文件不存在');
    await expect(followed).not.toHaveBeenCalled();
  },
};

/** Nothing downloaded yet. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(record.list));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '我的下载');
    const empty = await dialog.findByText('暂无数据', { selector: '.ant-empty-description' });
    await expect(empty).toBeVisible();
  },
};

/** Asks before clearing. */
async function clearAndConfirm(canvasElement: HTMLElement, answer: '确定' | '取消') {
  const dialog = await dialogNamed(canvasElement, '我的下载');
  await dialog.findByText('客户订单导出.xlsx');
  await userEvent.click(dialog.getByRole('button', { name: named('清空') }));
  const confirm = await dialogNamed(canvasElement, '确定清空全部下载记录吗？');
  await userEvent.click(confirm.getByRole('button', { name: named(answer) }));
  return dialog;
}

/** Clear, confirmed: 清空成功 and the list empties. */
export const ClearSuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await clearAndConfirm(canvasElement, '确定');
    await waitFor(() => expect(cleared).toHaveBeenCalledWith({ userId: '2' }));
    await expectToast(canvasElement, '清空成功');
    await waitFor(() => expect(dialog.queryByText('客户订单导出.xlsx')).toBeNull());
  },
};

/** Clear answered with code 500: nothing to clear, 暂无数据. */
export const ClearNothing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(record.clearExportRecord, '操作失败', 500));
  },
  play: async ({ canvasElement }) => {
    await clearAndConfirm(canvasElement, '确定');
    await expectToast(canvasElement, '暂无数据');
  },
};

/** Clear, then 取消: nothing is cleared and the list stays. */
export const ClearCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await clearAndConfirm(canvasElement, '取消');
    await waitFor(() => expect(page(canvasElement).queryByText('确定清空全部下载记录吗？')).toBeNull());
    await expect(dialog.getByText('客户订单导出.xlsx')).toBeVisible();
    await expect(cleared).not.toHaveBeenCalled();
  },
};
