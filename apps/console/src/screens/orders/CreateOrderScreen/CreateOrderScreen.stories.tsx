import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import { chooseOption, expectVisibleText, FIELD_ERROR, recordingAs, withOrderRoutes } from '../storyHelpers';
import CreateOrderScreen from './CreateOrderScreen';

const added = fn();

const meta = {
  title: 'Console/Orders/CreateOrderScreen',
  component: CreateOrderScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() }, route: '/order/createOrder' },
  beforeEach: ({ msw }) => {
    added.mockClear();
    msw.use(recording(contract.order.order.add, added));
    return withOrderRoutes();
  },
} satisfies Meta<typeof CreateOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof page>;

/** Fills every required field as a person would (enterprise 1, Shenzhen Nanshan, a lock install). */
async function fillOrder(screen: Screen, { enterprise = true } = {}) {
  if (enterprise)
    await chooseOption(
      await screen.findByRole('combobox', { name: '企业' }, SLOW),
      '深圳安居智能锁业有限公司',
    );
  await userEvent.type(screen.getByRole('textbox', { name: '客户姓名' }), '周先生');
  await userEvent.type(screen.getByRole('textbox', { name: '客户电话' }), '13912345678');
  await chooseOption(screen.getByRole('combobox', { name: '省份' }), '广东省');
  await chooseOption(screen.getByRole('combobox', { name: '城市' }), '深圳市');
  await chooseOption(screen.getByRole('combobox', { name: '区县' }), '南山区');
  await userEvent.type(screen.getByRole('textbox', { name: '详细地址' }), '科技园南区 8 栋 301');
  await waitFor(() => expect(screen.getByRole('combobox', { name: '安装类型' })).toBeEnabled(), SLOW);
  await chooseOption(screen.getByRole('combobox', { name: '安装类型' }), '门锁安装');
  await chooseOption(screen.getByRole('combobox', { name: '订单类型' }), '智能门锁安装');
}

/** Submitting empty names every missing field and sends nothing; a bad phone is refused too. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('提交订单') }, SLOW));
    for (const text of [
      '请选择企业',
      '请输入客户姓名',
      '请输入客户电话',
      '请输入详细地址',
      '请选择订单类型',
    ]) {
      await expectVisibleText(canvasElement.ownerDocument.body, text, FIELD_ERROR);
    }
    await userEvent.type(screen.getByRole('textbox', { name: '客户电话' }), '12345');
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入 11 位手机号码', FIELD_ERROR);
    await expect(added).not.toHaveBeenCalled();
  },
};

/** A complete order with an extra info row: sent as typed, 下单成功, and its details open. */
export const CreateAnOrder: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillOrder(screen);
    await userEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '名称 1' }), '门锁型号');
    await userEvent.type(screen.getByRole('textbox', { name: '内容 1' }), 'AJ-S1');
    await userEvent.click(screen.getByRole('button', { name: named('提交订单') }));
    await waitFor(
      () =>
        expect(added).toHaveBeenCalledWith({
          enterpriseId: 1,
          customerName: '周先生',
          customerMobile: '13912345678',
          provinceCode: '440000',
          cityCode: '440300',
          areaCode: '440305',
          detailedAddress: '科技园南区 8 栋 301',
          installType: '1',
          orderTypeId: 1,
          number: 1,
          remark: '',
          infoList: [{ infoName: '门锁型号', infoValue: 'AJ-S1' }],
        }),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '下单成功');
  },
};

/** An extra row without a name is refused before anything is sent. */
export const InfoRowNeedsAName: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /添加一行/ }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('提交订单') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '请输入名称', FIELD_ERROR);
    await userEvent.click(screen.getByRole('button', { name: '删除这一行 1' }));
    await waitFor(() => expect(screen.queryByText('请输入名称')).toBeNull(), SLOW);
    await expect(added).not.toHaveBeenCalled();
  },
};

/** An enterprise user (qyCreateOrder): no enterprise to choose, their own is used. */
export const EnterpriseUser: Story = {
  parameters: {
    route: '/order/qyCreateOrder',
    user: { userId: 4, userType: '22', buttons: ['order:order:add'] },
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => msw.use(recordingAs(contract.order.order.add, added, 'enterprise')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByRole('button', { name: named('提交订单') }, SLOW));
    await expect(screen.queryByRole('combobox', { name: '企业' })).toBeNull();
    await fillOrder(screen, { enterprise: false });
    await userEvent.click(screen.getByRole('button', { name: named('提交订单') }));
    await waitFor(
      () => expect(added).toHaveBeenCalledWith(expect.objectContaining({ customerName: '周先生' })),
      SLOW,
    );
    await expectVisibleText(canvasElement.ownerDocument.body, '下单成功');
  },
};

/** The server refuses: its message shows and the form keeps what was typed. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.order.order.add, '省、市、区不匹配')),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fillOrder(screen);
    await userEvent.click(screen.getByRole('button', { name: named('提交订单') }));
    await expectVisibleText(canvasElement.ownerDocument.body, '省、市、区不匹配');
    await expect(screen.getByRole('textbox', { name: '客户姓名' })).toHaveValue('周先生');
  },
};
