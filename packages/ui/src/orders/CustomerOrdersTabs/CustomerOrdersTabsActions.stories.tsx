import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  dialogNamed,
  expectShown,
  expectToast,
  named,
  openTab,
  page,
  SLOW,
  shown,
} from '../../testing/storyKit';
import { CustomerOrdersTabs } from './CustomerOrdersTabs';
import { calls, customer, recordCustomerOrderCalls, rowOf } from './customerOrderStories';

const { listed, sent, removed, recovered, exported } = calls;

const meta = {
  title: 'Header/CustomerOrders/CustomerOrdersTabs actions',
  component: CustomerOrdersTabs,
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => recordCustomerOrderCalls(msw),
} satisfies Meta<typeof CustomerOrdersTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recycle bin: the removal reason from remove_type; restore sends the id: 恢复成功, and the lists refresh. */
export const RecycleBinRestores: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await openTab(canvasElement, '回收站（2）');
    await expect(await (await rowOf(canvasElement, '谢先生')).findByText('其他', {}, SLOW)).toBeVisible();
    const row = await rowOf(canvasElement, '罗女士');
    await expectShown(row.findByText('重复下单', {}, SLOW));
    const listedBefore = listed.mock.calls.length;
    await userEvent.click(row.getByRole('button', { name: named('恢复') }));
    await waitFor(() => expect(recovered).toHaveBeenCalledWith({ id: '5' }), SLOW);
    await expectToast(canvasElement, '恢复成功');
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(listedBefore), SLOW);
  },
};

/** A refused restore: the server's message, not 恢复成功. */
export const RestoreRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(customer.recoverOrder, '只有回收站中的客户订单可以恢复'));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await openTab(canvasElement, '回收站（2）');
    const row = await rowOf(canvasElement, '罗女士');
    await userEvent.click(row.getByRole('button', { name: named('恢复') }));
    await expectToast(canvasElement, '只有回收站中的客户订单可以恢复');
    await expect(page(canvasElement).queryByText('恢复成功')).toBeNull();
  },
};

/** Two rows selected, then 取消 in the question: nothing is sent and the selection stays. */
export const BatchPlaceCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click((await rowOf(canvasElement, '刘女士')).getByRole('checkbox'));
    await userEvent.click((await rowOf(canvasElement, '黄先生')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '批量下单' }));
    const confirm = await dialogNamed(canvasElement, '确定为选中的 2 个客户订单下单吗？');
    await userEvent.click(confirm.getByRole('button', { name: named('取消') }));
    await waitFor(() => expect(canvas.queryByText('确定为选中的 2 个客户订单下单吗？')).toBeNull(), SLOW);
    await expect(canvas.getByText('已选择 2 项')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Batch place with nothing selected: 请选择订单, and nothing is sent. */
export const BatchPlaceNoneSelected: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await userEvent.click(page(canvasElement).getByRole('button', { name: '批量下单' }));
    await expectToast(canvasElement, '请选择订单');
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Two rows selected and placed: their ids are sent, 下单成功, and the selection empties. */
export const BatchPlaceSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(
      (await rowOf(canvasElement, '刘女士')).getByRole('checkbox', { name: '选择客户订单 KH20240601' }),
    );
    await userEvent.click(
      (await rowOf(canvasElement, '黄先生')).getByRole('checkbox', { name: '选择客户订单 KH20240602' }),
    );
    await expect(canvas.getByText('已选择 2 项')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '批量下单' }));
    const confirm = await dialogNamed(canvasElement, '确定为选中的 2 个客户订单下单吗？');
    await userEvent.click(confirm.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith([1, 2]), SLOW);
    await expectToast(canvasElement, '下单成功');
    await waitFor(() => expect(canvas.getByText('已选择 0 项')).toBeVisible(), SLOW);
  },
};

/** The server refuses the batch: its message, not 下单成功. */
export const BatchPlaceRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(customer.sendOrder, '客户订单 KH20240603 缺少订单类型，不能下单'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click((await rowOf(canvasElement, '林女士')).getByRole('checkbox'));
    await userEvent.click(page(canvasElement).getByRole('button', { name: '批量下单' }));
    const confirm = await dialogNamed(canvasElement, '确定为选中的 1 个客户订单下单吗？');
    await userEvent.click(confirm.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '客户订单 KH20240603 缺少订单类型，不能下单');
    await expect(page(canvasElement).queryByText('下单成功')).toBeNull();
  },
};

/** Remove with reason 3 and no remark: 请输入备注, and no request is sent. */
export const RemoveReasonThreeNeedsRemark: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '刘女士');
    await userEvent.click(row.getByRole('button', { name: named('移除') }));
    const dialog = await dialogNamed(canvasElement, '移除客户订单');
    await userEvent.click(await dialog.findByRole('radio', { name: '其他' }, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await shown(dialog, '请输入备注');
    await expect(removed).not.toHaveBeenCalled();
  },
};

/** Remove with reason 3 and a remark: sent with the order's id, 移除成功, and the lists refresh. */
export const RemoveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '刘女士');
    await userEvent.click(row.getByRole('button', { name: named('移除') }));
    const dialog = await dialogNamed(canvasElement, '移除客户订单');
    await expect(dialog.getByText('客户订单号：KH20240601')).toBeVisible();
    await userEvent.click(await dialog.findByRole('radio', { name: '其他' }, SLOW));
    await userEvent.type(dialog.getByRole('textbox', { name: '备注' }), '客户电话确认取消');
    const listedBefore = listed.mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(removed).toHaveBeenCalledWith({ id: 1, deleteReason: '3', remark: '客户电话确认取消' }),
    );
    await expectToast(canvasElement, '移除成功');
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(listedBefore), SLOW);
  },
};

/** Excel export of the tab's filters: the workbook is saved under the server's file name. */
export const ExportDownloads: Story = {
  play: async ({ canvasElement }) => {
    const saved: { name: string; href: string }[] = [];
    const document = canvasElement.ownerDocument;
    // The browser's own download is kept out of the test run; the link it would follow is recorded.
    const keepDownload = (event: MouseEvent) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target : null;
      if (link?.hasAttribute('download')) {
        saved.push({ name: link.download, href: link.href });
        event.preventDefault();
      }
    };
    document.addEventListener('click', keepDownload, true);
    try {
      await rowOf(canvasElement, '刘女士');
      await userEvent.type(page(canvasElement).getByRole('textbox', { name: '订单号' }), 'KH20240601');
      await userEvent.click(page(canvasElement).getByRole('button', { name: named('查询') }));
      await userEvent.click(page(canvasElement).getByRole('button', { name: '导出Excel' }));
      await waitFor(() =>
        expect(exported).toHaveBeenCalledWith(
          expect.objectContaining({ status: '0', orderNo: 'KH20240601' }),
        ),
      );
      await waitFor(() =>
        expect(saved).toEqual([{ name: '客户订单.xlsx', href: expect.stringMatching(/^blob:/) }]),
      );
    } finally {
      document.removeEventListener('click', keepDownload, true);
    }
  },
};

/** The export refused: the server's message. */
export const ExportRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(customer.export, '导出数据过多，请缩小筛选范围'));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '刘女士');
    await userEvent.click(page(canvasElement).getByRole('button', { name: '导出Excel' }));
    await expectToast(canvasElement, '导出数据过多，请缩小筛选范围');
  },
};
