import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, routeOf } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, recording } from '../../testing/storyKit';
import { WorkStatusSwitches } from './WorkStatusSwitches';

const { stuff } = contract.stuff;

const sentWork = fn();
const sentAssign = fn();

/** getWorkStatus answering the given status. */
const statusIs = (workStatus: 'WORK_ON' | 'WORK_NE', assignStatus: 'ASSIGN_ON' | 'ASSIGN_NE') =>
  routeOf(stuff.getWorkStatus)(() =>
    HttpResponse.json({ code: 0, msg: '操作成功', data: { workStatus, assignStatus } }),
  );

const meta = {
  title: 'Header/WorkStatusSwitches',
  component: WorkStatusSwitches,
  args: { user: { deptId: 103, userType: '01' } },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    sentWork.mockClear();
    sentAssign.mockClear();
    msw.use(recording(stuff.stuffworkstatus, sentWork), recording(stuff.stuffassignstatus, sentAssign));
  },
} satisfies Meta<typeof WorkStatusSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

const workSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: '在岗状态' });

/** Dispatcher (dept 103) in post: turns auto-accept on, goes off post (auto-accept hidden and forced off). */
export const DispatcherOnPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const work = await workSwitch(canvasElement);
    await waitFor(() => expect(work).toBeChecked());
    const autoAccept = canvas.getByRole('switch', { name: '自动接单' });
    await expect(autoAccept).not.toBeChecked();

    await userEvent.click(autoAccept);
    await waitFor(() => expect(sentAssign).toHaveBeenCalledWith({ assignStatus: 'ASSIGN_ON' }));
    await expectToast(canvasElement, '修改成功');
    await waitFor(() => expect(canvas.getByRole('switch', { name: '自动接单' })).toBeChecked());

    await userEvent.click(work);
    await waitFor(() => expect(sentWork).toHaveBeenCalledWith({ workStatus: 'WORK_NE' }));
    await waitFor(() => expect(work).not.toBeChecked());
    await expect(canvas.queryByRole('switch', { name: '自动接单' })).toBeNull();

    // Back in post: auto-accept shows again, off.
    await userEvent.click(work);
    await waitFor(() => expect(sentWork).toHaveBeenLastCalledWith({ workStatus: 'WORK_ON' }));
    const again = await canvas.findByRole('switch', { name: '自动接单' });
    await expect(again).not.toBeChecked();
  },
};

/** Dispatcher off post: no auto-accept switch. */
export const DispatcherOffPost: Story = {
  beforeEach: ({ msw }) => {
    msw.use(statusIs('WORK_NE', 'ASSIGN_NE'));
  },
  play: async ({ canvasElement }) => {
    const work = await workSwitch(canvasElement);
    await waitFor(() => expect(work).toBeEnabled());
    await expect(work).not.toBeChecked();
    await expect(within(canvasElement).queryByRole('switch', { name: '自动接单' })).toBeNull();
  },
};

/** Dept 106 has the work switch but never auto-accept. */
export const Dept106: Story = {
  args: { user: { deptId: 106, userType: '01' } },
  play: async ({ canvasElement }) => {
    const work = await workSwitch(canvasElement);
    await waitFor(() => expect(work).toBeChecked());
    await expect(within(canvasElement).queryByRole('switch', { name: '自动接单' })).toBeNull();
  },
};

/** Any other department: nothing at all. */
export const OtherDept: Story = {
  args: { user: { deptId: 104, userType: '01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

/** The server refuses: 修改失败, the switch keeps its state. */
export const Failure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(stuff.stuffworkstatus, '状态异常'));
  },
  play: async ({ canvasElement }) => {
    const work = await workSwitch(canvasElement);
    await waitFor(() => expect(work).toBeChecked());
    await userEvent.click(work);
    await expectToast(canvasElement, '修改失败');
    await waitFor(() => expect(work).toBeEnabled());
    await expect(work).toBeChecked();
    await expect(within(canvasElement).getByRole('switch', { name: '自动接单' })).toBeVisible();
  },
};
