import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import { expectShown, page, recording, rowOf, SLOW, userOf } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { signInAs } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import ProcessInstanceScreen from './ProcessInstanceScreen';

const listed = fn();

const meta = {
  title: 'Console/Approvals/ProcessInstanceScreen',
  component: ProcessInstanceScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/processInstance',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.enterprise.process.list, listed));
    return signInAs('admin');
  },
} satisfies Meta<typeof ProcessInstanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every enterprise request with its history: asked, then decided (or waiting). */
export const EveryRequestWithItsHistory: Story = {
  play: async ({ canvasElement }) => {
    const increase = await rowOf(canvasElement, 'GD202406150001');
    await expect(increase.getByText('加价')).toBeVisible();
    await expect(increase.getByText('郭师傅 申请，2024-06-15 10:00:00')).toBeVisible();
    await expect(increase.getByText('王派单 已同意，2024-06-15 11:00:00')).toBeVisible();
    const waiting = await rowOf(canvasElement, 'GD202406140002');
    await expect(waiting.getByText('等待审批')).toBeVisible();
  },
};

/** The type and the state come from the URL: a link lists the refused deductions. */
export const FiltersFromTheUrl: Story = {
  parameters: { route: '/enterprise/processInstance?approvalType=chargeback&state=refused' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({ approvalType: 'chargeback', state: 'refused', pageNum: '1' }),
        ),
      SLOW,
    );
    const row = await rowOf(canvasElement, '备注：经核对未重复结算，不予扣款');
    await expect(row.getByText('退款管理')).toBeVisible();
    await expect(page(canvasElement).queryByText('GD202406150001')).toBeNull();
  },
};

/** An enterprise user sees their own enterprise's requests, without the enterprise column. */
export const EnterpriseUserSeesOwn: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('这里只显示本企业的记录。', {}, SLOW));
    await rowOf(canvasElement, 'GD202406150001');
    const headers = page(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).not.toContain('企业');
  },
};
