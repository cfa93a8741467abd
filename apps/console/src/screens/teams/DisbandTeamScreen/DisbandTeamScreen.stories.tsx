import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import DisbandTeamScreen from './DisbandTeamScreen';

const { approval } = contract.order;
const approved = fn();
const refused = fn();
const applied = fn();

/** 彭师傅, head of 罗湖二队 (userType '2'), who may ask to disband their team. */
const TEAM_HEAD = { userId: 21, userName: '彭师傅', userType: '2', buttons: ['master:team:disbandApply'] };

const meta = {
  title: 'Console/Teams/DisbandTeamScreen',
  component: DisbandTeamScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/disbandTeam',
    user: storyUser('dispatcher', ['master:master:list', 'master:team:disband']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [approved, refused, applied]) spy.mockClear();
    msw.use(
      recording(approval.approve, approved),
      recording(approval.refuse, refused),
      recording(contract.master.disband.apply, applied),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof DisbandTeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requests by state; staff approve a pending one after a question naming the team. */
export const StaffApproves: Story = {
  play: async ({ canvasElement }) => {
    const refusedRow = await rowOf(canvasElement, '业务量下降，成员转入其他团队');
    await expect(refusedRow.queryByRole('button', { name: named('同意') })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: named('申请解散团队') })).toBeNull();
    const liwan = await rowOf(canvasElement, '荔湾一队');
    await userEvent.click(liwan.getByRole('button', { name: named('同意') }));
    await expectToast(
      canvasElement,
      '同意解散团队「荔湾一队」吗？同意后团队即解散，成员全部移出，不能撤回。',
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已同意，团队已解散');
    await expect(approved).toHaveBeenCalledWith({ approvalId: 11, remark: '' });
  },
};

/** 拒绝 needs a remark before anything is sent. */
export const StaffRefuses: Story = {
  play: async ({ canvasElement }) => {
    const liwan = await rowOf(canvasElement, '荔湾一队');
    await userEvent.click(liwan.getByRole('button', { name: named('拒绝') }));
    const dialog = within(await page(canvasElement).findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectShown(dialog.findByText('请输入拒绝原因', {}, SLOW));
    await expect(refused).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '拒绝原因' }), '团队仍有长期客户');
    await userEvent.click(dialog.getByRole('button', { name: named('拒绝') }));
    await expectToast(canvasElement, '已拒绝');
    await expect(refused).toHaveBeenCalledWith({ approvalId: 11, remark: '团队仍有长期客户' });
    // The dialog closes (axe then sees the page as a person leaves it).
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
  },
};

/** A team head asks with a reason (required); no decision buttons for them. */
export const HeadApplies: Story = {
  parameters: { user: TEAM_HEAD },
  play: async ({ canvasElement }) => {
    const luohu = await rowOf(canvasElement, '罗湖二队');
    await expect(luohu.queryByRole('button', { name: named('同意') })).toBeNull();
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('申请解散团队') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入解散原因', {}, SLOW));
    await expect(applied).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '解散原因' }), '成员各自独立接单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '解散申请已提交，等待审批');
    await expect(applied).toHaveBeenCalledWith({ reason: '成员各自独立接单' });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
  },
};

/** The server refuses while the team's members hold open orders: its message shows, the dialog stays. */
export const HeadApplyRefused: Story = {
  parameters: { user: TEAM_HEAD },
  beforeEach: ({ msw }) =>
    msw.use(
      businessErrorHandler(
        contract.master.disband.apply,
        '团队「罗湖二队」还有 2 个进行中的订单，请先完成或改派后再解散',
      ),
    ),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '罗湖二队');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('申请解散团队') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await userEvent.type(dialog.getByRole('textbox', { name: '解散原因' }), '成员各自独立接单');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '团队「罗湖二队」还有 2 个进行中的订单，请先完成或改派后再解散');
    await expect(dialog.getByRole('textbox', { name: '解散原因' })).toBeVisible();
  },
};
