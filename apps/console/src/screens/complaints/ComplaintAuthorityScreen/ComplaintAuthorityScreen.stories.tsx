import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { dialogTitled, expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withComplaintRoutes } from '../storyRoutes';
import ComplaintAuthorityScreen from './ComplaintAuthorityScreen';

const calls = contract.master.complaintAuthority;
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/Complaints/ComplaintAuthorityScreen',
  component: ComplaintAuthorityScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/master/complaintAuthority',
    user: {
      userId: 2,
      userType: '01',
      buttons: ['master:complaintauth:list', 'master:complaintauth:edit'],
    },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, removed]) spy.mockClear();
    msw.use(recording(calls.add, added), recording(calls.remove, removed));
    return withComplaintRoutes();
  },
} satisfies Meta<typeof ComplaintAuthorityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The handlers with their scope; 收回 is asked first and sends the assignment's id. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = within(await screen.findByRole('row', { name: /孙调度/ }, SLOW));
    await expect(row.getByText('乱收费')).toBeVisible();
    await expect(row.getByText('全部企业')).toBeVisible();
    await expect(screen.getByRole('row', { name: /郑客服/ })).toHaveTextContent('深圳安居智能锁业有限公司');
    await userEvent.click(row.getByRole('button', { name: named('收回') }));
    const question = await screen.findByText('收回孙调度对「全部企业」乱收费投诉的处理权限吗？', {}, SLOW);
    await expectShown(question);
    await expect(removed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ authorityId: 3 }));
    await waitFor(() => expect(question).not.toBeVisible(), SLOW);
  },
};

/** 分配投诉权限: a handler is required; every enterprise and category unless chosen. */
export const AssignAHandler: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('row', { name: /王派单/ }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: named('分配投诉权限') }));
    const dialog = await dialogTitled(canvasElement, '分配投诉权限');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请选择处理人'));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('combobox', { name: '处理人' }));
    await userEvent.click(await screen.findByTitle('钟技术（tech1）', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({ userId: 11, enterpriseId: null, category: null }),
    );
    await expectShown(screen.findByText('投诉权限已分配', {}, SLOW));
  },
};
