import { contract } from '@onsite/api-client';
import { createHandlers, routeOf } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectShown,
  fileInputOf,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyUser, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { signInWithOrderScreens } from '../storySession';
import ThirdOrderListScreen from './ThirdOrderListScreen';

const { third } = contract.order;
const listed = fn();
const imported = fn();

const workbook = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'jd.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const meta = {
  title: 'Console/ThirdOrders/ThirdOrderListScreen',
  component: ThirdOrderListScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/order/thirdOrderList',
    user: storyUser('dispatcher', ['order:third:list', 'order:third:import']),
    msw: { handlers: createHandlers({ profile: 'dispatcher' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    imported.mockClear();
    msw.use(recording(third.list, listed), recording(third.import, imported));
    return signInWithOrderScreens('dispatcher');
  },
} satisfies Meta<typeof ThirdOrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The imported orders with their channel, our order number and its state; 详情 opens the details. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'TM88000123');
    await expect(row.getByText('天猫')).toBeVisible();
    await expect(row.getByRole('link', { name: 'GD202406150023' })).toBeVisible();
    await expect(row.getByText('TP2024061614000000003')).toBeVisible();
    const dispatched = await rowOf(canvasElement, 'JD20240615002');
    await expect(dispatched.getByText('已派单')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('详情') }));
    await waitFor(
      () =>
        expect(page(canvasElement).getByRole('status', { name: 'location' })).toHaveTextContent(
          /thirdOrderDetails\?thirdOrderId=3$/,
        ),
      SLOW,
    );
  },
};

/** The URL's filter is sent and only the matching orders show. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/order/thirdOrderList?channel=京东' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ channel: '京东' })),
      SLOW,
    );
    await rowOf(canvasElement, 'JD20240615001');
    await expect(page(canvasElement).queryByText('TM88000123')).toBeNull();
  },
};

/** Staff choose the enterprise first: a file chosen without one is not sent. */
export const ImportNeedsEnterprise: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('导入订单') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '导入第三方订单');
    await expect(dialog.getByText(/渠道名称、渠道订单号、客户姓名/)).toBeVisible();
    const panel = dialog.getByRole('button', { name: named('选择文件') }).closest('[role="dialog"]');
    if (!(panel instanceof HTMLElement)) throw new Error('no dialog content');
    await userEvent.upload(fileInputOf(panel), workbook());
    await expectShown(dialog.findByText('请先选择订单所属企业', {}, SLOW));
    await expect(imported).not.toHaveBeenCalled();
  },
};

/** An enterprise user imports for their own enterprise; a file with bad rows imports nothing and offers the error file. */
export const ImportWithBadRows: Story = {
  parameters: {
    user: storyUser('enterprise', ['order:third:list', 'order:third:import']),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      routeOf(third.import)(() =>
        HttpResponse.json({
          code: 0,
          msg: '导入失败：2 行有误，未导入任何订单，请下载错误文件修改后重新导入',
          data: {
            importedCount: 0,
            errorCount: 2,
            errorFile: 'exports/third-order-import-errors-1.xlsx',
            batchNo: null,
          },
        }),
      ),
    );
    return signInWithOrderScreens('enterprise');
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: named('导入订单') }, SLOW));
    const dialog = await dialogTitled(canvasElement, '导入第三方订单');
    await expect(dialog.queryByText('请选择企业')).toBeNull();
    const panel = dialog.getByRole('button', { name: named('选择文件') }).closest('[role="dialog"]');
    if (!(panel instanceof HTMLElement)) throw new Error('no dialog content');
    await userEvent.upload(fileInputOf(panel), workbook());
    await expectShown(dialog.findByText('2 行有误，未导入任何订单', {}, SLOW));
    await expect(dialog.getByRole('button', { name: named('下载错误文件') })).toBeVisible();
  },
};
