import { contract } from '@onsite/api-client';
import { createHandlers, slowHandler } from '@onsite/api-client/testing';
import { expectShown, expectToast, named, page, recording, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAs, withLocation } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CustomisationScreen from './CustomisationScreen';

const { customInfo } = contract.enterprise;
const saved = fn();

const meta = {
  title: 'Console/EnterpriseSetup/CustomisationScreen',
  component: CustomisationScreen,
  decorators: [withLocation, withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/customisation?enterpriseId=1',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    msw.use(recording(customInfo.save, saved));
    return signInAs('admin');
  },
} satisfies Meta<typeof CustomisationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The enterprise of the address: its custom info and its requirements. 提交 waits for a change, then
 * saves the custom info through the dialog's own call, the sales-order-code switch unchanged.
 */
export const EditCustomInfo: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const first = await screen.findByRole('textbox', { name: '自定义信息1' }, SLOW);
    await waitFor(() => expect(first).toHaveValue('工单需备注楼层'), SLOW);
    await expectShown(screen.findByText('下单需填写门锁型号', {}, SLOW));
    const section = within(screen.getByRole('region', { name: '自定义信息' }));
    const submit = section.getByRole('button', { name: named('提交') });
    await expect(submit).toBeDisabled();
    await userEvent.type(section.getByRole('textbox', { name: '自定义信息2' }), '夜间勿扰');
    await userEvent.click(submit);
    await expectToast(canvasElement, '保存成功');
    await expect(saved).toHaveBeenCalledWith({
      enterpriseId: 1,
      customInfoId: 1,
      info1: '工单需备注楼层',
      info2: '夜间勿扰',
      info3: '',
      needSaleOrderCode: 0,
    });
  },
};

/** A viewer reads the custom info and requirements; nothing can be changed. */
export const ReadOnly: Story = {
  parameters: { user: userOf('viewer') },
  beforeEach: () => signInAs('viewer'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('下单需填写门锁型号', {}, SLOW));
    await waitFor(() => expect(screen.getByLabelText('自定义信息1')).toHaveValue('工单需备注楼层'), SLOW);
    await expect(screen.queryByRole('button', { name: named('提交') })).toBeNull();
    await expect(screen.queryByRole('button', { name: named('新增') })).toBeNull();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** While the custom info loads, its section is busy; the requirements show meanwhile. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(customInfo.get, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const section = await screen.findByRole('region', { name: '自定义信息' }, SLOW);
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expectShown(screen.findByText('下单需填写门锁型号', {}, SLOW));
    await expect(within(section).queryByRole('button', { name: named('提交') })).toBeNull();
  },
};
