import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import LoginLogScreen from './LoginLogScreen';

const { logininfor } = contract.system;
const listed = fn();

const meta = {
  title: 'Console/System/LoginLogScreen',
  component: LoginLogScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(logininfor.list, listed));
  },
} satisfies Meta<typeof LoginLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: every attempt with its result, the 000 §9 footer, page 1 of 10 asked. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const table = await page(canvasElement).findByRole('table', {}, SLOW);
    await waitFor(
      () => expect(table.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
      SLOW,
    );
    await expect(page(canvasElement).getByText(/共计 \d+ 项条目/)).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '1', pageSize: '10' }));
  },
};

/** Filters in the URL apply on arrival: a link to failed sign-ins of one account shows just those. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/system/logininfor?loginName=admin&status=1' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ loginName: 'admin', status: '1' })),
      SLOW,
    );
    await expect(page(canvasElement).getByRole('textbox', { name: '登录名称' })).toHaveValue('admin');
  },
};

/** 查询 sends the typed filter; 重置 clears it and asks for everything again. */
export const SearchAndReset: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const name = await screen.findByRole('textbox', { name: '登录名称' }, SLOW);
    await userEvent.type(name, 'dispatcher');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ loginName: 'dispatcher' })),
    );
    await userEvent.click(screen.getByRole('button', { name: named('重置') }));
    await waitFor(() => expect(listed.mock.lastCall?.[0]).not.toHaveProperty('loginName'));
    // Resetting re-creates the form's inputs: ask for the field again.
    await expect(screen.getByRole('textbox', { name: '登录名称' })).toHaveValue('');
  },
};

/** No attempt matches: the table says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(logininfor.list)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** The server refuses: its message shows with a retry. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(logininfor.list, '日志服务暂不可用')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('日志服务暂不可用', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
