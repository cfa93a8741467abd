import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  openTab,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import OrderTimeoutScreen from './OrderTimeoutScreen';

const calls = contract.enterprise.orderTimeout;
const edited = fn();
const reset = fn();
const overdueListed = fn();

const meta = {
  title: 'Console/Enterprise/OrderTimeoutScreen',
  component: OrderTimeoutScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/orderTimeout',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [edited, reset, overdueListed]) spy.mockClear();
    msw.use(
      recording(calls.edit, edited),
      recording(calls.reset, reset),
      recording(calls.overdue, overdueListed),
    );
    return signInAs('admin');
  },
} satisfies Meta<typeof OrderTimeoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see the platform default and each enterprise's timeouts; 恢复默认 asks first and names the enterprise. */
export const ResetAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await expectShown(
      page(canvasElement).findByText('系统管理员 修改于 2024-06-01 09:00:00', { exact: false }, SLOW),
    );
    const row = await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await expect(row.getByText('单独设置')).toBeVisible();
    await expect(row.getByText('1 小时')).toBeVisible();
    const onDefault = await rowOf(canvasElement, '杭州云栖通信设备有限公司');
    await expect(onDefault.queryByRole('button', { name: named('恢复默认') })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('恢复默认') }));
    await expectShown(
      page(canvasElement).findByText(
        '让深圳安居智能锁业有限公司恢复使用平台默认超时吗？它的单独设置将被删除。',
        {},
        SLOW,
      ),
    );
    await expect(reset).not.toHaveBeenCalled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已恢复为平台默认超时');
    await expect(reset).toHaveBeenCalledWith({ enterpriseId: 1 });
  },
};

/** 设置 checks the hours (a whole number from 1 to 720) before sending; the saved hours go with the enterprise. */
export const SetAnEnterprisesTimeouts: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '杭州云栖通信设备有限公司');
    await userEvent.click(row.getByRole('button', { name: named('设置') }));
    const dialog = await dialogTitled(canvasElement, '设置杭州云栖通信设备有限公司的超时');
    const dispatch = dialog.getByRole('spinbutton', { name: '派单时限（小时）' });
    await waitFor(() => expect(dispatch).toHaveValue('2'), SLOW);
    await userEvent.clear(dispatch);
    await userEvent.type(dispatch, '0');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入 1–720 的整数小时', {}, SLOW));
    await expect(edited).not.toHaveBeenCalled();
    await userEvent.clear(dispatch);
    await userEvent.type(dispatch, '6');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(
      () =>
        expect(edited).toHaveBeenCalledWith({
          enterpriseId: 3,
          dispatchHours: 6,
          arrivalHours: 24,
          finishHours: 48,
        }),
      SLOW,
    );
    await expectToast(canvasElement, '企业超时设置已保存');
    await expectDialogClosed(canvasElement, '设置杭州云栖通信设备有限公司的超时');
  },
};

/** 超时订单: the stage, by how long, and whether the alert went out; the stage filter comes from the URL. */
export const OverdueOrders: Story = {
  parameters: { route: '/enterprise/orderTimeout?part=overdue&stage=dispatch' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'OD202406200021');
    await expect(row.getByText('派单')).toBeVisible();
    await expect(row.getByText('1 小时 30 分钟')).toBeVisible();
    await expect(row.getByText('尚未提醒')).toBeVisible();
    await expect(overdueListed).toHaveBeenCalledWith(
      expect.objectContaining({ stage: 'dispatch', pageNum: '1' }),
    );
    await expect(page(canvasElement).queryByText('OD202406150012')).toBeNull();
    await openTab(canvasElement, '企业超时设置');
    await rowOf(canvasElement, '深圳安居智能锁业有限公司');
  },
};

/** An enterprise user reads their own timeouts and overdue orders: no enterprise column, nothing to change. */
export const EnterpriseUserReadsOwn: Story = {
  parameters: {
    route: '/enterprise/orderTimeout?part=overdue',
    user: userOf('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('这里只显示本企业的超时设置和超时订单。', {}, SLOW));
    await rowOf(canvasElement, 'OD202406150012');
    const headers = page(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).not.toContain('企业');
    await openTab(canvasElement, '企业超时设置');
    await rowOf(canvasElement, '深圳安居智能锁业有限公司');
    await expect(page(canvasElement).queryByRole('button', { name: named('设置') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('修改平台默认') })).toBeNull();
  },
};
