import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OrderTypeScreen from './OrderTypeScreen';

const calls = contract.basicdata.orderType;
const saved = fn();
const updated = fn();
const deleted = fn();

const meta = {
  title: 'Console/Enterprises/OrderTypeScreen',
  component: OrderTypeScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/orderTemplate',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [saved, updated, deleted]) spy.mockClear();
    msw.use(recording(calls.save, saved), recording(calls.update, updated), recording(calls.del, deleted));
  },
} satisfies Meta<typeof OrderTypeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an order type in the tree shows it in the form; a change is saved with update. */
export const EditAnOrderType: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('门锁换芯', {}, SLOW));
    const name = await screen.findByRole('textbox', { name: '类型名称' });
    await expect(name).toHaveValue('门锁换芯');
    await userEvent.clear(name);
    await userEvent.type(name, '门锁换芯（含锁芯）');
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await waitFor(
      () =>
        expect(updated).toHaveBeenCalledWith(
          expect.objectContaining({ orderTypeId: 2, typeName: '门锁换芯（含锁芯）', installType: '1' }),
        ),
      SLOW,
    );
    await expectShown(screen.findByText('保存成功', {}, SLOW));
  },
};

/** Choosing an install type starts a new order type under it; an empty name sends nothing. */
export const AddUnderAnInstallType: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('售后维修', {}, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: named('保存') }));
    await expectShown(screen.findByText('请输入类型名称'));
    await expect(saved).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '类型名称' }), '上门保养');
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await waitFor(
      () =>
        expect(saved).toHaveBeenCalledWith(
          expect.objectContaining({ typeName: '上门保养', installType: '3' }),
        ),
      SLOW,
    );
    // A person waits for the outcome: 保存 stays loading (and paler) until the answer arrives.
    await expectToast(canvasElement, '保存成功');
  },
};

/** 删除 asks first; the server's refusal shows its message. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessErrorHandler(calls.del, '订单类型已被 2 家企业的质保设置使用，不能删除')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('智能门锁安装', {}, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: named('删除') }));
    const question = await screen.findByText('确认删除吗？');
    await waitFor(() => expect(question).toBeVisible(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectShown(screen.findByText('订单类型已被 2 家企业的质保设置使用，不能删除', {}, SLOW));
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** A user who is not of type '00' sees the order types and cannot change them. */
export const ReadOnlyUser: Story = {
  parameters: { user: userOf('market') },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByText('宽带新装', {}, SLOW));
    await expect(await screen.findByRole('textbox', { name: '类型名称' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: named('保存') })).toBeNull();
    await expect(screen.queryByRole('button', { name: /新增订单类型/ })).toBeNull();
  },
};
