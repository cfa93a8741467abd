import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectShown,
  expectTextShown,
  expectToast,
  failingOnce,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import DeptScreen from './DeptScreen';

const { dept } = contract.system;
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/System/DeptScreen',
  component: DeptScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    for (const spy of [added, removed]) spy.mockClear();
    msw.use(recording(dept.add, added), recording(dept.remove, removed));
  },
} satisfies Meta<typeof DeptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree opens expanded under 平台总部; 折叠全部 hides the sub-departments and 展开全部 shows them again. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const table = within(await screen.findByRole('table', { name: '部门树' }, SLOW));
    await expectShown(table.findByText('订单部', {}, SLOW));
    await expect(table.getByText('平台总部')).toBeVisible();
    await expect(table.getByText('客服部')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: named('折叠全部') }));
    await waitFor(() => expect(table.queryByText('订单部')).toBeNull(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: named('展开全部') }));
    await expectShown(table.findByText('市场部', {}, SLOW));
  },
};

/** 新增下级 on a row adds under it: an empty name is refused on the spot and nothing is sent. */
export const AddChild: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '订单部')).getByRole('button', { name: named('新增下级') }),
    );
    const dialog = await dialogNamed(canvasElement, '新增「订单部」的下级部门');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入部门名称');
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('部门名称'), '安装一组');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({ parentId: 103, deptName: '安装一组', orderNum: 0, status: '0' }),
    );
    await expectToast(canvasElement, '新增成功');
  },
};

/** 删除 asks first; the server's refusal (users still in the department) is shown as it says it. */
export const RemoveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(dept.remove, '「订单部」下还有 3 个用户，不能删除'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await rowOf(canvasElement, '订单部')).getByRole('button', { name: named('删除') }),
    );
    const dialog = await dialogNamed(canvasElement, '确定要删除「订单部」吗？');
    await userEvent.click(dialog.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '「订单部」下还有 3 个用户，不能删除');
    await expect(page(canvasElement).getByText('订单部', { selector: 'td, td *' })).toBeVisible();
  },
};

/** A failed load says so with 重试; a user with only the list code sees no change controls. */
export const LoadFailedReadOnly: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['system:dept:list'] } },
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(dept.list, '部门服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = within(await screen.findByRole('alert', {}, SLOW));
    await expect(alert.getByText('部门加载失败')).toBeVisible();
    await expect(alert.getByText('部门服务暂时不可用')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await expectShown(screen.findByText('订单部', { selector: 'td, td *' }, SLOW));
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增下级') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
