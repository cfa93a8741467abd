import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  chooseOption,
  dialogTitled,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import TeamManagementScreen from './TeamManagementScreen';

const { team } = contract.master;
const created = fn();
const removed = fn();
const headSet = fn();
const roleAssigned = fn();

const meta = {
  title: 'Console/Masters/TeamManagementScreen',
  component: TeamManagementScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/teamManagement',
    user: storyUser('dispatcher', ['master:master:list', 'master:team:edit']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [created, removed, headSet, roleAssigned]) spy.mockClear();
    msw.use(
      recording(team.add, created),
      recording(team.removeMember, removed),
      recording(team.setHead, headSet),
      recording(contract.master.teamRole.assign, roleAssigned),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof TeamManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Teams with their head and members. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const nanshan = await rowOf(canvasElement, '南山一队');
    await expect(nanshan.getAllByText('马师傅')[0]).toBeVisible();
    await expect(nanshan.getByText('2 人')).toBeVisible();
    await expect(nanshan.getByText('郭师傅')).toBeVisible();
  },
};

/** 新建团队: name and head required; the head is chosen among masters in no team. */
export const CreateTeam: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '南山一队');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('新建团队') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入团队名称', {}, SLOW));
    await expectShown(dialog.findByText('请选择团长'));
    await expect(created).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '团队名称' }), '龙华新队');
    await chooseOption(dialog.getByRole('combobox', { name: '团长' }), '邓师傅 · 13600000015');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新建成功');
    await expect(created).toHaveBeenCalledWith({ teamName: '龙华新队', headMasterId: 15 });
  },
};

/** 成员管理: the head cannot be removed (no button); another member is removed after a question. */
export const RemoveMember: Story = {
  play: async ({ canvasElement }) => {
    const nanshan = await rowOf(canvasElement, '南山一队');
    await userEvent.click(nanshan.getByRole('button', { name: named('成员管理') }));
    const screen = page(canvasElement);
    const dialog = await dialogTitled(canvasElement, '南山一队 · 成员管理');
    const headRow = within((await dialog.findByText('马师傅')).closest('tr') as HTMLElement);
    await expect(headRow.queryByRole('button', { name: named('移出团队') })).toBeNull();
    const guoRow = within(dialog.getByText('郭师傅').closest('tr') as HTMLElement);
    await userEvent.click(guoRow.getByRole('button', { name: named('移出团队') }));
    // The question (expectToast waits for any text to show).
    await expectToast(canvasElement, '确定将郭师傅移出南山一队吗？');
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已移出团队');
    await expect(removed).toHaveBeenCalledWith({ teamId: 1, masterId: 1 });
  },
};

/** 设为团长 refused by the server: its message shows. */
export const SetHeadRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(team.setHead, '郭师傅不是团队「南山一队」的成员')),
  play: async ({ canvasElement }) => {
    const nanshan = await rowOf(canvasElement, '南山一队');
    await userEvent.click(nanshan.getByRole('button', { name: named('成员管理') }));
    const screen = page(canvasElement);
    const dialog = await dialogTitled(canvasElement, '南山一队 · 成员管理');
    const guoRow = within((await dialog.findByText('郭师傅')).closest('tr') as HTMLElement);
    await userEvent.click(guoRow.getByRole('button', { name: named('设为团长') }));
    await userEvent.click(await screen.findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '郭师傅不是团队「南山一队」的成员');
  },
};

/** D52: a member's team role changes at once (any role but 团长); the head's role is shown, not chosen. */
export const AssignTeamRole: Story = {
  play: async ({ canvasElement }) => {
    const nanshan = await rowOf(canvasElement, '南山一队');
    await userEvent.click(nanshan.getByRole('button', { name: named('成员管理') }));
    const dialog = await dialogTitled(canvasElement, '南山一队 · 成员管理');
    await expect(dialog.queryByRole('combobox', { name: '马师傅的团队角色' })).toBeNull();
    await chooseOption(await dialog.findByRole('combobox', { name: '郭师傅的团队角色' }, SLOW), '质检员');
    await expectToast(canvasElement, '团队角色已更新');
    await expect(roleAssigned).toHaveBeenCalledWith({ teamId: 1, masterId: 1, teamRoleId: 4 });
  },
};
