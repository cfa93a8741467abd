import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import DatabaseScreen from './DatabaseScreen';

const calls = contract.enterprise.customerDatabase;
const removed = fn();
const added = fn();

const meta = {
  title: 'Console/Enterprise/DatabaseScreen',
  component: DatabaseScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/database',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [removed, added]) spy.mockClear();
    msw.use(recording(calls.remove, removed), recording(calls.add, added));
    return signInAs('admin');
  },
} satisfies Meta<typeof DatabaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Without the full-phone code (the market role) phones come masked from the server, the phone filter
 * is not offered and neither are editing nor the export.
 */
export const MaskedPhones: Story = {
  parameters: { user: userOf('market'), msw: { handlers: createHandlers({ profile: 'market' }) } },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '刘女士');
    await expect(row.getByText('139****5678')).toBeVisible();
    await expect(
      page(canvasElement).getByText('电话已隐藏中间几位：查看完整电话需要相应权限。'),
    ).toBeVisible();
    await expect(page(canvasElement).queryByRole('textbox', { name: '客户电话' })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('新增客户') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: /导出/ })).toBeNull();
  },
};

/** Staff see full phones; only a customer without orders can be deleted, asked first. */
export const StaffDeletesCustomerWithoutOrders: Story = {
  play: async ({ canvasElement }) => {
    const withOrders = await rowOf(canvasElement, '刘女士');
    await expect(withOrders.getByText('13912345678')).toBeVisible();
    await expect(withOrders.queryByRole('button', { name: named('删除') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: /导出/ })).toBeVisible();
    const manual = await rowOf(canvasElement, '周先生');
    await userEvent.click(manual.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除客户「周先生」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除成功');
    await expect(removed).toHaveBeenCalledWith({ customerId: 2 });
  },
};

/** An enterprise user adds a customer whose phone is already there: the server's refusal shows. */
export const EnterpriseUserAddRefused: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await expect(page(canvasElement).queryByText('陈先生')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增客户') }));
    const dialog = await dialogTitled(canvasElement, '新增客户');
    await userEvent.type(dialog.getByRole('textbox', { name: '客户电话' }), '13912345678');
    await userEvent.type(dialog.getByRole('textbox', { name: '客户姓名' }), '刘女士');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '客户电话 13912345678 已在资料库中');
    await expect(added).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: 1, phone: '13912345678', customerName: '刘女士' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '新增客户');
  },
};
