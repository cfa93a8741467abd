import { contract } from '@onsite/api-client';
import { createHandlers, networkErrorHandler, routeOf } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogNamed, expectShown, named } from '../../testing/storyKit';
import { ExitSummaryModal } from './ExitSummaryModal';

const summaryAsked = fn();

const meta = {
  title: 'Header/ExitSummaryModal',
  component: ExitSummaryModal,
  args: { open: true, user: { deptId: 103, userType: '01' }, onCancel: fn(), onConfirm: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof ExitSummaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dispatcher (dept 103): work status plus unassigned (2) and today-processed (7) counts; OK logs out. */
export const Dispatcher: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '退出登录');
    await expectShown(dialog.findByText('在岗'));
    await expect(dialog.getByText('未分配订单')).toBeVisible();
    await expect(dialog.getByText('2')).toBeVisible();
    await expect(dialog.getByText('今日已处理订单')).toBeVisible();
    await expect(dialog.getByText('7')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

/** Any other department (spec 000 §6: the summary is dept 103's): the question only, no summary asked for. */
export const OtherDept: Story = {
  args: { user: { deptId: 104, userType: '01' } },
  parameters: {
    msw: {
      handlers: [
        routeOf(contract.stuff.stuff.stuffexitmsg)(() => {
          summaryAsked();
          return HttpResponse.json({ code: 500, msg: 'not for this department' });
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    summaryAsked.mockClear();
    const dialog = await dialogNamed(canvasElement, '退出登录');
    await expect(dialog.getByText('确定要退出登录吗？')).toBeVisible();
    await expect(dialog.queryByText('在岗状态')).toBeNull();
    await expect(dialog.queryByText('未分配订单')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(summaryAsked).not.toHaveBeenCalled();
  },
};

/** The summary fails: the log-out still works. */
export const SummaryFailed: Story = {
  parameters: {
    msw: { handlers: [networkErrorHandler(contract.stuff.stuff.stuffexitmsg), ...createHandlers()] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '退出登录');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};
