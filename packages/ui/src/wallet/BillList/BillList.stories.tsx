import { contract } from '@onsite/api-client';
import {
  billLines,
  businessErrorHandler,
  createHandlers,
  emptyHandler,
  routeOf,
  slowHandler,
} from '@onsite/api-client/testing';
import type { BillLine } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseOption,
  dialogNamed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  SLOW,
} from '../../testing/storyKit';
import { BillList } from './BillList';

const { detailed } = contract.finance;
const listed = fn();

const meta = {
  title: 'Header/Wallet/BillList',
  component: BillList,
  args: { open: true, enterpriseId: 1, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(detailed.list, listed));
  },
} satisfies Meta<typeof BillList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '账单明细';

const rowOf = async (canvasElement: HTMLElement, text: string) =>
  within(await page(canvasElement).findByRole('row', { name: new RegExp(text) }, SLOW));

/** `count` bill lines of enterprise 1, numbered from 1 (order numbers BL0001…). */
function manyLines(count: number): BillLine[] {
  const [first] = billLines;
  if (first === undefined) throw new Error('the fixtures hold no bill line');
  return Array.from({ length: count }, (_, index) => ({
    ...first,
    enterpriseDetailedId: index + 1,
    orderNo: `BL${String(index + 1).padStart(4, '0')}`,
  }));
}

/**
 * Answers the bill list from `lines`, paged as asked, recording what it received; `reportedTotal`
 * lets the total claim more lines than there are (lines removed between two pages).
 */
function pagedLines(lines: readonly BillLine[], reportedTotal = lines.length) {
  return routeOf(detailed.list)(({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    listed(query);
    const pageNum = Number(query.pageNum ?? 1);
    const pageSize = Number(query.pageSize ?? 10);
    const rows = lines.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return HttpResponse.json({
      code: 0,
      msg: '操作成功',
      rows: [
        {
          enterpriseId: 1,
          enterpriseName: '深圳安居智能锁业有限公司',
          totalBalance: 12_580.5,
          enterpriseDetailed: rows,
        },
      ],
      total: reportedTotal,
      pageNum,
    });
  });
}

/**
 * The lines of the current enterprise (D4: its id is sent), each operation type labelled (D6: 5
 * shows 回收站恢复), money right-aligned with two decimals.
 */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, TITLE);
    const topUp = await rowOf(canvasElement, 'CZ202406010001');
    await expect(topUp.getByText('充值')).toBeVisible();
    const amount = topUp.getByText('2000.00');
    await expect(amount).toBeVisible();
    await expect(getComputedStyle(amount.closest('td') ?? amount).textAlign).toBe('right');
    await expect(topUp.getByText('12700.50')).toBeVisible();
    const workOrder = await rowOf(canvasElement, 'GD202406002');
    await expect(workOrder.getByText('工单')).toBeVisible();
    await expect(workOrder.getByText('-120.00')).toBeVisible();
    const restore = await rowOf(canvasElement, '回收站恢复');
    await expect(restore.getByText('0.00')).toBeVisible();
    await expect(page(canvasElement).getByText('共计 6 项条目')).toBeVisible();
    await expect(listed).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: '1', pageNum: '1', pageSize: '10' }),
    );
  },
};

/** Another enterprise's user sees that enterprise's lines: the id comes from the props, never a fixed one. */
export const OtherEnterprise: Story = {
  args: { enterpriseId: 2 },
  beforeEach: ({ msw }) => {
    msw.use(pagedLines(manyLines(2)));
  },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, TITLE);
    await rowOf(canvasElement, 'BL0001');
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '2' }));
    await expect(listed).not.toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '1' }));
  },
};

/** D6: both labels of type 5 filter by 5; another type sends its own value; reset clears the filter. */
export const FilterByOperationType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await rowOf(canvasElement, 'CZ202406010001');
    const operation = dialog.getByRole('combobox', { name: '操作类型' });
    await chooseOption(operation, '转单恢复');
    await userEvent.click(dialog.getByRole('button', { name: named('查询') }));
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ operType: '5' })),
      SLOW,
    );
    await waitFor(() => expect(dialog.queryByText('CZ202406010001')).toBeNull(), SLOW);
    // D6: the row of type 5 shows the recycle-restore label.
    const restored = await rowOf(canvasElement, 'GD202406005');
    await expect(restored.getAllByRole('cell')[0]).toHaveTextContent('回收站恢复');
    await chooseOption(operation, '充值');
    await userEvent.click(dialog.getByRole('button', { name: named('查询') }));
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ operType: '0' })),
      SLOW,
    );
    await expectShown(dialog.findByText('CZ202406010001', {}, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('重置') }));
    await waitFor(
      () =>
        expect(listed).toHaveBeenLastCalledWith(expect.not.objectContaining({ operType: expect.anything() })),
      SLOW,
    );
  },
};

/** Order number and operator go to the server as typed. */
export const FilterByOrderAndOperator: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await rowOf(canvasElement, 'CZ202406010001');
    await userEvent.type(dialog.getByRole('textbox', { name: '订单号' }), 'GD202406003');
    await userEvent.type(dialog.getByRole('textbox', { name: '操作人' }), '王派单');
    await userEvent.click(dialog.getByRole('button', { name: named('查询') }));
    await waitFor(
      () =>
        expect(listed).toHaveBeenLastCalledWith(
          expect.objectContaining({ orderNo: 'GD202406003', createBy: '王派单' }),
        ),
      SLOW,
    );
    await waitFor(() => expect(dialog.queryByText('CZ202406010001')).toBeNull(), SLOW);
    await expect(dialog.getByText('修改')).toBeVisible();
  },
};

/** 23 lines: page 2 is asked of the server and shows lines 11–20. */
export const Paging: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pagedLines(manyLines(23)));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await rowOf(canvasElement, 'BL0001');
    await expect(dialog.getByText('共计 23 项条目')).toBeVisible();
    await userEvent.click(dialog.getByRole('listitem', { name: '2' }));
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: '2' })),
      SLOW,
    );
    await rowOf(canvasElement, 'BL0011');
    await expect(dialog.queryByText('BL0001')).toBeNull();
  },
};

/** The last page comes back empty (lines gone meanwhile): the table steps back one page. */
export const StepBack: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pagedLines(manyLines(20), 23));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await rowOf(canvasElement, 'BL0001');
    await userEvent.click(dialog.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ pageNum: '3' })), SLOW);
    await waitFor(
      () => expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: '2' })),
      SLOW,
    );
    await rowOf(canvasElement, 'BL0020');
  },
};

/** While the first page loads the table is busy. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(detailed.list, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, TITLE);
    await waitFor(
      () =>
        expect(
          canvasElement.ownerDocument.querySelector('[role="dialog"] [aria-busy="true"]'),
        ).not.toBeNull(),
      SLOW,
    );
  },
};

/** No lines: 暂无数据. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(emptyHandler(detailed.list));
  },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, TITLE);
    await expectToast(canvasElement, '暂无数据');
  },
};

/** A refusal: the server's message with a retry instead of the rows. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(detailed.list, '账单服务暂不可用'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, TITLE);
    await expectShown(dialog.findByText('账单服务暂不可用', {}, SLOW));
    await expect(dialog.getByText('数据加载失败')).toBeVisible();
    await expect(dialog.getByRole('button', { name: named('重试') })).toBeVisible();
  },
};

/** In English the operation types and the title follow the language. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, 'Bill details');
    const restore = await rowOf(canvasElement, 'Recycle restore');
    await expect(restore.getByText('GD202406005')).toBeVisible();
  },
};
