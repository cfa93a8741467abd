import { contract } from '@onsite/api-client';
import { createHandlers, emptyHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dialogNamed, expectShown } from '../../testing/storyKit';
import { RecentLoginsModal } from './RecentLoginsModal';

const meta = {
  title: 'Header/RecentLoginsModal',
  component: RecentLoginsModal,
  args: { open: true, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof RecentLoginsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Time, IP, location, device, browser and OS of each login. */
export const Logins: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '最近登录');
    for (const header of ['登录时间', '登录IP', '登录地点', '设备', '浏览器', '操作系统']) {
      await expect(dialog.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expectShown(dialog.findByText('2024-06-03 08:30:00'));
    await expect(dialog.getAllByText('Chrome 126')[0]).toBeVisible();
    await expect(dialog.getAllByText('Windows 10')[0]).toBeVisible();
  },
};

/** No logins yet. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(contract.stuff.stuff.logininfo));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '最近登录');
    await expectShown(dialog.findByText('暂无数据', { selector: '.ant-empty-description' }));
  },
};
