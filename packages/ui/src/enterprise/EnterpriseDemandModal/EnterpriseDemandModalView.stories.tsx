import { ApiError } from '@onsite/api-client';
import { orderTypeTree, productModels } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { modelTreeOf } from './demandOptions';
import { EnterpriseDemandModalView } from './EnterpriseDemandModalView';

const meta = {
  title: 'Dialogs/EnterpriseDemandModal/View',
  component: EnterpriseDemandModalView,
  args: {
    open: true,
    models: modelTreeOf(productModels),
    orderTypes: orderTypeTree,
    value: { relaType: 1, relaModelIds: [1], relaOrderTypes: [1] },
    onSaveModels: fn(async () => undefined),
    onSaveOrderTypes: fn(async () => undefined),
    onOk: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EnterpriseDemandModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening animations and toasts may take a while on a busy machine. */
const SETTLE = { timeout: 5000 };

async function dialogOf(canvasElement: HTMLElement, name = '需求配置') {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible(), SETTLE);
  return within(dialog);
}

/** A toast fades in: wait until it can be seen. */
async function expectMessage(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible(), SETTLE);
}

const saveButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /保\s*存/ });

/** Spec 000 §4.5: the model step saves and moves on; the order-type step saves and finishes. */
export const TwoSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: '关联' })).toBeChecked();
    await expect(dialog.getByText('机型')).toBeVisible();
    await userEvent.click(dialog.getByText('DS-100 机械锁'));
    await userEvent.click(dialog.getByRole('radio', { name: '排除' }));
    await userEvent.click(saveButton(dialog));
    await expect(args.onSaveModels).toHaveBeenCalledWith({ relaType: 2, relaModelIds: [1, 3] });
    await expectMessage(canvasElement, '保存成功');

    await expectShown(dialog.findByText('工单类型'));
    await expect(dialog.getByRole('radio', { name: '关联' })).toBeChecked();
    await userEvent.click(dialog.getByText('宽带新装'));
    await userEvent.click(saveButton(dialog));
    await expect(args.onSaveOrderTypes).toHaveBeenCalledWith({ relaType: 1, relaOrderTypes: [1, 3] });
    await waitFor(() => expect(args.onOk).toHaveBeenCalledTimes(1));
  },
};

/** A refused save shows the server's message and stays on its step. */
export const SaveRefused: Story = {
  args: {
    onSaveModels: fn(async () => {
      throw new ApiError({ kind: 'business', code: 500, msg: '机型已停用，无法关联', httpStatus: 200 });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(saveButton(dialog));
    await expectMessage(canvasElement, '机型已停用，无法关联');
    await expect(dialog.getByText('机型')).toBeVisible();
    await expect(dialog.queryByText('工单类型')).toBeNull();
    await expect(args.onSaveOrderTypes).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, value: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(saveButton(dialog)).toBeDisabled();
    await expect(dialog.queryByRole('radio')).toBeNull();
  },
};

/** The demand could not be loaded: no steps to save, the reason instead. */
export const LoadFailed: Story = {
  args: { error: new ApiError({ kind: 'network', code: -1, msg: 'Network Error', httpStatus: null }) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('需求配置加载失败')).toBeVisible();
    await expect(dialog.getByText('系统错误，请稍后再试')).toBeVisible();
    await expect(saveButton(dialog)).toBeDisabled();
  },
};

export const NothingToChoose: Story = {
  args: { models: [], value: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('暂无机型', { ignore: 'title' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '关联' })).toBeChecked();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Demand configuration');
    await userEvent.click(dialog.getByRole('radio', { name: 'Exclude' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectMessage(canvasElement, 'Saved');
    await expectShown(dialog.findByText('Order types'));
    await expect(args.onSaveModels).toHaveBeenCalledWith({ relaType: 2, relaModelIds: [1] });
  },
};

export const InTraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, '需求設定');
    await expect(dialog.getByRole('radio', { name: '關聯' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '排除' })).not.toBeChecked();
    await expect(dialog.getByText('關聯機型')).toBeVisible();
  },
};
