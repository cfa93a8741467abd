import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  happyResolver,
  networkErrorHandler,
  routeOf,
  slowHandler,
} from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { EnterpriseDemandModal } from './EnterpriseDemandModal';

const { demand } = contract.enterprise;

/** What the modal sent to the two save calls, as the server received it. */
const savedModels = fn();
const savedOrderTypes = fn();

const recording = (
  call: typeof demand.configModels | typeof demand.configOrderTypes,
  spy: typeof savedModels,
) =>
  routeOf(call)(async (info) => {
    spy(await info.request.clone().json());
    return happyResolver(call)(info);
  });

const meta = {
  title: 'Dialogs/EnterpriseDemandModal',
  component: EnterpriseDemandModal,
  args: { open: true, demandId: 1, enterpriseId: 1, onOk: fn(), onCancel: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    savedModels.mockClear();
    savedOrderTypes.mockClear();
    msw.use(recording(demand.configModels, savedModels), recording(demand.configOrderTypes, savedOrderTypes));
  },
} satisfies Meta<typeof EnterpriseDemandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening animations and toasts may take a while on a busy machine. */
const SETTLE = { timeout: 5000 };

async function dialogOf(canvasElement: HTMLElement, name = '需求配置') {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible(), SETTLE);
  return within(dialog);
}

async function expectMessage(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible(), SETTLE);
}

const saveButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /保\s*存/ });

/** Demand 1 of enterprise 1 links models 1 and 2 and order type 1; both steps save through the api. */
export const ConfigureBothSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expectShown(dialog.findByText('AJ-S1 指纹锁'));
    await expect(dialog.getByRole('radio', { name: '关联' })).toBeChecked();
    // Uncheck one of the two linked models.
    await userEvent.click(dialog.getByText('AJ-F2 人脸锁'));
    await userEvent.click(saveButton(dialog));
    await waitFor(() =>
      expect(savedModels).toHaveBeenCalledWith({ demandId: 1, relaType: 1, relaModelIds: [1] }),
    );
    await expectMessage(canvasElement, '保存成功');

    await expectShown(dialog.findByText('智能门锁安装'));
    await userEvent.click(dialog.getByRole('radio', { name: '排除' }));
    await userEvent.click(dialog.getByText('上门维修'));
    await userEvent.click(saveButton(dialog));
    await waitFor(() =>
      expect(savedOrderTypes).toHaveBeenCalledWith({ demandId: 1, relaType: 2, relaOrderTypes: [1, 5] }),
    );
    await waitFor(() => expect(args.onOk).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(demand.get, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(saveButton(dialog)).toBeDisabled();
    await expect(dialog.queryByRole('radio')).toBeNull();
  },
};

/** No answer from the server: 系统错误，请稍后再试 (spec 000 §8). */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(networkErrorHandler(demand.get));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expectShown(dialog.findByText('需求配置加载失败'));
    await expect(dialog.getByText('系统错误，请稍后再试')).toBeVisible();
  },
};

/** The server refuses the model step: its msg is shown and the step stays. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(demand.configModels, '该要求已停用，不能配置'));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByText('AJ-S1 指纹锁');
    await userEvent.click(saveButton(dialog));
    await expectMessage(canvasElement, '该要求已停用，不能配置');
    await expect(dialog.getByText('AJ-S1 指纹锁')).toBeVisible();
    await expect(dialog.queryByText('智能门锁安装')).toBeNull();
    await expect(args.onOk).not.toHaveBeenCalled();
  },
};

export const InPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Configuração da demanda');
    await expectShown(dialog.findByText('AJ-S1 指纹锁'));
    await expect(dialog.getByRole('radio', { name: 'Vincular' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};
