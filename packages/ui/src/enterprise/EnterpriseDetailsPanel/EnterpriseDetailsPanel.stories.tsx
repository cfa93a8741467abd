import { createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { named, SLOW, userOf } from '../../testing/storyKit';
import { EnterpriseDetailsPanel } from './EnterpriseDetailsPanel';

const meta = {
  title: 'EnterpriseDetailsDialog/Panel',
  component: EnterpriseDetailsPanel,
  args: { enterpriseId: 1, editable: true, initialTab: '1' },
  parameters: { msw: { handlers: createHandlers() }, user: userOf('admin') },
} satisfies Meta<typeof EnterpriseDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tabs of the details (the demand tabs inside tab 1 are tabs too). */
const TABS = ['企业信息', '金额信息', '企业设置', '企业历史'];
const tabNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '')
    .filter((name) => TABS.includes(name));

/** Staff with every code: the dialog's four tabs on a page, tab 1 filled from the server. */
export const ForStaff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByLabelText('企业名称')).toHaveValue('深圳安居智能锁业有限公司'),
      SLOW,
    );
    await expect(tabNames(canvasElement)).toEqual(TABS);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * An enterprise user (type 22) with the seed's view codes (base data and prices), holding no edit
 * code, so the console shows the page read-only: the tabs their codes open, nothing to change.
 */
export const ForEnterpriseUser: Story = {
  args: { editable: false },
  parameters: { user: userOf('enterprise') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tabNames(canvasElement)).toContain('金额信息'), SLOW);
    await expect(tabNames(canvasElement)).not.toContain('企业设置');
    await expect(canvas.queryByRole('button', { name: named('提交') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: named('上传合同') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: named('配置型号') })).toBeNull();
  },
};
