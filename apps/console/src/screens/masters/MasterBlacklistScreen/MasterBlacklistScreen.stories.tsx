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
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterBlacklistScreen from './MasterBlacklistScreen';

const { master } = contract.master;
const listed = fn();
const blacklisted = fn();
const lifted = fn();

const meta = {
  title: 'Console/Masters/MasterBlacklistScreen',
  component: MasterBlacklistScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/master/masterBlacklist',
    user: storyUser('dispatcher', ['master:master:list', 'master:master:blacklist']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, blacklisted, lifted]) spy.mockClear();
    msw.use(
      recording(master.list, listed),
      recording(master.blacklist, blacklisted),
      recording(master.unblacklist, lifted),
    );
    return signInAs('dispatcher');
  },
} satisfies Meta<typeof MasterBlacklistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blacklisted masters with the reason, when and by whom. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ state: 'blacklisted' })),
      SLOW,
    );
    const he = await rowOf(canvasElement, '何师傅');
    await expect(he.getByText('多次爽约未上门，客户投诉三次')).toBeVisible();
    await expect(he.getByText('王派单')).toBeVisible();
    await expect(page(canvasElement).queryByText('郭师傅')).toBeNull();
  },
};

/** 解除拉黑 asks first, then tells the server and says 已解除拉黑. */
export const Lift: Story = {
  play: async ({ canvasElement }) => {
    const he = await rowOf(canvasElement, '何师傅');
    await userEvent.click(he.getByRole('button', { name: named('解除拉黑') }));
    const screen = page(canvasElement);
    await expectShown(screen.findByText('确定要将何师傅移出黑名单吗？解除后恢复为在岗。', {}, SLOW));
    await expect(lifted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已解除拉黑');
    await expect(lifted).toHaveBeenCalledWith({ masterId: 13 });
  },
};

/** 拉黑师傅: master and reason are required; the blacklisting is asked once more before it is sent. */
export const BlacklistAMaster: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '何师傅');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('拉黑师傅') }));
    const dialog = await dialogTitled(canvasElement, '拉黑师傅');
    await userEvent.click(dialog.getByRole('button', { name: named('拉黑师傅') }));
    await expectShown(dialog.findByText('请选择要拉黑的师傅', {}, SLOW));
    await expectShown(dialog.findByText('请输入拉黑原因'));
    await chooseOption(dialog.getByRole('combobox', { name: '师傅' }), '胡师傅 · 13600000003');
    await userEvent.type(dialog.getByRole('textbox', { name: '拉黑原因' }), '私下收费');
    await userEvent.click(dialog.getByRole('button', { name: named('拉黑师傅') }));
    await expectShown(
      screen.findByText('确定要将胡师傅列入黑名单吗？拉黑后不再为其派单，也不能接新订单。', {}, SLOW),
    );
    await expect(blacklisted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已拉黑');
    await expect(blacklisted).toHaveBeenCalledWith({ masterId: 3, reason: '私下收费' });
  },
};

/** The server refuses (blacklisted meanwhile by someone else): its message shows. */
export const LiftRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(master.unblacklist, '何师傅不在黑名单中')),
  play: async ({ canvasElement }) => {
    const he = await rowOf(canvasElement, '何师傅');
    await userEvent.click(he.getByRole('button', { name: named('解除拉黑') }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '何师傅不在黑名单中');
  },
};
