import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, rowOf, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import TeamRoleScreen from './TeamRoleScreen';

const { teamRole } = contract.master;
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/Teams/TeamRoleScreen',
  component: TeamRoleScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/teamRole',
    user: storyUser('dispatcher', ['master:master:list', 'master:teamrole:edit']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, removed]) spy.mockClear();
    msw.use(recording(teamRole.add, added), recording(teamRole.remove, removed));
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof TeamRoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in roles offer no 删除; a custom role no member holds is deleted after a question. */
export const ListedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    const head = await rowOf(canvasElement, '内置 · 团长');
    await expect(head.getByText('团长')).toBeVisible();
    await expect(head.queryByRole('button', { name: named('删除') })).toBeNull();
    const member = await rowOf(canvasElement, '内置 · 默认');
    await expect(member.queryByRole('button', { name: named('删除') })).toBeNull();
    const inspector = await rowOf(canvasElement, '质检员');
    await userEvent.click(inspector.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '确定删除团队角色「质检员」吗？');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除成功');
    await expect(removed).toHaveBeenCalledWith({ teamRoleId: 4 });
  },
};

/** 新增角色: the name is required before anything is sent. */
export const AddRole: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '副团长');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('新增角色') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入角色名称', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '角色名称' }), '技术骨干');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '保存成功');
    await expect(added).toHaveBeenCalledWith({ roleName: '技术骨干', sort: 10, remark: '' });
  },
};

/** A role members hold: the server refuses and says how many hold it. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      businessErrorHandler(teamRole.remove, '有 2 名成员担任团队角色「副团长」，请先为他们更换角色后再删除'),
    ),
  play: async ({ canvasElement }) => {
    const deputy = await rowOf(canvasElement, '副团长');
    await userEvent.click(deputy.getByRole('button', { name: named('删除') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '有 2 名成员担任团队角色「副团长」，请先为他们更换角色后再删除');
  },
};
