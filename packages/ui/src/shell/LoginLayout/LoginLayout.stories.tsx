import { GlobalOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input, Typography } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Brand } from './BrandLogo';
import { LoginLayout } from './LoginLayout';

const PRODUCT_BRAND: Brand = {
  name: '安装到家',
  logo: (
    <svg viewBox="0 0 32 32" width="1em" height="1em" focusable="false" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#FFFFFF" />
      <path d="M6 17 16 8l10 9v8H6z" fill="#1890FF" />
    </svg>
  ),
  slogan: '安装与售后服务，一站送达',
  footer: '© 2024 安装到家 京ICP备12345678号',
};

const ASSOCIATION_BRAND: Brand = {
  name: '智能锁行业协会',
  logo: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#FA8C16"/><rect x="10" y="14" width="12" height="10" rx="2" fill="#fff"/></svg>',
  )}`,
  slogan: '会员企业服务平台',
};

/** A stand-in for the sign-in route view. */
function SignInForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        账户登录
      </Typography.Title>
      <Form.Item label="用户名" name="username">
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        登录
      </Button>
      <Typography.Link href="#recover" style={{ display: 'inline-block', marginTop: 12 }}>
        忘记密码
      </Typography.Link>
    </Form>
  );
}

const onSignIn = fn();

const meta = {
  title: 'Layouts/LoginLayout',
  component: LoginLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'A',
    brand: PRODUCT_BRAND,
    children: <SignInForm onFinish={onSignIn} />,
    languageSwitch: <Button type="text" icon={<GlobalOutlined />} aria-label="切换语言" />,
  },
} satisfies Meta<typeof LoginLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('用户名'), 'admin');
  await userEvent.type(canvas.getByLabelText('密码'), 'admin12345');
  await userEvent.click(canvas.getByRole('button', { name: /^登\s?录$/ }));
  await expect(onSignIn).toHaveBeenCalledWith({ username: 'admin', password: 'admin12345' });
}

/** A: the brand panel on the left, the route view on the right (the default, D10). */
export const BrandPanelLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brandPanel = within(canvas.getByRole('banner'));
    await expect(brandPanel.getByText('安装到家')).toBeVisible();
    await expect(brandPanel.getByText('安装与售后服务，一站送达')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('京ICP备12345678号');
    await expect(canvas.getByRole('button', { name: '切换语言' })).toBeVisible();
    await signIn(canvasElement);
  },
};

/** B: the form on the right, over the brand's background. */
export const FormRight: Story = {
  args: { variant: 'B' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: '账户登录' })).toBeVisible();
    await expect(canvas.getByText('安装与售后服务，一站送达')).toBeVisible();
    await signIn(canvasElement);
  },
};

/** C: association login: the association's brand and the note to use its account. */
export const AssociationLogin: Story = {
  args: { variant: 'C', brand: ASSOCIATION_BRAND },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByText('智能锁行业协会')).toBeVisible();
    await expect(main.getByText('请使用智能锁行业协会账号登录')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('智能锁行业协会');
  },
};

/** A on a phone (below 576 px): the brand panel sits above the form. */
export const BrandPanelOnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('banner').getBoundingClientRect();
    const form = canvas.getByRole('main').getBoundingClientRect();
    await expect(panel.bottom).toBeLessThanOrEqual(form.top);
    await signIn(canvasElement);
  },
};

/** D1: the association note in Portuguese. */
export const AssociationInPortuguese: Story = {
  args: { variant: 'C', brand: ASSOCIATION_BRAND },
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Entre com sua conta 智能锁行业协会')).toBeVisible();
  },
};
