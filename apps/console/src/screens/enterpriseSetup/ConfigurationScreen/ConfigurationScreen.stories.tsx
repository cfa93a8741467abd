import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  chooseOption,
  expectShown,
  expectToast,
  failingOnce,
  named,
  page,
  recording,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ConfigurationScreen from './ConfigurationScreen';

const { guarantee } = contract.enterprise;
const listed = fn();
const saved = fn();

const meta = {
  title: 'Console/EnterpriseSetup/ConfigurationScreen',
  component: ConfigurationScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/configuration',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    saved.mockClear();
    msw.use(recording(guarantee.list, listed), recording(guarantee.save, saved));
    return signInAs('admin');
  },
} satisfies Meta<typeof ConfigurationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = '深圳安居智能锁业有限公司';

/**
 * Staff open the page with no enterprise: they are asked to choose one; the choice goes to the
 * address and its switches show, saved through the dialog's own call.
 */
export const StaffChooseAndSave: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByText('请选择企业')).toBeVisible();
    await expect(listed).not.toHaveBeenCalled();
    await chooseOption(screen.getByRole('combobox', { name: '选择企业' }), NAME);
    const card = within(await screen.findByRole('tabpanel', { name: '门锁安装' }, SLOW));
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/enterprise/configuration?enterpriseId=1',
    );
    await userEvent.click(card.getByRole('switch', { name: '短信通知' }));
    await userEvent.click(card.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '保存成功');
    await expect(saved).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: 1, installType: '1' }));
  },
};

/** An enterprise user sees their own enterprise's switches whatever the address asks, with no picker. */
export const EnterpriseUserSeesTheirOwn: Story = {
  parameters: {
    route: '/enterprise/configuration?enterpriseId=2',
    user: { ...userOf('enterprise'), buttons: ['viewBaseData', 'viewEnterpriseSetting'] },
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const card = within(await screen.findByRole('tabpanel', { name: '门锁安装' }, SLOW));
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '1' }));
    await expect(listed).not.toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '2' }));
    await expect(screen.queryByRole('combobox', { name: '选择企业' })).toBeNull();
    // Without editEnterpriseSetting nothing can be changed.
    await expect(card.queryByRole('button', { name: named('保存') })).toBeNull();
  },
};

/** Without viewEnterpriseSetting the page says so and asks the server for nothing. */
export const WithoutTheCode: Story = {
  parameters: { user: userOf('enterprise') },
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('无权查看企业配置'));
    await expect(listed).not.toHaveBeenCalled();
  },
};

/** The settings fail to load: the failure and a retry show; the retry loads them. */
export const LoadFails: Story = {
  parameters: { route: '/enterprise/configuration?enterpriseId=1' },
  beforeEach: ({ msw }) => {
    msw.use(failingOnce(guarantee.list, '设置服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('设置服务暂时不可用', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: '门锁安装' })).toBeVisible(), SLOW);
  },
};
