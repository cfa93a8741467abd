import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  expectShown,
  expectTextShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CsRecordScreen from './CsRecordScreen';

const { csRecord } = contract.system;
const added = fn();
const removed = fn();

const meta = {
  title: 'Console/System/CsRecordScreen',
  component: CsRecordScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/system/customerServiceRecord',
    msw: { handlers: createHandlers() },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [added, removed]) spy.mockClear();
    msw.use(recording(csRecord.add, added), recording(csRecord.remove, removed));
  },
} satisfies Meta<typeof CsRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The records with their channel and follow-up state; 删除 asks first, then deletes. */
export const ListedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '林女士');
    await expect(row.getByText('在线沟通')).toBeVisible();
    await expect(row.getByText('跟进中')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('删除') }));
    await expectToast(canvasElement, '确定删除订单 GD202406020007 的这条客服记录吗？');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '删除成功');
    await expect(removed).toHaveBeenCalledWith({ recordId: 2 });
  },
};

/** 新增记录: the order, customer and content are required before anything is sent; then it is saved. */
export const AddRecord: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '陈先生');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: named('新增记录') }));
    const dialog = await dialogNamed(canvasElement, '新增客服记录');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectTextShown(dialog, '请输入订单编号');
    await expectTextShown(dialog, '请输入沟通内容');
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('订单编号'), 'GD202406030001');
    await userEvent.type(dialog.getByLabelText('客户姓名'), '陈先生');
    await userEvent.type(dialog.getByLabelText('沟通内容'), '客户确认明天上午在家');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith(
        expect.objectContaining({
          orderNo: 'GD202406030001',
          customerName: '陈先生',
          customerMobile: '',
          channel: 'phone',
          summary: '客户确认明天上午在家',
          followState: 'pending',
          followNote: '',
        }),
      ),
    );
    await expectToast(canvasElement, '保存成功');
  },
};

/** The server refuses (an unknown order): its message is shown and the dialog stays open. */
export const AddRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(csRecord.add, '订单 GD000 不存在'));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '陈先生');
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增记录') }));
    const dialog = await dialogNamed(canvasElement, '新增客服记录');
    await userEvent.type(dialog.getByLabelText('订单编号'), 'GD000');
    await userEvent.type(dialog.getByLabelText('客户姓名'), '陈先生');
    await userEvent.type(dialog.getByLabelText('沟通内容'), '询问进度');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '订单 GD000 不存在');
    await expect(dialog.getByLabelText('订单编号')).toHaveValue('GD000');
  },
};

/** A user with only the list code sees the records but no change controls. */
export const ReadOnly: Story = {
  parameters: { user: { userId: 5, userType: '1', buttons: ['system:csrecord:list'] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('王先生', { selector: 'td, td *' }, SLOW));
    await expect(screen.queryByRole('button', { name: named('新增记录') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('删除') })).toBeNull();
  },
};
