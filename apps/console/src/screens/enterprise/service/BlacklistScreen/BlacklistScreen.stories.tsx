import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import {
  dialogTitled,
  expectDialogClosed,
  expectShown,
  expectToast,
  named,
  page,
  recording,
  rowOf,
  SLOW,
  userOf,
} from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInAs } from '../../../dashboards/storySession';
import { consoleStoryParameters, withConsoleRouter } from '../../../storyKit';
import BlacklistScreen from './BlacklistScreen';

const calls = contract.enterprise.blacklist;
const listed = fn();
const lifted = fn();
const added = fn();

const meta = {
  title: 'Console/Enterprise/BlacklistScreen',
  component: BlacklistScreen,
  decorators: [withConsoleRouter],
  parameters: {
    ...consoleStoryParameters,
    route: '/enterprise/blacklist',
    msw: { handlers: createHandlers() },
    user: userOf('admin'),
  },
  beforeEach: ({ msw }) => {
    for (const spy of [listed, lifted, added]) spy.mockClear();
    msw.use(recording(calls.disable, lifted), recording(calls.add, added));
    return signInAs('admin');
  },
} satisfies Meta<typeof BlacklistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every enterprise's entries; the state filter from the URL keeps the lifted ones. */
export const StaffLiftedFromUrl: Story = {
  parameters: { route: '/enterprise/blacklist?forbiddenStatus=1' },
  beforeEach: ({ msw }) => msw.use(recording(calls.list, listed)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(listed).toHaveBeenCalledWith(expect.objectContaining({ forbiddenStatus: '1', pageNum: '1' })),
      SLOW,
    );
    const row = await rowOf(canvasElement, '钱女士');
    await expect(row.getByText('已解除')).toBeVisible();
    await expect(row.getByRole('button', { name: named('恢复') })).toBeVisible();
    await expect(page(canvasElement).getByRole('columnheader', { name: '企业' })).toBeVisible();
    await expect(page(canvasElement).queryByText('赵先生')).toBeNull();
  },
};

/** 解除 asks first, naming the customer; confirmed, the entry is lifted. */
export const LiftAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '赵先生');
    await expect(row.getByText('生效中')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: named('解除') }));
    await expectShown(
      page(canvasElement).findByText('确认解除「赵先生」的黑名单吗？解除后该客户可以正常下单。', {}, SLOW),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '已解除黑名单');
    await expect(lifted).toHaveBeenCalledWith({ blacklistId: 1 });
  },
};

/**
 * An enterprise user sees their own entries without the enterprise column. Adding an entry with
 * neither a phone nor an address is stopped in the form; a phone already listed is refused by the
 * server, whose message shows while the dialog keeps what was typed.
 */
export const EnterpriseUserAddRefused: Story = {
  parameters: { user: userOf('enterprise'), msw: { handlers: createHandlers({ profile: 'enterprise' }) } },
  beforeEach: () => signInAs('enterprise'),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '赵先生');
    const headers = page(canvasElement)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).not.toContain('企业');
    await expect(page(canvasElement).queryByText('孙先生')).toBeNull();
    await userEvent.click(page(canvasElement).getByRole('button', { name: named('新增黑名单') }));
    const dialog = await dialogTitled(canvasElement, '新增黑名单');
    await userEvent.type(dialog.getByRole('textbox', { name: '拉黑原因' }), '恶意差评');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectShown(dialog.findByText('请填写客户电话或服务地址', {}, SLOW));
    await expect(added).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: '客户电话' }), '17000000001');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '客户电话 17000000001 已在该企业的黑名单中');
    await expect(added).toHaveBeenCalledWith(
      expect.objectContaining({ enterpriseId: 1, phone: '17000000001', reason: '恶意差评', areaCode: '' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await expectDialogClosed(canvasElement, '新增黑名单');
  },
};
