import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogNamed,
  dialogTitled,
  expectDialogClosed,
  expectShown,
  named,
  recording,
  rowOf,
  SLOW,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { withCustomerBusinessRoutes } from '../storyRoutes';
import BusinessListScreen from './BusinessListScreen';

const calls = contract.order.business;
const followed = fn();
const closed = fn();

const meta = {
  title: 'Console/CustomerBusiness/BusinessListScreen',
  component: BusinessListScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    msw: { handlers: createHandlers() },
    route: '/order/businessList',
    // The administrator: owns the first two opportunities of the fixtures.
    user: { userId: 1, userType: '00', buttons: ['order:business:list', 'order:business:edit'] },
  },
  beforeEach: ({ msw }) => {
    for (const spy of [followed, closed]) spy.mockClear();
    msw.use(recording(calls.follow, followed), recording(calls.close, closed));
    return withCustomerBusinessRoutes();
  },
} satisfies Meta<typeof BusinessListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 跟进 on an own new opportunity needs what was done; it is sent and the dialog closes. */
export const FollowUpOwnOpportunity: Story = {
  play: async ({ canvasElement }) => {
    const lead = await rowOf(canvasElement, '万科城三期智能门锁批量安装');
    await expect(lead.getByText('待跟进')).toBeVisible();
    await userEvent.click(lead.getByRole('button', { name: named('跟进') }));
    const title = '跟进商机：万科城三期智能门锁批量安装';
    const dialog = await dialogTitled(canvasElement, title);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入跟进内容', {}, SLOW));
    await expect(followed).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '跟进内容' }), '电话确认交付时间');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(followed).toHaveBeenCalledWith({ leadId: 1, content: '电话确认交付时间', nextFollowDate: null }),
    );
    await expectDialogClosed(canvasElement, title);
  },
};

/** Another owner's opportunity offers only 跟进记录; closed ones show why; the follow-ups open in a drawer. */
export const OthersAndClosedAreReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const others = await rowOf(canvasElement, '长租公寓门锁维修年度合作');
    await expect(others.getByText('周拓展')).toBeVisible();
    await expect(others.queryByRole('button', { name: named('跟进') })).toBeNull();
    const lost = await rowOf(canvasElement, '写字楼办公室门禁改造');
    await expect(lost.getByText('失效原因：客户选择了本地安装公司，价格低于我方报价')).toBeVisible();
    const hotel = await rowOf(canvasElement, '连锁酒店客房门锁更换');
    await userEvent.click(hotel.getByRole('button', { name: named('跟进记录') }));
    const drawer = await dialogNamed(canvasElement, '连锁酒店客房门锁更换 的跟进记录');
    await expectShown(drawer.findByText('上门查看样板间，确认锁体型号，报价已发出', {}, SLOW));
    await expect(drawer.getByText(/待跟进 → 跟进中/)).toBeVisible();
  },
};

/** 关闭 as 已失效 needs a reason; nothing is sent without one. */
export const CloseAsLostNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const hotel = await rowOf(canvasElement, '连锁酒店客房门锁更换');
    await userEvent.click(hotel.getByRole('button', { name: named('关闭') }));
    const title = '关闭商机：连锁酒店客房门锁更换';
    const dialog = await dialogTitled(canvasElement, title);
    await userEvent.click(dialog.getByRole('radio', { name: '已失效' }));
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入失效原因', {}, SLOW));
    await expect(closed).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '说明' }), '客户预算取消');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(closed).toHaveBeenCalledWith({
        leadId: 2,
        stage: 'lost',
        content: '客户预算取消',
        enterpriseId: null,
      }),
    );
    await expectDialogClosed(canvasElement, title);
  },
};
