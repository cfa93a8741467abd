import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { dialogNamed, expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyUser } from '../../dashboards/storySession';
import { withOrderRoutes } from '../../orders/storyHelpers';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import TaskingScreen from './TaskingScreen';

const calls = contract.order.approval;
const listed = fn();
const approved = fn();
const refused = fn();

const meta = {
  title: 'Console/Approvals/TaskingScreen',
  component: TaskingScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/tasking',
    // A dispatcher holding both approver codes (D34).
    user: storyUser('dispatcher', ['order:approval:increase', 'order:approval:accessories']),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, approved, refused]) spy.mockClear();
    msw.use(
      recording(calls.tasking, listed),
      recording(calls.approve, approved),
      recording(calls.refuse, refused),
    );
    return withOrderRoutes();
  },
} satisfies Meta<typeof TaskingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, text: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(text) }, SLOW));

/** The pending requests with what was asked, and 同意 / 拒绝 on each; the type filter goes to the URL's call. */
export const PendingRows: Story = {
  play: async ({ canvasElement }) => {
    const increase = await rowOf(canvasElement, '加价 80.00 元');
    await expect(increase.getByText('待审批')).toBeVisible();
    await expect(increase.getByRole('link', { name: 'GD202406009' })).toBeVisible();
    await expect(increase.getByRole('button', { name: named('同意') })).toBeVisible();
    await expect(increase.getByRole('button', { name: named('拒绝') })).toBeVisible();
    const parts = await rowOf(canvasElement, '锁体 × 2，单价 35.00 元');
    await expect(parts.getByText('70.00')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1' }));
  },
};

/** Nothing waits for the caller: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(calls.tasking)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** 同意 asks first (order, request and amount named), then says 已同意. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '加价 80.00 元');
    await userEvent.click(row.getByRole('button', { name: named('同意') }));
    const screen = page(canvasElement);
    await expectShown(
      screen.findByText(
        '同意订单 GD202406009 的加价申请（80.00 元）吗？同意后计入结算，不能撤回。',
        {},
        SLOW,
      ),
    );
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已同意');
    await expect(approved).toHaveBeenCalledWith({ approvalId: 1, remark: '' });
  },
};

/** 拒绝 needs a remark: without one nothing is sent; with one the server is told and 已拒绝 shows. */
export const RefuseNeedsARemark: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '锁体 × 2');
    await userEvent.click(row.getByRole('button', { name: named('拒绝') }));
    const dialog = await dialogNamed(canvasElement.ownerDocument.body, '拒绝申请');
    await expectShown(dialog.findByText('订单 GD2024060010，郭师傅：锁体 × 2，单价 35.00 元'));
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因', {}, SLOW));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '配件可在原锁体上维修');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectToast(canvasElement, '已拒绝');
    await expect(refused).toHaveBeenCalledWith({ approvalId: 2, remark: '配件可在原锁体上维修' });
  },
};

/** Another dispatcher decided it meanwhile: the server's refusal shows. */
export const DecisionRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(calls.approve, '该申请已审批，不能重复操作')),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '加价 80.00 元');
    await userEvent.click(row.getByRole('button', { name: named('同意') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '该申请已审批，不能重复操作');
    await expect(approved).not.toHaveBeenCalled();
  },
};
