import { contract } from '@onsite/api-client';
import { createHandlers, FIXTURE_RECHARGE_ORDER_NO } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { signInAs, storyUser, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import RechargeScreen from './RechargeScreen';

const created = fn();

const meta = {
  title: 'Console/Finance/RechargeScreen',
  component: RechargeScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/wallet/recharge',
    user: storyUser('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    created.mockClear();
    msw.use(recording(contract.finance.pay.insert, created));
    return signInAs('enterprise');
  },
} satisfies Meta<typeof RechargeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enterprise user tops up their own wallet (D4) by bank transfer, on the page. */
export const EnterpriseTopsUp: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('12580.50 元', {}, SLOW));
    await userEvent.click(screen.getByText('2000 元'));
    await userEvent.click(screen.getByRole('button', { name: named('下一步') }));
    await userEvent.click(screen.getByRole('radio', { name: '线下转账' }));
    await userEvent.click(screen.getByRole('button', { name: named('确认支付') }));
    await expectShown(screen.findByText(`订单号：${FIXTURE_RECHARGE_ORDER_NO}`, {}, SLOW));
    await expect(created).toHaveBeenCalledWith({ enterpriseId: 1, totalAmount: 2000, payType: 1 });
  },
};

/** 充值记录 opens the enterprise's top-up records. */
export const OpenRecords: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('充值记录') }, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/wallet/walletRecord?enterpriseId=1',
    );
  },
};

/** Staff choose the enterprise first; nothing can be topped up before. */
export const StaffChooseFirst: Story = {
  parameters: { user: storyUser('market'), msw: { handlers: createHandlers({ profile: 'market' }) } },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('请先选择要充值的企业'));
    await expect(screen.queryByRole('button', { name: named('下一步') })).toBeNull();
    await expect(screen.getByRole('combobox', { name: '充值企业' })).toBeVisible();
  },
};

/** Staff arriving with an enterprise (from the wallet list) see its balance and the wizard. */
export const StaffWithEnterprise: Story = {
  parameters: {
    route: '/wallet/recharge?enterpriseId=2',
    user: storyUser('market'),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('3200.00 元', {}, SLOW));
    await expect(screen.getByRole('button', { name: named('下一步') })).toBeVisible();
  },
};
