import { ApiError } from '@onsite/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Widgets/LoadFailure',
  component: LoadFailure,
  args: { title: '价格信息加载失败', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server refused: its message under the title; 重试 asks again. */
export const ServerMessage: Story = {
  args: { error: new ApiError({ kind: 'business', code: 500, msg: '价格服务维护中', httpStatus: 200 }) },
  play: async ({ canvasElement, args }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('价格信息加载失败')).toBeVisible();
    await expect(alert.getByText('价格服务维护中')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Any other failure reads as the system error. */
export const SystemError: Story = {
  args: { error: new Error('socket hang up') },
  play: async ({ canvasElement }) => {
    await expectShown(within(canvasElement).findByText('系统错误，请稍后再试'));
  },
};

/** While a retry runs its button shows it is busy. */
export const Retrying: Story = {
  args: { error: new Error('timeout'), retrying: true },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /重试/ });
    await expect(button.className).toMatch(/ant-btn-loading/);
  },
};
