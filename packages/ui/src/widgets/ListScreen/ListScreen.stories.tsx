import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, emptyHandler, slowHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown, expectToast, named, page, recording, SLOW } from '../../testing/storyKit';
import { ListScreenExample } from './ListScreenExample';

const { customer } = contract.order;
const listed = fn();
const restored = fn();
const exported = fn();

const meta = {
  title: 'Widgets/ListScreen',
  component: ListScreenExample,
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    restored.mockClear();
    exported.mockClear();
    msw.use(
      recording(customer.selectOrderList, listed),
      recording(customer.recoverOrder, restored),
      recording(customer.export, exported),
    );
  },
} satisfies Meta<typeof ListScreenExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstRow = async (canvasElement: HTMLElement) => {
  const table = await page(canvasElement).findByRole('table', {}, SLOW);
  const row = await waitFor(() => {
    const found = table.querySelector<HTMLElement>('tbody tr.ant-table-row');
    if (!found) throw new Error('no row yet');
    return found;
  }, SLOW);
  return within(row);
};

/** Rows with dictionary labels and the 000 §9 footer; page 1 of 10, descending, with the screen's fixed filter. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await firstRow(canvasElement);
    await expect(page(canvasElement).getByText(/共计 \d+ 项条目/)).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ pageNum: '1', pageSize: '10', sortOrder: 'desc', status: '2' }),
    );
  },
};

/** While the first page loads the table shows it is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(slowHandler(customer.selectOrderList, 60_000)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull(), SLOW);
  },
};

/** Nothing matches: the table says 暂无数据. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(emptyHandler(customer.selectOrderList)),
  play: async ({ canvasElement }) => {
    const [empty] = await page(canvasElement).findAllByText('暂无数据', {}, SLOW);
    await expect(empty).toBeVisible();
  },
};

/** The server refuses: its message with 重试; retrying asks again. */
export const FailedWithRetry: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(customer.selectOrderList, '订单服务维护中')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('订单服务维护中', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('重试') }));
    await expectShown(screen.findByText('订单服务维护中', {}, SLOW));
  },
};

/** Three fields show collapsed; 展开 shows the other two, 收起 hides them again. */
export const CollapsedFilters: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const expand = await screen.findByRole('button', { name: /展\s*开/ }, SLOW);
    await expect(screen.queryByRole('combobox', { name: '安装类型' })).toBeNull();
    await userEvent.click(expand);
    await expectShown(screen.findByRole('combobox', { name: '安装类型' }));
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /收\s*起/ }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '安装类型' })).toBeNull());
  },
};

/** A filter hidden while collapsed but applied (from a link) opens the form expanded and shows its value. */
export const HiddenFilterApplied: Story = {
  args: { initialFilters: { installType: '1', createStartTime: '2026-01-01', createEndTime: '2026-01-31' } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('button', { name: /收\s*起/ }, SLOW));
    await expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2026-01-01');
    await waitFor(() =>
      expect(listed).toHaveBeenCalledWith(
        expect.objectContaining({
          installType: '1',
          createStartTime: '2026-01-01',
          createEndTime: '2026-01-31',
        }),
      ),
    );
  },
};

/** 查询 sends trimmed text filters; 重置 asks for the unfiltered list again. */
export const SearchAndReset: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await firstRow(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: '客户姓名' }), '  张三 ');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ customerName: '张三' })),
    );
    await userEvent.click(screen.getByRole('button', { name: named('重置') }));
    await waitFor(() => expect(listed.mock.lastCall?.[0]).not.toHaveProperty('customerName'));
    await expect(screen.getByRole('textbox', { name: '客户姓名' })).toHaveValue('');
  },
};

/** A destructive action asks first; confirmed, it runs, says 恢复成功 and the list is asked again. */
export const ConfirmedRowAction: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await firstRow(canvasElement);
    const calls = listed.mock.calls.length;
    await userEvent.click(row.getByRole('button', { name: named('恢复') }));
    const confirm = await screen.findByRole('button', { name: named('确定') }, SLOW);
    await expect(restored).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await expectToast(canvasElement, '恢复成功');
    await expect(restored).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** Cancelling the question changes nothing. */
export const CancelledRowAction: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await firstRow(canvasElement);
    await userEvent.click(row.getByRole('button', { name: named('恢复') }));
    await userEvent.click(await screen.findByRole('button', { name: named('取消') }, SLOW));
    await expect(restored).not.toHaveBeenCalled();
  },
};

/** The server refuses the action: its message shows and the row stays. */
export const RowActionRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(customer.recoverOrder, '该订单已被处理')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const row = await firstRow(canvasElement);
    await userEvent.click(row.getByRole('button', { name: named('恢复') }));
    await userEvent.click(await screen.findByRole('button', { name: named('确定') }, SLOW));
    await expectToast(canvasElement, '该订单已被处理');
  },
};

/** A user without the action's code (D11) does not see it. */
export const ActionNotPermitted: Story = {
  args: { restorePermission: 'editEnterpriseSetting' },
  parameters: { user: { userId: 7, userType: '00', buttons: ['viewBaseData'] } },
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    await expect(row.queryByRole('button', { name: named('恢复') })).toBeNull();
  },
};

/** 导出 downloads the server's Excel of the filtered list and says so. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    await firstRow(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: /导\s*出/ }));
    await expectToast(canvasElement, '导出成功');
    await expect(exported).toHaveBeenCalledWith(expect.objectContaining({ status: '2' }));
  },
};

/** A refused export shows the server's message. */
export const ExportRefused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(customer.export, '导出任务过多，请稍后再试')),
  play: async ({ canvasElement }) => {
    await firstRow(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: /导\s*出/ }));
    await expectToast(canvasElement, '导出任务过多，请稍后再试');
  },
};
