import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import FileStorageScreen from './FileStorageScreen';

const { file } = contract.system;
const listed = fn();
const removed = fn();

const meta = {
  title: 'Console/System/FileStorageScreen',
  component: FileStorageScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    removed.mockClear();
    msw.use(recording(file.list, listed), recording(file.remove, removed));
  },
} satisfies Meta<typeof FileStorageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every file with owner, size and where it is referenced; only the unreferenced one offers 删除. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const contractRow = await rowOf(canvasElement, '年度服务框架合同.pdf');
    await expect(contractRow.getByText('合同')).toBeVisible();
    await expect(contractRow.getByText('47.1 KB')).toBeVisible();
    await expect(contractRow.queryByRole('button', { name: named('删除') })).toBeNull();
    const slipRow = await rowOf(canvasElement, '转账凭证.png');
    await expect(slipRow.getByText('系统')).toBeVisible();
    const free = await rowOf(canvasElement, 'door.png');
    await expect(free.getByText('未被引用')).toBeVisible();
    await expect(free.getByRole('button', { name: named('删除') })).toBeVisible();
  },
};

/** A link with filters lists just those files: the filters show in the form. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/system/fileStorage?referenced=0&kind=enterprise' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(expect.objectContaining({ referenced: '0', kind: 'enterprise' })),
      SLOW,
    );
    await expectShown(page(canvasElement).findByText('door.png', { selector: 'td, td *' }, SLOW));
  },
};

/** 删除 asks first, naming the file; confirmed, the file is deleted and the list says so. */
export const DeleteUnreferenced: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'door.png');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    const screen = page(canvasElement);
    await expectShown(screen.findByText('确定要删除文件「door.png」吗？删除后无法恢复。', {}, SLOW));
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '文件已删除');
    await expect(removed).toHaveBeenCalledWith({ fileId: 4 });
  },
};

/** The server refuses (the file became referenced meanwhile): its message shows, the row stays. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(file.remove, '文件仍被引用，不能删除')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'door.png');
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '文件仍被引用，不能删除');
    await expect(page(canvasElement).getByText('door.png', { selector: 'td, td *' })).toBeVisible();
  },
};

/** No file matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(file.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** Someone other than the administrator: the server's refusal shows with a retry. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(file.list, '没有权限执行该操作，请联系管理员授权')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('没有权限执行该操作，请联系管理员授权', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
