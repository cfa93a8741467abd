import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, slowHandler } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectShown, expectToast, failingOnce, named, recording, userOf } from '../../testing/storyKit';
import { EnterpriseAmountTab } from './EnterpriseAmountTab';

const { price } = contract.enterprise;
/** What the server received on the two save calls. */
const savedPrices = fn();
const savedAccessories = fn();

const meta = {
  title: 'EnterpriseDetailsDialog/Amount/EnterpriseAmountTab',
  component: EnterpriseAmountTab,
  args: { enterpriseId: 1, editable: true },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
  beforeEach: ({ msw }) => {
    savedPrices.mockClear();
    savedAccessories.mockClear();
    msw.use(recording(price.update, savedPrices), recording(price.accessory.update, savedAccessories));
  },
} satisfies Meta<typeof EnterpriseAmountTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 001 §5: a cleared price is sent as 0, with every row of every install type in one call. */
export const EmptyPriceSentAsZero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const priceInput = await canvas.findByRole('spinbutton', { name: '智能门锁安装的价格' });
    await userEvent.clear(priceInput);
    await userEvent.click(canvas.getByRole('tab', { name: '售后维修' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '上门维修的备注' }), '，夜间另计');
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(savedPrices).toHaveBeenCalledTimes(1);
    const rows = savedPrices.mock.calls[0]?.[0] as {
      enterprisePriceId: number;
      price: number;
      priceRemark: string;
    }[];
    await expect(rows.map((row) => [row.enterprisePriceId, row.price])).toEqual([
      [1, 0],
      [2, 60],
      [3, 0],
    ]);
    await expect(rows[2]?.priceRemark).toBe('按配件价比例，夜间另计');
  },
};

/** A refusal shows the server's msg (spec 001 §8). */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(price.update, '价格不能低于平台基础价'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('spinbutton', { name: '智能门锁安装的价格' });
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '价格不能低于平台基础价');
  },
};

/** The accessories tab: threshold and remark, saved in one call. */
export const Accessories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '配件' }));
    const threshold = await canvas.findByRole('spinbutton', { name: '锁体的价格阈值' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '110');
    await userEvent.click(canvas.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(savedAccessories).toHaveBeenCalledWith([
      { enterpriseAccessoryId: 1, accessoryPriceThreshold: 110, remark: '' },
      { enterpriseAccessoryId: 2, accessoryPriceThreshold: 60, remark: '超阈值需审批' },
    ]);
  },
};

/** A viewer sees the prices and accessories without any input or button. */
export const Viewer: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByText('含上门费'));
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '配件' }));
    await expectShown(canvas.findByText('超阈值需审批'));
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** enterpriseShow 0: read-only even for the admin. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByText('含上门费'));
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The price list fails: its error and retry show; the accessories still work; the retry loads the prices. */
export const PricesFail: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(price.list, '价格服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByText('价格信息加载失败'));
    await expect(canvas.getByText('价格服务暂时不可用')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '配件' }));
    await expectShown(canvas.findByRole('spinbutton', { name: '锁体的价格阈值' }));
    await userEvent.click(canvas.getByRole('tab', { name: '价格信息' }));
    await userEvent.click(await canvas.findByRole('button', { name: /重\s*试/ }));
    await expectShown(canvas.findByRole('tab', { name: '门锁安装' }));
  },
};

/** Each part shows its own loading state while its answer is awaited. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      slowHandler(price.list, Number.POSITIVE_INFINITY),
      slowHandler(price.accessory.list, Number.POSITIVE_INFINITY),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByRole('status', { name: '正在加载价格信息…' }));
    await userEvent.click(canvas.getByRole('tab', { name: '配件' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: '正在加载配件价格…' })).toBeVisible());
  },
};

/** The telecom enterprise: one install type, no accessories. */
export const TelecomEnterprise: Story = {
  args: { enterpriseId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas.findByRole('tab', { name: '宽带安装' }));
    await expect(canvas.getByRole('spinbutton', { name: '宽带新装的价格' })).toHaveValue('90.00');
    await userEvent.click(canvas.getByRole('tab', { name: '配件' }));
    await expectShown(canvas.findByText('暂无配件'));
  },
};
