import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import MasterBillScreen from './MasterBillScreen';

const { masterBill } = contract.finance;
const listed = fn();
const exported = fn();

const meta = {
  title: 'Console/Finance/MasterBillScreen',
  component: MasterBillScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/masterBill',
    // Finance staff: every master's lines and the export.
    user: storyUser('market', ['finance:masterbill:list', 'finance:masterbill:export']),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    exported.mockClear();
    msw.use(recording(masterBill.list, listed), recording(masterBill.export, exported));
    return signInAs('market');
  },
} satisfies Meta<typeof MasterBillScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every master's lines with the master, the amount and the approved increases in it. */
export const AllMasters: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('GD20240610000058', {}, SLOW));
    await expect(screen.getByRole('columnheader', { name: '师傅' })).toBeVisible();
    await expect(screen.getByText('GD20240605000041')).toBeVisible();
    await expect(screen.getByText('230.00')).toBeVisible();
    await expect(screen.getByText('50.00')).toBeVisible();
    await expect(screen.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  },
};

/** The URL's filters (a master, days) are sent, and only that master's lines show. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/finance/masterBill?masterId=1&beginTime=2024-06-01&endTime=2024-06-30' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ masterId: '1', beginTime: '2024-06-01', endTime: '2024-06-30' }),
        ),
      SLOW,
    );
    const screen = page(canvasElement);
    await expectShown(screen.findByText('GD20240610000058', {}, SLOW));
    await expect(screen.queryByText('GD20240605000041')).toBeNull();
  },
};

/** 导出 asks the server for the workbook of the applied filters. */
export const Export: Story = {
  parameters: { route: '/finance/masterBill?orderNo=GD2024' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /导\s*出/ }, SLOW));
    await expectToast(canvasElement, '导出成功');
    await waitFor(
      () => expect(exported).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'GD2024' })),
      SLOW,
    );
  },
};

/** A master sees their own lines only: no master filter or column, no export, a note saying so. */
export const MasterSeesOwn: Story = {
  parameters: {
    user: { userId: 7, userName: '郭师傅', userType: '2', buttons: ['finance:masterbill:list'] },
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('这里只列出您本人的账单。', {}, SLOW));
    await expectShown(screen.findByText('GD20240610000058', {}, SLOW));
    await expect(screen.queryByRole('columnheader', { name: '师傅' })).toBeNull();
    await expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  },
};

/** The list cannot be loaded: the server's message with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(masterBill.list, '开始时间不能晚于结束时间')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('开始时间不能晚于结束时间', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
