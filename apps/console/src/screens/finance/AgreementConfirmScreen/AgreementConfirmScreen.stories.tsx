import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import AgreementConfirmScreen from './AgreementConfirmScreen';

const { agreement } = contract.finance;
const confirmed = fn();
const published = fn();

const meta = {
  title: 'Console/Finance/AgreementConfirmScreen',
  component: AgreementConfirmScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/wallet/agreementConfirm',
    user: storyUser('enterprise', ['finance:agreement:list', 'finance:agreement:confirm']),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    confirmed.mockClear();
    published.mockClear();
    msw.use(recording(agreement.confirm, confirmed), recording(agreement.publish, published));
    return signInAs('enterprise');
  },
} satisfies Meta<typeof AgreementConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer version asks the enterprise again; 确认协议 waits for 我已阅读并同意, then records the version read. */
export const EnterpriseAcceptsNewVersion: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(
      screen.findByText('服务协议已更新为第 2 版（贵企业此前确认的是第 1 版），请阅读后重新确认。', {}, SLOW),
    );
    await expect(screen.getByText('上门服务平台企业服务协议 · 第 2 版')).toBeVisible();
    const confirm = screen.getByRole('button', { name: named('确认协议') });
    await expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上协议' }));
    await userEvent.click(confirm);
    await expectToast(canvasElement, '已确认服务协议');
    await expect(confirmed).toHaveBeenCalledWith({ version: 2 });
  },
};

/** Staff: the agreement, who accepted which version, and a new version published after its form is checked. */
export const StaffPublish: Story = {
  parameters: {
    user: storyUser('admin', ['finance:agreement:list', 'finance:agreement:publish']),
    msw: { handlers: createHandlers({ profile: 'admin' }) },
  },
  beforeEach: () => signInAs('admin'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('电信装维有限公司', {}, SLOW));
    await expect(screen.getByText('确认的是旧版本')).toBeVisible();
    await expect(screen.getByText('已确认当前版本')).toBeVisible();
    await expect(screen.queryByRole('checkbox', { name: '我已阅读并同意以上协议' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: named('发布新版本') }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await expectShown(dialog.findByText('发布新版本服务协议', {}, SLOW));
    const content = dialog.getByRole('textbox', { name: '协议内容' });
    await userEvent.clear(content);
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请输入协议内容', {}, SLOW));
    await expect(published).not.toHaveBeenCalled();
    await userEvent.type(content, '第三版协议');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '新版本已发布');
    await expect(published).toHaveBeenCalledWith({
      title: '上门服务平台企业服务协议',
      content: '第三版协议',
    });
  },
};

/** The agreement cannot be loaded: said so, with a retry. */
export const LoadFails: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(agreement.current, '系统繁忙')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('协议加载失败', {}, SLOW));
    await expect(page(canvasElement).getByRole('button', { name: named('重试') })).toBeVisible();
  },
};
