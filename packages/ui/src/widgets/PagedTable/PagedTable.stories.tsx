import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { PagedTable, type PagedTableProps, type PageRequest } from './PagedTable';
import { type PageResult, usePagedQuery } from './usePagedQuery';

interface Order {
  id: number;
  orderNo: string;
  customerName: string;
  createTime: string;
}

const order = (id: number): Order => ({
  id,
  orderNo: `DD${String(id).padStart(6, '0')}`,
  customerName: `客户 ${id}`,
  createTime: `2024-05-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
});
const orders = (count: number) => Array.from({ length: count }, (_, index) => order(index + 1));

const COLUMNS: TableColumnsType<Order> = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '客户', dataIndex: 'customerName' },
  { title: '创建时间', dataIndex: 'createTime', sorter: true },
];

/** A list "server" in memory: answers one page after a short delay, as the real one would. */
function pageOf(rows: readonly Order[], { pageNum, pageSize }: PageRequest): Promise<PageResult<Order>> {
  const page = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return new Promise((resolve) => setTimeout(() => resolve({ rows: page, total: rows.length }), 50));
}

/** The table wired to usePagedQuery over an in-memory list, with a delete action per row. */
function ServerPagedOrders({
  initial,
  fetcher,
}: {
  initial: number;
  fetcher: (request: PageRequest) => void;
}) {
  const [rows] = useState(() => ({ current: orders(initial) }));
  const { tableProps, query } = usePagedQuery<Order>({
    queryKey: ['stories', 'orders'],
    fetcher: (request) => {
      fetcher(request);
      return pageOf(rows.current, request);
    },
  });
  // As after a delete call: the list is fetched again with the same key and page.
  const remove = (id: number) => {
    rows.current = rows.current.filter((item) => item.id !== id);
    void query.refetch();
  };
  const columns: TableColumnsType<Order> = [
    ...COLUMNS,
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => remove(row.id)}>
          删除 {row.orderNo}
        </Button>
      ),
    },
  ];
  return <PagedTable<Order> rowKey="id" columns={columns} {...tableProps} />;
}

const meta = {
  title: 'Widgets/PagedTable',
  component: PagedTable<Order>,
  args: { rowKey: 'id', columns: COLUMNS, dataSource: [], total: 0, onChange: fn() },
} satisfies Meta<PagedTableProps<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // antd's spinner marks the table busy for assistive technology.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无数据', { ignore: 'title' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** A failed page: the server's message and a retry button instead of rows. */
export const LoadFailed: Story = {
  args: { error: new Error('系统错误，请稍后再试'), onRetry: fn(), total: 57 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('数据加载失败')).toBeVisible();
    await expect(canvas.getByText('系统错误，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OnePage: Story = {
  args: { dataSource: orders(5), total: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('共计 5 项条目')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** 57 orders on the server: page 1 of 10 first, descending; then page 2, size 20, a jump to page 3. */
export const ManyPages: Story = {
  args: { onChange: fn() },
  render: (args) => <ServerPagedOrders initial={57} fetcher={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByText('DD000001'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, sortOrder: 'desc' });
    await expect(canvas.getByText('共计 57 项条目')).toBeVisible();

    await userEvent.click(canvas.getByRole('listitem', { name: '2' }));
    await expectShown(canvas.findByText('DD000011'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNum: 2, pageSize: 10 }),
    );

    await userEvent.click(canvas.getByRole('combobox', { name: '页码' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '20 条/页' }));
    await expectShown(canvas.findByText('DD000040'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNum: 2, pageSize: 20 }),
    );

    // Quick jump: type the page and leave the field (antd reads Enter by its legacy keyCode only).
    await userEvent.type(canvas.getByRole('textbox', { name: '页' }), '3');
    await userEvent.tab();
    await expectShown(canvas.findByText('DD000057'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNum: 3, pageSize: 20 }),
    );

    // Sorting by a column asks the server for it.
    await userEvent.click(canvas.getByText('创建时间'));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sortField: 'createTime' })),
    );
  },
};

/** Spec 000 §4.5: deleting the only row of the last page steps back to the page before it. */
export const StepBack: Story = {
  args: { onChange: fn() },
  render: (args) => <ServerPagedOrders initial={21} fetcher={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('listitem', { name: '3' }));
    await userEvent.click(await canvas.findByRole('button', { name: '删除 DD000021' }));
    await expectShown(canvas.findByText('DD000020'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2 }));
    await expect(canvas.getByText('共计 20 项条目')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { dataSource: orders(10), total: 57 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total items: 57')).toBeVisible();
  },
};

export const LoadFailedInPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  args: { error: { code: 500 }, onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar os dados')).toBeVisible();
    await expect(canvas.getByText('Erro do sistema, tente novamente mais tarde')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
