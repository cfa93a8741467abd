import { modelTreeOf } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, named } from '../../testing/storyKit';
import { ModelConfigModalView } from './ModelConfigModalView';

const { tree, checkedKeys } = modelTreeOf(1);

const meta = {
  title: 'EnterpriseDetailsDialog/ModelConfigModal/View',
  component: ModelConfigModalView,
  args: {
    open: true,
    tree,
    checkedModelIds: checkedKeys,
    loading: false,
    onRetry: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ModelConfigModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand 1 and model 1 share the id 1: only models are saved, by their ids. */
export const UncheckAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await expect(dialog.getByText('已选 2 个机型')).toBeVisible();
    await userEvent.click(dialog.getByText('AJ-F2 人脸锁'));
    await userEvent.click(dialog.getByText('DS-100 机械锁'));
    await expect(dialog.getByText('已选 2 个机型')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expect(args.onSave).toHaveBeenCalledWith([1, 3]);
  },
};

export const Loading: Story = {
  args: { loading: true, tree: [], checkedModelIds: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await expect(dialog.getByRole('status', { name: '正在加载机型…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: named('保存') })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: new Error('boom'), tree: [], checkedModelIds: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await expect(dialog.getByText('机型加载失败')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const NoModels: Story = {
  args: { tree: [], checkedModelIds: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await expect(dialog.getByText('暂无机型')).toBeVisible();
  },
};
