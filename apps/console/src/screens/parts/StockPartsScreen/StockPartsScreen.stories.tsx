import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import StockPartsScreen from './StockPartsScreen';

const calls = contract.enterprise.stockParts;
const listed = fn();
const moved = fn();

const meta = {
  title: 'Console/Parts/StockPartsScreen',
  component: StockPartsScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/stockParts',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, moved]) spy.mockClear();
    msw.use(recording(calls.move, moved));
    return signInAs('admin');
  },
} satisfies Meta<typeof StockPartsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 仅看低库存 comes from the URL: only the line at or below its warning quantity, tagged 低库存. */
export const LowStockFromUrl: Story = {
  parameters: { route: '/enterprise/stockParts?low=1' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ low: '1' })), SLOW);
    const row = await rowOf(canvasElement, '指纹模组');
    await expect(row.getByText('低库存')).toBeVisible();
    await expect(page(canvasElement).queryByText('6068')).toBeNull();
  },
};

/**
 * 出库 of more than is on hand is refused by the server (库存不足 …) and the dialog keeps what was
 * typed; a quantity on hand goes out and 出库成功 shows.
 */
export const MoveOutNeverBelowZero: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '指纹模组');
    await userEvent.click(row.getByRole('button', { name: named('出库') }));
    const dialog = await dialogTitled(canvasElement, '出库：指纹模组（总仓）');
    await expect(dialog.getByText('现有库存：3')).toBeVisible();
    await userEvent.type(dialog.getByRole('spinbutton', { name: '数量' }), '5');
    await userEvent.type(await dialog.findByRole('textbox', { name: '订单号' }), 'GD202403010001');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '库存不足：现有 3，不能出库 5');
    await expect(moved).toHaveBeenCalledWith(
      expect.objectContaining({
        stockId: 2,
        direction: 'out',
        reason: 'order',
        quantity: 5,
        orderNo: 'GD202403010001',
      }),
    );
    await userEvent.clear(dialog.getByRole('spinbutton', { name: '数量' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '数量' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '出库成功');
    await expectDialogClosed(canvasElement, '出库：指纹模组（总仓）');
  },
};

/** 删除 of a line that moved asks first; the server refuses it and says why. */
export const RemoveRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '南山备用仓');
    await expect(row.getByText('锁体')).toBeVisible();
    const moved = await rowOf(canvasElement, '指纹模组');
    await userEvent.click(moved.getByRole('button', { name: named('删除') }));
    await expectShown(page(canvasElement).findByText('确认删除「指纹模组」在「总仓」的库存吗？', {}, SLOW));
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '该库存已有 2 条出入库记录，不能删除');
  },
};
