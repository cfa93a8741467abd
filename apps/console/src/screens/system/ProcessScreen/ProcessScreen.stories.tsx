import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, failingOnce, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ProcessScreen from './ProcessScreen';

const { process: processCalls } = contract.system;
const read = fn();

const meta = {
  title: 'Console/System/ProcessScreen',
  component: ProcessScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    read.mockClear();
    msw.use(recording(processCalls.info, read));
  },
} satisfies Meta<typeof ProcessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of the running server, readable units; 刷新 reads them again. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('1 天 2 小时 3 分 4 秒', {}, SLOW));
    await expect(screen.getByText('v20.18.0')).toBeVisible();
    await expect(screen.getByText('145.0 MB')).toBeVisible();
    await expect(screen.getByText('59.0 MB / 84.0 MB')).toBeVisible();
    await expect(screen.getByText('9.0 MB')).toBeVisible();
    await expect(screen.getByText('3 个连接，2 个用户')).toBeVisible();
    await expect(screen.getByText('2024-06-01 08:00:00')).toBeVisible();
    await expect(screen.getByText('页面显示时每 10 秒自动刷新')).toBeVisible();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1), SLOW);
    await userEvent.click(screen.getByRole('button', { name: named('刷新') }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2), SLOW);
  },
};

/** A failed read says so with the server's message; 重试 shows the figures. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(processCalls.info, '服务状态暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const alert = within(await screen.findByRole('alert', {}, SLOW));
    await expect(alert.getByText('服务状态加载失败')).toBeVisible();
    await expect(alert.getByText('服务状态暂时不可用')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: named('重试') }));
    await waitFor(() => expect(screen.getByText('v20.18.0')).toBeVisible(), SLOW);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** In English: the labels and the units follow the language. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('1 d 2 h 3 min 4 s', {}, SLOW));
    await expect(screen.getByText('3 connection(s), 2 user(s)')).toBeVisible();
    await expect(screen.getByRole('button', { name: named('Refresh') })).toBeVisible();
  },
};
