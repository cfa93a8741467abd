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
import { withMarginReturnRoutes } from '../storyRoutes';
import MarginReturnScreen from './MarginReturnScreen';

const calls = contract.master.marginReturn;
const added = fn();
const approved = fn();
const refused = fn();

const meta = {
  title: 'Console/MarginReturn/MarginReturnScreen',
  component: MarginReturnScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/marginReturn',
    // Finance: lists, asks for and decides deposit returns.
    user: {
      userId: 9,
      userType: '01',
      buttons: ['master:marginreturn:list', 'master:marginreturn:apply', 'master:marginreturn:approve'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, approved, refused]) spy.mockClear();
    msw.use(
      recording(calls.add, added),
      recording(calls.approve, approved),
      recording(calls.refuse, refused),
    );
    return withMarginReturnRoutes();
  },
} satisfies Meta<typeof MarginReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state with the balance and open orders now; 同意 is asked first and sends the request. */
export const ApprovePending: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /曹师傅/ }, SLOW));
    await expect(pending.getByText('待审批')).toBeVisible();
    await expect(screen.getByRole('row', { name: /郭师傅/ })).toHaveTextContent('师傅还有未完结的订单');
    await userEvent.click(pending.getByRole('button', { name: named('同意') }));
    const question = await screen.findByText('同意退还曹师傅 750.00 元保证金吗？余额将立即减少。', {}, SLOW);
    await expectShown(question);
    await expect(approved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(approved).toHaveBeenCalledWith({ returnId: 3, remark: '' }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 拒绝 needs a reason: nothing is sent without one. */
export const RefuseNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const pending = within(await screen.findByRole('row', { name: /曹师傅/ }, SLOW));
    await userEvent.click(pending.getByRole('button', { name: named('拒绝') }));
    const dialog = await dialogTitled(canvasElement, '拒绝保证金退还');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因'));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '材料不全');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ returnId: 3, remark: '材料不全' }));
    // The dialog closes as a person sees it go (the axe check must not meet it half faded).
    await expectDialogClosed(canvasElement, '拒绝保证金退还');
  },
};

/** A master asks for their own: no master to choose; the server's refusal (over the balance) is shown. */
export const MasterAsksAboveTheBalance: Story = {
  parameters: {
    user: {
      userId: 19,
      userName: '郭师傅',
      userType: '2',
      buttons: ['master:marginreturn:list', 'master:marginreturn:apply'],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只显示您本人的保证金退还申请。', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('申请退还保证金') }));
    const dialog = await dialogTitled(canvasElement, '申请退还保证金');
    await expect(dialog.queryByRole('combobox', { name: '师傅' })).toBeNull();
    await userEvent.type(dialog.getByRole('spinbutton', { name: '退还金额（元）' }), '5000');
    await userEvent.type(dialog.getByRole('textbox', { name: '退还原因' }), '暂停接单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(added).toHaveBeenCalledWith({ amount: 5000, reason: '暂停接单' }));
    await expectShown(screen.findByText(/保证金余额不足，不能退还/, {}, SLOW));
  },
};
