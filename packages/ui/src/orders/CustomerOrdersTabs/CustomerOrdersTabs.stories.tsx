import { contract } from '@onsite/api-client';
import {
  createHandlers,
  customerOrders,
  emptyHandler,
  routeOf,
  slowHandler,
} from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, expectShown, failingOnce, named, openTab, page, SLOW } from '../../testing/storyKit';
import { CustomerOrdersTabs } from './CustomerOrdersTabs';
import { calls, customer, recordCustomerOrderCalls, rowOf } from './customerOrderStories';

const { listed } = calls;

const meta = {
  title: 'Header/CustomerOrders/CustomerOrdersTabs',
  component: CustomerOrdersTabs,
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => recordCustomerOrderCalls(msw),
} satisfies Meta<typeof CustomerOrdersTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending first: its rows, the counts on every tab, labels from install_type; status 0 asked of the server. */
export const PendingTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const row = await rowOf(canvasElement, '刘女士');
    await expect(row.getByText('KH20240601')).toBeVisible();
    await expectShown(row.findByText('门锁安装', {}, SLOW));
    await expect(row.getByText('门锁型号：AJ-S1')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '待处理（3）' }, SLOW)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '已处理（1）' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '回收站（2）' })).toBeVisible();
    await expect(await rowOf(canvasElement, '黄先生')).toBeTruthy();
    await expect(canvas.getByText('共计 3 项条目')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ status: '0', pageNum: '1', pageSize: '10' }),
    );
  },
};

/** Handled: the work order number, who handled it and when; no selection, no removal. */
export const HandledTab: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await openTab(canvasElement, '已处理（1）');
    const row = await rowOf(canvasElement, '何先生');
    await expect(row.getByText('GD20240604')).toBeVisible();
    await expect(row.getByText('王派单')).toBeVisible();
    await expect(row.queryByRole('checkbox')).toBeNull();
    await expect(row.queryByRole('button', { name: named('移除') })).toBeNull();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ status: '1' }));
  },
};

/** A filter goes to the server and narrows the rows. */
export const FilterByCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await rowOf(canvasElement, '刘女士');
    await userEvent.type(canvas.getByRole('textbox', { name: '客户姓名' }), '黄先生');
    await userEvent.click(canvas.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: '0', customerName: '黄先生' }),
      ),
    );
    await waitFor(() => expect(canvas.queryByText('刘女士')).toBeNull(), SLOW);
    await expect(canvas.getByText('黄先生')).toBeVisible();
  },
};

/** While the first page loads, the table is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(customer.selectOrderList, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('tab', { name: '待处理（3）' }, SLOW);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), SLOW);
  },
};

/** No customer orders: 暂无数据. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(customer.selectOrderList));
  },
  play: async ({ canvasElement }) => {
    const empty = await page(canvasElement).findByText(
      '暂无数据',
      { selector: '.ant-empty-description' },
      SLOW,
    );
    await expect(empty).toBeVisible();
  },
};

/** The list fails: the server's message with a retry, which brings the rows. */
export const ErrorWithRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(customer.selectOrderList, '服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expectShown(canvas.findByText('服务暂时不可用', {}, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: named('重试') }));
    await rowOf(canvasElement, '刘女士');
  },
};

/** Eleven pending orders; the second page comes back empty (emptied meanwhile): the table steps back to page 1. */
export const StepsBackWhenPageEmpties: Story = {
  beforeEach: ({ msw }) => {
    const template = customerOrders[0];
    if (template === undefined) throw new Error('no customer-order fixture');
    const rows = Array.from({ length: 10 }, (_, index) => ({
      ...template,
      id: 100 + index,
      no: `KH2024070${index}`,
      customerName: `测试客户${String.fromCharCode(65 + index)}`,
    }));
    msw.use(
      routeOf(customer.selectOrderList)(({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        listed(query);
        const firstPage = query.pageNum === '1';
        return HttpResponse.json({
          code: 0,
          msg: '查询成功',
          rows: firstPage ? rows : [],
          total: 11,
          pageNum: 1,
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '测试客户A');
    await userEvent.click(page(canvasElement).getByTitle('2'));
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '2' })), SLOW);
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: '1' })),
      SLOW,
    );
    await expect(await rowOf(canvasElement, '测试客户A')).toBeTruthy();
  },
};

/** Recycle-bin filters: the removal reason and the region cascade (province, then its cities) go to the server. */
export const RecycleBinFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await rowOf(canvasElement, '刘女士');
    await openTab(canvasElement, '回收站（2）');
    await rowOf(canvasElement, '罗女士');
    // The pending tab's form stays mounted but hidden: only the recycle bin's is accessible.
    const filters = within(canvas.getByRole('search', { name: '客户订单筛选' }));
    await userEvent.click(filters.getByRole('button', { name: '展开' }));
    await chooseOption(filters.getByRole('combobox', { name: '省份' }), '广东省');
    await chooseOption(filters.getByRole('combobox', { name: '城市' }), '深圳市');
    await chooseOption(filters.getByRole('combobox', { name: '移除原因' }), '其他');
    await userEvent.click(filters.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: '2', provinceId: '440000', cityId: '440300', deleteReason: '3' }),
      ),
    );
  },
};

/** The dictionaries fail: a warning with a retry; codes show until they load, then their labels. */
export const DictionariesFailThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(contract.system.dict.data.findAll, '字典服务不可用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const alert = await canvas.findByText('字典加载失败，安装类型和移除原因暂不可选', {}, SLOW);
    await expect(alert).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: named('重试') }));
    await waitFor(
      () => expect(canvas.queryByText('字典加载失败，安装类型和移除原因暂不可选')).toBeNull(),
      SLOW,
    );
    await expect(await (await rowOf(canvasElement, '刘女士')).findByText('门锁安装', {}, SLOW)).toBeVisible();
  },
};
