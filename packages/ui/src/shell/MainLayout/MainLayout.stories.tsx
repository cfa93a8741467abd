import { UserOutlined } from '@ant-design/icons';
import { buildRoutes } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, Card, Space, Tabs } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAYOUT_SETTINGS_DEFAULTS } from '../../providers/layoutSettings';
import type { Brand } from '../LoginLayout';
import { PageHeader } from '../PageHeader';
import { MainLayout } from './MainLayout';

/** The server's menu list (spec 000 §3), in menu order: id, parent, name, key, type, icon, hidden. */
const MENUS: [number, number, string, string, 'M' | 'C', string | null, boolean?][] = [
  [1, 0, '首页', 'dashboard', 'M', 'dashboard'],
  [2, 1, '欢迎', 'welcome', 'C', null],
  [3, 1, '工作台', 'workbench', 'C', null],
  [10, 0, '订单管理', 'order', 'M', 'profile'],
  [11, 10, '订单列表', 'orderList', 'C', null],
  [12, 10, '订单详情', 'orderDetails', 'C', null, true],
  [20, 0, '企业管理', 'enterprise', 'M', 'bank'],
  [21, 20, '企业列表', 'enterpriseList', 'C', null],
  [22, 20, '合同列表', 'contractList', 'C', null],
  [30, 0, '钱包', 'wallet', 'C', 'wallet'],
];
const ROUTES = buildRoutes(
  MENUS.map(([menuId, parentId, menuName, menuKey, menuType, icon, hidden], orderNum) => ({
    menuId,
    parentId,
    menuName,
    menuKey,
    menuType,
    icon,
    visible: hidden ? '1' : '0',
    orderNum,
  })),
);

const PRODUCT_BRAND: Brand = {
  name: '安装到家',
  logo: (
    <svg viewBox="0 0 32 32" width="1em" height="1em" focusable="false" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1890FF" />
      <path d="M6 17 16 8l10 9v8H6z" fill="#FFFFFF" />
    </svg>
  ),
};
const ASSOCIATION_BRAND: Brand = {
  name: '智能锁行业协会',
  logo: `data:image/svg+xml;utf8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#FA8C16"/><rect x="10" y="14" width="12" height="10" rx="2" fill="#fff"/></svg>',
  )}`,
  footer: '智能锁行业协会 会员服务平台',
};

/** A stand-in for the multi-tab bar (the layout only gives it its place). */
const TAB_BAR = (
  <Tabs
    type="card"
    size="small"
    activeKey="/order/orderList"
    tabBarStyle={{ margin: 0, padding: '4px 16px 0' }}
    items={[
      { key: '/dashboard/workbench', label: '工作台' },
      { key: '/order/orderList', label: '订单列表' },
    ]}
  />
);

const meta = {
  title: 'Layouts/MainLayout',
  component: MainLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    routes: ROUTES,
    pathname: '/order/orderList',
    onNavigate: fn(),
    onCollapse: fn(),
    userType: '1',
    productBrand: PRODUCT_BRAND,
    associationBrand: ASSOCIATION_BRAND,
    icp: '京ICP备12345678号',
    headerExtra: (
      <Space>
        <Avatar size="small" icon={<UserOutlined />} />
        <span>张三</span>
      </Space>
    ),
    pageHeader: (
      <PageHeader
        title="订单列表"
        description="查看并处理本企业的全部工单。"
        links={[{ label: '操作指引', href: '#guide' }]}
        tabs={[
          { key: 'all', label: '全部订单' },
          { key: 'waiting', label: '待派单' },
        ]}
      />
    ),
    children: <Card title="订单">页面内容</Card>,
  },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const sideMenu = (canvasElement: HTMLElement, name = '侧边菜单') =>
  within(canvasElement).getByRole('navigation', { name });

/** D9: user type 1 sees the product logo and the footer with the ICP filing line. */
export const ProductUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('安装到家')).toBeVisible();
    await expect(canvas.queryByText('智能锁行业协会')).toBeNull();
    const icp = within(canvas.getByRole('contentinfo')).getByRole('link', { name: '京ICP备12345678号' });
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    // The breadcrumb follows the matched routes; the page header shows its title and description.
    const breadcrumb = within(canvas.getByRole('navigation', { name: '面包屑导航' }));
    await expect(breadcrumb.getByText('订单管理')).toBeVisible();
    await expect(breadcrumb.getByText('订单列表')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '订单列表' })).toBeVisible();
    await expect(canvas.getByText('查看并处理本企业的全部工单。')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '待派单' })).toBeVisible();
    // The current page's directory is open; an entry hidden in the menu is not shown.
    const menu = within(sideMenu(canvasElement));
    await expect(menu.getByRole('menuitem', { name: '订单列表' })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: '订单详情' })).toBeNull();
    // Choosing an entry of a closed directory: open it, then pick the page.
    await userEvent.click(menu.getByRole('menuitem', { name: '企业管理' }));
    await userEvent.click(await menu.findByRole('menuitem', { name: '企业列表' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/enterprise/enterpriseList');
    await userEvent.click(menu.getByRole('menuitem', { name: '钱包' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/wallet');
  },
};

/** D9: any other user type sees the association's brand and no ICP line. */
export const AssociationUser: Story = {
  args: { userType: '22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('智能锁行业协会')).toBeVisible();
    await expect(canvas.queryByText('安装到家')).toBeNull();
    await expect(
      within(canvas.getByRole('contentinfo')).getByText('智能锁行业协会 会员服务平台'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '京ICP备12345678号' })).toBeNull();
  },
};

/** The collapse button narrows the menu to icons and back, by mouse or keyboard. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '安装到家' })).toBeVisible();
    await waitFor(() =>
      expect(sideMenu(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(80),
    );
    await expect(within(sideMenu(canvasElement)).getByText('钱包')).not.toBeVisible();
    const expand = canvas.getByRole('button', { name: '展开菜单' });
    expand.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapse).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(sideMenu(canvasElement).getBoundingClientRect().width).toBeGreaterThan(150));
    await expect(canvas.getByText('安装到家')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(args.onCollapse).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toBeVisible();
    // Collapsed again: the entries' names fade out, only their icons remain.
    await waitFor(() => expect(within(sideMenu(canvasElement)).getByText('钱包')).not.toBeVisible());
  },
};

/** Multi-tab on (the default): the tab bar shows under the header. */
export const WithTabs: Story = {
  args: { tabBar: TAB_BAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '工作台' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '订单列表' })).toBeVisible();
  },
};

