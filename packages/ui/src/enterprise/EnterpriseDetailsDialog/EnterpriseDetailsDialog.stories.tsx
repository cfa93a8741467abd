import { createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  dialogNamed,
  expectShown,
  named,
  SLOW,
  USER_WITHOUT_PRICE_INFO,
  userOf,
} from '../../testing/storyKit';
import { EnterpriseDetailsDialog } from './EnterpriseDetailsDialog';

const meta = {
  title: 'EnterpriseDetailsDialog/Dialog',
  component: EnterpriseDetailsDialog,
  args: { enterpriseId: 1, open: true, initialTab: '1', enterpriseShow: 1, fromList: true, onClose: fn() },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
} satisfies Meta<typeof EnterpriseDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Queries = Awaited<ReturnType<typeof dialogNamed>>;
const tabNames = (dialog: Queries) =>
  dialog
    .getAllByRole('tab')
    .filter((tab) => ['企业信息', '金额信息', '企业设置', '企业历史'].includes(tab.textContent ?? ''))
    .map((tab) => tab.textContent);
const openTab = async (dialog: Queries, name: string) => {
  const tab = dialog.getByRole('tab', { name });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
};
const infoLoaded = (dialog: Queries, name = '深圳安居智能锁业有限公司') =>
  waitFor(() => expect(dialog.getByLabelText('企业名称')).toHaveValue(name), SLOW);

/** Tab 1: the enterprise info of the lock enterprise, in a dialog titled 企业详情 with the four tabs. */
export const InfoTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(tabNames(dialog)).toEqual(['企业信息', '金额信息', '企业设置', '企业历史']);
    await infoLoaded(dialog);
    await expect(dialog.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const AmountTab: Story = {
  args: { initialTab: '2' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(await dialog.findByRole('spinbutton', { name: '智能门锁安装的价格' }, SLOW)).toHaveValue(
      '120.00',
    );
    await expect(dialog.queryByLabelText('企业名称')).toBeNull();
  },
};

export const SettingsTab: Story = {
  args: { initialTab: '3' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('下单需填写门锁型号', {}, SLOW));
    // The switches come with the install-type settings, a request of their own: wait for them too.
    const switches = await dialog.findAllByRole('switch', { name: '短信通知' }, SLOW);
    await expect(switches[0]).toBeChecked();
  },
};

export const HistoryTab: Story = {
  args: { initialTab: 4 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByText('企业简称: 安居 → 安居锁业', {}, SLOW));
  },
};

/** enterpriseShow 0: on every tab, no enabled field and no button besides closing and the tabs. */
export const ReadOnly: Story = {
  args: { enterpriseShow: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await infoLoaded(dialog);
    const expectNothingToUse = async () => {
      // Reading a contract (查看, 下载) is not editing: it stays (issue 15 item 6).
      const buttons = dialog
        .queryAllByRole('button')
        .filter(
          (button) => !button.hasAttribute('disabled') && !/^(查看|下载)$/.test(button.textContent ?? ''),
        );
      await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['关闭']);
      // A value shows as read-only text (issue 15, item 12) or in a disabled control.
      for (const field of dialog.queryAllByRole('textbox'))
        await expect(field.hasAttribute('readonly') || field.hasAttribute('disabled')).toBe(true);
      for (const role of ['combobox', 'switch', 'radio', 'spinbutton'] as const)
        for (const field of dialog.queryAllByRole(role)) await expect(field).toBeDisabled();
    };
    await expectNothingToUse();
    await openTab(dialog, '金额信息');
    await dialog.findByText('含上门费', {}, SLOW);
    await expectNothingToUse();
    await openTab(dialog, '企业设置');
    await dialog.findByText('下单需填写门锁型号', {}, SLOW);
    await expectNothingToUse();
    await expect(dialog.queryByRole('button', { name: '配置机型' })).toBeNull();
  },
};

/** The viewer sees the four tabs and can change nothing: no save, submit, add, edit or delete anywhere. */
export const Viewer: Story = {
  parameters: { user: userOf('viewer') },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(tabNames(dialog)).toEqual(['企业信息', '金额信息', '企业设置', '企业历史']);
    const editButtons = /保\s*存|提\s*交|上传|新增|编\s*辑|删\s*除|禁\s*用|启\s*用|配置/;
    await infoLoaded(dialog);
    await expect(dialog.queryByRole('button', { name: editButtons })).toBeNull();
    await openTab(dialog, '金额信息');
    await dialog.findByText('含上门费', {}, SLOW);
    await expect(dialog.queryByRole('spinbutton')).toBeNull();
    await expect(dialog.queryByRole('button', { name: editButtons })).toBeNull();
    await openTab(dialog, '企业设置');
    await dialog.findByText('下单需填写门锁型号', {}, SLOW);
    await expect(dialog.queryByRole('button', { name: editButtons })).toBeNull();
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** Without priceInfo there is no amount tab; asking for it opens the first tab shown. */
export const WithoutPriceInfo: Story = {
  args: { initialTab: '2' },
  parameters: { user: USER_WITHOUT_PRICE_INFO },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(tabNames(dialog)).toEqual(['企业信息', '企业设置', '企业历史']);
    await expect(dialog.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
    await infoLoaded(dialog);
  },
};

/** hideEnterpriseInfo 1 hides the enterprise info (tab 1) and its history (tab 4). */
export const HideEnterpriseInfo: Story = {
  args: { hideEnterpriseInfo: 1 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(tabNames(dialog)).toEqual(['金额信息', '企业设置']);
    await expectShown(dialog.findByRole('spinbutton', { name: '智能门锁安装的价格' }, SLOW));
  },
};

/** A user who may see none of the tabs. */
export const NothingToSee: Story = {
  args: { hideEnterpriseInfo: 1 },
  parameters: { user: { userId: 9, userType: '01', buttons: ['somethingElse'] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expect(dialog.getByText('没有可查看的企业信息')).toBeVisible();
  },
};

/** The telecom company: its name in tab 1, one install type in the amount and settings tabs. */
export const TelecomEnterprise: Story = {
  args: { enterpriseId: 2 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await infoLoaded(dialog, '中国电信股份有限公司杭州分公司');
    await openTab(dialog, '金额信息');
    await expect(await dialog.findByRole('spinbutton', { name: '宽带新装的价格' }, SLOW)).toHaveValue(
      '90.00',
    );
    await openTab(dialog, '企业设置');
    await expectShown(dialog.findByRole('tab', { name: '宽带安装' }, SLOW));
  },
};

/** The lock enterprise in the same tabs: two install types. */
export const LockEnterprise: Story = {
  args: { initialTab: '2' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await expectShown(dialog.findByRole('tab', { name: '门锁安装' }, SLOW));
    await expect(dialog.getByRole('tab', { name: '售后维修' })).toBeVisible();
  },
};

/** Closing tells the opener, with the fromList flag it opened with. */
export const Close: Story = {
  args: { initialTab: '4' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, '企业详情');
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledWith({ fromList: true });
  },
};

/** English: the dialog and its tabs follow the language. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { initialTab: '3' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Enterprise details');
    await expect(dialog.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await expectShown(dialog.findByRole('tab', { name: 'Order creation' }, SLOW));
    await expect(dialog.getByRole('button', { name: named('Configure models') })).toBeVisible();
  },
};
