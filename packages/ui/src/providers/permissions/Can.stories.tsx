import { contract } from '@onsite/api-client';
import { createHandlers, currentUsers, routeOf, unauthorizedHandler } from '@onsite/api-client/testing';
import type { PermissionCode } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space, Typography } from 'antd';
import { delay, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectShown } from '../../testing/storyKit';
import { useOnsiteClient } from '../OnsiteProvider/contexts';
import { OnsiteProvider } from '../OnsiteProvider/OnsiteProvider';
import { Can } from './Can';
import { useCan } from './useCan';

/** Two guarded buttons, one with a fallback text, and a check through the hook. */
function ContractActions() {
  const can = useCan();
  return (
    <Space orientation="vertical">
      <Space>
        <Can permission="editEnterpriseContract">
          <Button>编辑合同</Button>
        </Can>
        <Can permission="deleteEnterpriseContract" fallback={<Typography.Text>无删除权限</Typography.Text>}>
          <Button danger>删除合同</Button>
        </Can>
      </Space>
      <Typography.Text>{can('editPriceInfo') ? '可以修改价格' : '只能查看价格'}</Typography.Text>
    </Space>
  );
}

const meta = {
  title: 'Providers/Can',
  component: Can,
  render: () => <ContractActions />,
  args: { permission: 'editEnterpriseContract' satisfies PermissionCode, children: null },
} satisfies Meta<typeof Can>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user with a button list sees only what the list names; the rest is removed (spec 000 §5). */
export const WithButtonList: Story = {
  parameters: { user: { userId: 7, userType: '22', buttons: ['editEnterpriseContract'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '编辑合同' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除合同' })).toBeNull();
    await expect(canvas.getByText('无删除权限')).toBeVisible();
    await expect(canvas.getByText('只能查看价格')).toBeVisible();
  },
};

/** D11: a user whose button list is empty may use every button. */
export const WithoutButtonList: Story = {
  parameters: { user: { userId: 7, userType: '22', buttons: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '编辑合同' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除合同' })).toBeVisible();
    await expect(canvas.getByText('可以修改价格')).toBeVisible();
  },
};

/** D11: user id 1 may use everything, whatever the list says. */
export const SuperUser: Story = {
  parameters: { user: { userId: 1, userType: '00', buttons: ['somethingElse'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '删除合同' })).toBeVisible();
    await expect(canvas.getByText('可以修改价格')).toBeVisible();
  },
};

/** Nobody signed in: every guarded button is removed. */
export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('无删除权限')).toBeVisible();
    await expect(canvas.getByText('只能查看价格')).toBeVisible();
  },
};

/** An embedding host that forgot `user`: the provider asks the server who is signed in. */
function HostWithoutUser() {
  const client = useOnsiteClient();
  return (
    <OnsiteProvider client={client} locale="zh-CN">
      <ContractActions />
    </OnsiteProvider>
  );
}

/** `/system/user/info` answers after a moment with a user holding only 编辑合同. */
const infoAfterAMoment = routeOf(contract.system.user.info)(async () => {
  await delay(300);
  return HttpResponse.json({
    code: 0,
    msg: '操作成功',
    data: { ...currentUsers.enterprise, userId: 7, buttons: ['editEnterpriseContract'] },
  });
});

/**
 * A host passes no `user`: until the server has said who is signed in the content waits (never
 * every control), then shows exactly what the user's button list allows.
 */
export const LoadedFromTheServer: Story = {
  render: () => <HostWithoutUser />,
  parameters: { msw: { handlers: [infoAfterAMoment, ...createHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('只能查看价格')).toBeNull();
    await expectShown(canvas.findByRole('button', { name: '编辑合同' }, { timeout: 5000 }));
    await expect(canvas.queryByRole('button', { name: '删除合同' })).toBeNull();
    await expect(canvas.getByText('无删除权限')).toBeVisible();
  },
};

/** A host passes no `user` and its token is refused: nothing guarded ever shows. */
export const LoadedFromTheServerRefused: Story = {
  render: () => <HostWithoutUser />,
  parameters: { msw: { handlers: [unauthorizedHandler(contract.system.user.info), ...createHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('无删除权限')).toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
