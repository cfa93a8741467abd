import { contract } from '@onsite/api-client';
import { createHandlers, happyResolver, routeOf } from '@onsite/api-client/testing';
import { chooseOption, named, page, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseDetailsScreen from './EnterpriseDetailsScreen';

const loaded = fn();
/** Notes the path of each details request (`/enterprise/management/get/{id}`), then answers as usual. */
const recordingDetails = routeOf(contract.enterprise.management.get)((info) => {
  loaded(new URL(info.request.url).pathname);
  return happyResolver(contract.enterprise.management.get)(info);
});

const meta = {
  title: 'Console/Enterprises/EnterpriseDetailsScreen',
  component: EnterpriseDetailsScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/enterpriseDetails',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    loaded.mockClear();
    msw.use(recordingDetails);
    return signInAs('admin');
  },
} satisfies Meta<typeof EnterpriseDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = '深圳安居智能锁业有限公司';

/** Staff open the page without an enterprise: they are asked to choose one, and the choice goes to the address. */
export const StaffChooseAnEnterprise: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByText('请选择要查看的企业')).toBeVisible();
    await chooseOption(screen.getByRole('combobox', { name: '选择企业' }), NAME);
    await waitFor(() => expect(screen.getByLabelText('企业名称')).toHaveValue(NAME), SLOW);
    await expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/enterprise/enterpriseDetails?enterpriseId=1',
    );
    await expect(screen.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A shared address opens that enterprise at the tab it names. */
export const StaffFromTheAddress: Story = {
  parameters: { route: '/enterprise/enterpriseDetails?enterpriseId=1&tab=2' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await waitFor(
      () => expect(screen.getByRole('tab', { name: '金额信息' })).toHaveAttribute('aria-selected', 'true'),
      SLOW,
    );
    await expect(screen.getByRole('combobox', { name: '选择企业' })).toBeVisible();
  },
};

/**
 * An enterprise user sees their own enterprise, whatever the address asks for, with no choice of
 * enterprise and nothing to change (they hold no edit code).
 */
export const EnterpriseUserSeesTheirOwn: Story = {
  parameters: {
    route: '/enterprise/enterpriseDetails?enterpriseId=2',
    user: userOf('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await waitFor(() => expect(screen.getByLabelText('企业名称')).toHaveValue(NAME), SLOW);
    await expect(loaded).toHaveBeenCalledWith(expect.stringMatching(/\/get\/1$/));
    await expect(loaded).not.toHaveBeenCalledWith(expect.stringMatching(/\/get\/2$/));
    await expect(screen.queryByRole('combobox', { name: '选择企业' })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('提交') })).toBeNull();
  },
};
