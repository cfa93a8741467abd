import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ChannelScreen from './ChannelScreen';

const calls = contract.enterprise.channel;
const listed = fn();
const enabled = fn();

const meta = {
  title: 'Console/Enterprises/ChannelScreen',
  component: ChannelScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/channel',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, enabled]) spy.mockClear();
    msw.use(recording(calls.list, listed), recording(calls.enable, enabled));
    return signInAs('admin');
  },
} satisfies Meta<typeof ChannelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The disabled channels (state filter from the URL): 启用 asks first, then the channel is enabled. */
export const EnableDisabled: Story = {
  parameters: { route: '/enterprise/channel?forbiddenStatus=1' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ forbiddenStatus: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '工程渠道');
    await expect(row.getByText('停用')).toBeVisible();
    await expect(page(canvasElement).queryByText('线上商城')).toBeNull();
    await userEvent.click(row.getByRole('button', { name: named('启用') }));
    await expectShown(page(canvasElement).findByText('确认启用渠道「工程渠道」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '启用成功');
    await expect(enabled).toHaveBeenCalledWith({ channelId: 3 });
  },
};

/** 删除 of a channel shops belong to: asked first, then the server's refusal shows. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '门店零售');
    await expect(row.getByText('RETAIL')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除渠道「门店零售」吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '渠道「门店零售」下还有 1 个门店，不能删除，可以禁用');
  },
};
