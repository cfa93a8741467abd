import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers } from '@onsite/api-client/testing';
import { expectShown, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs, storyUser } from '../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import EnterpriseBillScreen from './EnterpriseBillScreen';

const listed = fn();

const meta = {
  title: 'Console/Finance/EnterpriseBillScreen',
  component: EnterpriseBillScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/finance/enterpriseBill',
    user: storyUser('enterprise'),
    msw: { handlers: createHandlers({ profile: 'enterprise' }) },
  },
  beforeEach: ({ msw }) => {
    listed.mockClear();
    msw.use(recording(contract.finance.detailed.list, listed));
    return signInAs('enterprise');
  },
} satisfies Meta<typeof EnterpriseBillScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise's own bill lines (D4), operation types by label; both lines of 5 read 回收站恢复 (D6). */
export const OwnBills: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findAllByRole('cell', { name: '回收站恢复' }, SLOW)).toHaveLength(2);
    await expect(screen.getAllByRole('cell', { name: '充值' }).length).toBeGreaterThan(0);
    await expect(screen.queryByRole('cell', { name: '转单恢复' })).toBeNull();
    await expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '1', pageNum: '1' }));
    await expect(screen.getByText(/共计 \d+ 项条目/)).toBeVisible();
  },
};

/** D6: 转单恢复 filters by 5, like 回收站恢复; whole days of the range are sent. */
export const TransferRestoreFilter: Story = {
  parameters: {
    route: '/finance/enterpriseBill?operation=transferRestore&startDate=2024-06-01&endDate=2024-06-30',
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(
          expect.objectContaining({
            operType: '5',
            StartTime: '2024-06-01 00:00:00',
            EndTime: '2024-06-30 23:59:59',
          }),
        ),
      SLOW,
    );
    await expectShown(page(canvasElement).findByTitle('转单恢复'));
  },
};

/** 查询 by operator sends it; 重置 clears it. */
export const SearchAndReset: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.type(await screen.findByRole('textbox', { name: '操作人' }, SLOW), '张企业');
    await userEvent.click(screen.getByRole('button', { name: named('查询') }));
    await waitFor(() =>
      expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ createBy: '张企业' })),
    );
    await userEvent.click(screen.getByRole('button', { name: named('重置') }));
    await waitFor(() => expect(listed.mock.lastCall?.[0]).not.toHaveProperty('createBy'));
  },
};

/** Staff must choose an enterprise: nothing is asked before. */
export const StaffChooseFirst: Story = {
  parameters: { user: storyUser('market'), msw: { handlers: createHandlers({ profile: 'market' }) } },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('请选择企业后查看其账单'));
    await expect(screen.getByRole('combobox', { name: '企业' })).toBeVisible();
    await expect(listed).not.toHaveBeenCalled();
  },
};

/** Staff arriving from the wallet list see that enterprise's bill. */
export const StaffWithEnterprise: Story = {
  parameters: {
    route: '/finance/enterpriseBill?enterpriseId=2',
    user: storyUser('market'),
    msw: { handlers: createHandlers({ profile: 'market' }) },
  },
  beforeEach: () => signInAs('market'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(listed).toHaveBeenCalledWith(expect.objectContaining({ enterpriseId: '2' })),
      SLOW,
    );
    await expect(page(canvasElement).queryByText('请选择企业后查看其账单')).toBeNull();
  },
};

/** The server refuses: its message with a retry. */
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(businessErrorHandler(contract.finance.detailed.list, '账单服务暂不可用')),
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByText('账单服务暂不可用', {}, SLOW));
  },
};
