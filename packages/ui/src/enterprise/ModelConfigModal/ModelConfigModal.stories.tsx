import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectToast, named, recording } from '../../testing/storyKit';
import { ModelConfigModal } from './ModelConfigModal';

const { management } = contract.enterprise;
const saved = fn();

const meta = {
  title: 'EnterpriseDetailsDialog/ModelConfigModal',
  component: ModelConfigModal,
  args: { open: true, enterpriseId: 1, onOk: fn(), onCancel: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(recording(management.configModel, saved));
  },
} satisfies Meta<typeof ModelConfigModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise's models come checked; the save sends enterpriseId and modelIds. */
export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await userEvent.click(await dialog.findByText('DS-100 机械锁'));
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(saved).toHaveBeenCalledWith({ enterpriseId: 1, modelIds: [1, 2, 3] });
    await waitFor(() => expect(args.onOk).toHaveBeenCalled());
  },
};

export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(management.configModel, '机型已停用'));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '配置机型');
    await dialog.findByText('AJ-S1 指纹锁');
    await userEvent.click(dialog.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '机型已停用');
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};
