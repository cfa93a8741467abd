import { ApiError } from '@onsite/api-client';
import { dictionaries } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { dialogNamed, expectToast, named, SLOW } from '../../testing/storyKit';
import { RemoveCustomerOrderModal } from './RemoveCustomerOrderModal';

/** The remove_type dictionary of the fixtures: 1 重复下单, 2 客户取消, 3 其他 (needs a remark). */
const REMOVE_REASONS = dictionaries.remove_type ?? [];

const meta = {
  title: 'Header/CustomerOrders/RemoveCustomerOrderModal',
  component: RemoveCustomerOrderModal,
  args: {
    open: true,
    orderNo: 'KH20240601',
    reasons: REMOVE_REASONS,
    onSubmit: fn(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof RemoveCustomerOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '移除客户订单';

/** Waits until a form message has faded in completely (axe reads the colours of a half-shown one). */
async function shown(container: ReturnType<typeof within>, text: string) {
  const element = await container.findByText(text);
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
      expect(getComputedStyle(node).opacity).toBe('1');
    }
  }, SLOW);
  await expect(element).toBeVisible();
}

/** No reason chosen: 请选择状态, and nothing is sent. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await expect(dialog.getByText('客户订单号：KH20240601')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await shown(dialog, '请选择状态');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Reason 3 (其他) without a remark: 请输入备注, and nothing is sent. */
export const RemarkRequiredForReasonThree: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await userEvent.click(dialog.getByRole('radio', { name: '其他' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await shown(dialog, '请输入备注');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.queryByText('请选择状态')).toBeNull();
  },
};

/** Another reason needs no remark: the removal is sent, 移除成功, and the dialog closes. */
export const RemovedWithoutRemark: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await userEvent.click(dialog.getByRole('radio', { name: '客户取消' }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ deleteReason: '2', remark: '' }), SLOW);
    await expectToast(canvasElement, '移除成功');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), SLOW);
  },
};

/** Reason 3 with a remark: sent with the remark trimmed, 移除成功. */
export const RemovedWithRemark: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await userEvent.click(dialog.getByRole('radio', { name: '其他' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), ' 客户已电话确认不需要 ');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ deleteReason: '3', remark: '客户已电话确认不需要' }),
    );
    await expectToast(canvasElement, '移除成功');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), SLOW);
  },
};

/** The server refuses: its message is shown and the dialog stays open. */
export const ServerRefuses: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiError({ kind: 'business', code: 500, msg: '只有待处理的客户订单可以移除', httpStatus: 200 }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await userEvent.click(dialog.getByRole('radio', { name: '重复下单' }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '只有待处理的客户订单可以移除');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.queryByText('移除成功')).toBeNull();
  },
};

/** The reasons are still loading: none to choose yet. */
export const ReasonsLoading: Story = {
  args: { reasons: [], reasonsLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(dialog.getByRole('radiogroup', { name: '移除原因' })).toBeInTheDocument();
  },
};
