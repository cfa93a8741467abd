import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  named,
  page,
  recording,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withComplaintRoutes } from '../storyRoutes';
import ComplaintScreen from './ComplaintScreen';

const calls = contract.order.complaint;
const listed = fn();
const added = fn();
const started = fn();
const decided = fn();

const meta = {
  title: 'Console/Complaints/ComplaintScreen',
  component: ComplaintScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/complaint',
    // The dispatch supervisor: lists, files and handles complaints.
    user: {
      userId: 2,
      userType: '01',
      buttons: ['order:complaint:list', 'order:complaint:add', 'order:complaint:handle'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, added, started, decided]) spy.mockClear();
    msw.use(
      recording(calls.list, listed),
      recording(calls.add, added),
      recording(calls.start, started),
      recording(calls.decide, decided),
    );
    return withComplaintRoutes();
  },
} satisfies Meta<typeof ComplaintScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; 受理 on a pending complaint is asked first and sends it. */
export const TakeUpPending: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /GD202406003/ }, SLOW));
    await expect(pending.getByText('待处理')).toBeVisible();
    await expect(screen.getByRole('row', { name: /GD202406006/ })).toHaveTextContent('成立');
    await expect(screen.getByRole('row', { name: /GD202406008/ })).toHaveTextContent('不成立');
    await userEvent.click(pending.getByRole('button', { name: named('受理') }));
    const question = await screen.findByText(/受理投诉：GD202406003 · 马师傅 · 上门延误/, {}, SLOW);
    await expectShown(question);
    await expect(started).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(started).toHaveBeenCalledWith({ complaintId: 1, note: '' }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 处理结果 needs a result and a note: nothing is sent without them; 成立 then sends the decision. */
export const DecideNeedsANote: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const inHand = within(await screen.findByRole('row', { name: /GD202406004/ }, SLOW));
    await userEvent.click(inHand.getByRole('button', { name: named('处理结果') }));
    const dialog = await dialogTitled(canvasElement, '投诉处理结果');
    const note = dialog.getByRole('textbox', { name: '处理说明' });
    await userEvent.clear(note);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请选择处理结果'));
    await expectShown(dialog.findByText('请填写处理说明'));
    await expect(decided).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: '成立（扣减师傅评分）' }));
    await userEvent.type(note, '复查属实');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(decided).toHaveBeenCalledWith({ complaintId: 2, result: 'upheld', note: '复查属实' }),
    );
    // The dialog closes as a person sees it go (the axe check must not meet it half faded).
    await expectDialogClosed(canvasElement, '投诉处理结果');
  },
};

/** An enterprise user files a complaint: its own orders only, no handling buttons, the server's answer shown. */
export const EnterpriseFilesAComplaint: Story = {
  parameters: {
    user: {
      userId: 4,
      userName: '张企业',
      userType: '22',
      enterpriseId: 1,
      buttons: ['order:complaint:list', 'order:complaint:add'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示本企业订单的投诉。', {}, SLOW));
    await screen.findByRole('row', { name: /GD202406003/ }, SLOW);
    // The enterprise column is left out: the list is its own enterprise's (the server scopes it).
    await expect(screen.queryByRole('columnheader', { name: '企业' })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('受理') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: named('登记投诉') }));
    const dialog = await dialogTitled(canvasElement, '登记投诉');
    await userEvent.type(dialog.getByRole('textbox', { name: '工单号' }), 'GD202406003');
    await userEvent.click(dialog.getByRole('combobox', { name: '投诉类别' }));
    await userEvent.click(await screen.findByTitle('服务态度'));
    await userEvent.type(dialog.getByRole('textbox', { name: '投诉内容' }), '师傅态度不好');
    await userEvent.type(dialog.getByRole('textbox', { name: '投诉联系人' }), '刘女士');
    await userEvent.type(dialog.getByRole('textbox', { name: '联系电话' }), '13900001234');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({
        orderNo: 'GD202406003',
        category: 'attitude',
        description: '师傅态度不好',
        contactName: '刘女士',
        contactPhone: '13900001234',
      }),
    );
    await expectShown(screen.findByText('投诉已登记，等待处理', {}, SLOW));
  },
};

/** The filters come from the URL and go to the call. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/order/complaint?state=upheld&category=charge' },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('row', { name: /GD202406006/ }, SLOW);
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'upheld', category: 'charge' }),
    );
  },
};