/** Multi-tab off in the settings: the same tab bar is not shown. */
export const WithoutTabs: Story = {
  args: {
    settings: { ...LAYOUT_SETTINGS_DEFAULTS, multiTab: false },
    tabBar: TAB_BAR,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab', { name: '工作台' })).toBeNull();
  },
};

/** Spec 001 §9: with auto-hide on, the header hides past 300 px down and returns on scrolling up. */
export const AutoHideHeader: Story = {
  args: {
    settings: { ...LAYOUT_SETTINGS_DEFAULTS, autoHideHeader: true },
    children: <Card title="长页面" style={{ height: 2400 }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const header = canvas.getByRole('banner');
    await expect(header).toBeVisible();
    view.scrollTo(0, 200);
    await waitFor(() => expect(view.scrollY).toBe(200));
    await expect(header).toBeVisible();
    view.scrollTo(0, 900);
    await waitFor(() => expect(header).not.toBeVisible());
    view.scrollTo(0, 700);
    await waitFor(() => expect(header).toBeVisible());
    view.scrollTo(0, 0);
  },
};

/** Below 1200 px the menu starts collapsed to icons; the window's fold is not reported as the person's choice. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: '展开菜单' })).toBeVisible();
    await waitFor(() =>
      expect(sideMenu(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(80),
    );
    await expect(args.onCollapse).not.toHaveBeenCalled();
  },
};

/** Below 576 px the menu is hidden; the button opens it as a drawer that closes after a choice. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('navigation', { name: '侧边菜单' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
    const menu = within(await body.findByRole('navigation', { name: '侧边菜单' }));
    await userEvent.click(menu.getByRole('menuitem', { name: '首页' }));
    await userEvent.click(await menu.findByRole('menuitem', { name: '工作台' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/workbench');
    await waitFor(() => expect(body.queryByRole('navigation', { name: '侧边菜单' })).toBeNull());
  },
};

/** Top layout, light menu, fixed content width: the menu moves into the header. */
export const TopMenu: Story = {
  args: { settings: { ...LAYOUT_SETTINGS_DEFAULTS, layout: 'top', contentWidth: 'Fixed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: '侧边菜单' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '收起菜单' })).toBeNull();
    const menu = within(canvas.getByRole('navigation', { name: '顶部菜单' }));
    await userEvent.click(menu.getByRole('menuitem', { name: '钱包' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet');
  },
};

/** Light side menu, another theme colour and weak colour mode (a CSS filter over the frame). */
export const LightWeakPurple: Story = {
  args: {
    settings: { ...LAYOUT_SETTINGS_DEFAULTS, navTheme: 'light', colorWeak: true, primaryColor: '#722ED1' },
  },
  play: async ({ canvasElement }) => {
    // The filter sits on the frame around the header, whatever element that is.
    let frame: HTMLElement | null = within(canvasElement).getByRole('banner');
    while (frame && getComputedStyle(frame).filter === 'none') frame = frame.parentElement;
    await expect(frame).toHaveStyle({ filter: 'invert(0.8)' });
  },
};

/** A breadcrumb passed in: its links navigate without a page load. */
export const BreadcrumbLinks: Story = {
  args: {
    pathname: '/order/orderDetails',
    breadcrumb: [{ title: '首页', path: '/dashboard/welcome' }, { title: '订单管理' }, { title: '订单详情' }],
    pageHeader: <PageHeader title="订单详情" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const breadcrumb = within(canvas.getByRole('navigation', { name: '面包屑导航' }));
    await userEvent.click(breadcrumb.getByRole('link', { name: '首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/welcome');
  },
};

/** D1: the layout's own texts follow the language. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await waitFor(() =>
      expect(within(sideMenu(canvasElement, 'Side menu')).getByText('钱包')).not.toBeVisible(),
    );
  },
};
