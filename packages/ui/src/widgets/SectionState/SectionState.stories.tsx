import { ApiError } from '@onsite/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionState } from './SectionState';

const meta = {
  title: 'EnterpriseDetailsDialog/SectionState',
  component: SectionState,
  args: {
    name: '价格信息',
    loading: false,
    onRetry: fn(),
    children: <Typography.Text>价格表</Typography.Text>,
  },
} satisfies Meta<typeof SectionState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('价格表')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '正在加载价格信息…' })).toBeVisible();
    await expect(canvas.queryByText('价格表')).toBeNull();
  },
};

/** A refusal shows the server's msg and a retry. */
export const Refused: Story = {
  args: { error: new ApiError({ kind: 'business', code: 500, msg: '企业不存在', httpStatus: 200 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('价格信息加载失败')).toBeVisible();
    await expect(canvas.getByText('企业不存在')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Anything else (network, a bug) shows 系统错误，请稍后再试. */
export const Failed: Story = {
  args: { error: new Error('boom') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('系统错误，请稍后再试')).toBeVisible();
  },
};
