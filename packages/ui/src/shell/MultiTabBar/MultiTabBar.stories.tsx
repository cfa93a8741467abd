import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MultiTab, MultiTabBar, type MultiTabBarProps } from './MultiTabBar';

/** Menus, popovers and toasts animate in: on a busy machine that may take a while. */
const SETTLE = { timeout: 5000 };

const PAGES: MultiTab[] = [
  { key: '/dashboard/workplace', label: '工作台' },
  { key: '/order/list', label: '订单列表' },
  { key: '/enterprise/list', label: '企业列表' },
  { key: '/finance/bill', label: '企业账单' },
];

/** Keeps the tabs as an app's tab store would, and reports every call to the story's spies. */
function StatefulTabBar(args: MultiTabBarProps) {
  const [state, setState] = useState({ tabs: args.tabs, activeKey: args.activeKey });
  return (
    <MultiTabBar
      tabs={state.tabs}
      activeKey={state.activeKey}
      onChange={(key) => {
        args.onChange(key);
        setState((current) => ({ ...current, activeKey: key }));
      }}
      onTabsChange={(change) => {
        args.onTabsChange(change);
        setState(change);
      }}
      onRefresh={args.onRefresh}
      unsavedKeys={args.unsavedKeys}
    />
  );
}

const meta = {
  title: 'Shell/MultiTabBar',
  component: MultiTabBar,
  render: (args) => <StatefulTabBar {...args} />,
  args: { tabs: PAGES, activeKey: '/order/list', onChange: fn(), onTabsChange: fn() },
  parameters: {
    // Known antd issue (ant-design/ant-design#49502): rc-tabs puts close and extra buttons inside role=tablist.
    a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } },
  },
} satisfies Meta<typeof MultiTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The titles on the tabs, without the "Tab 1 of 4" that rc-tabs announces for the focused one. */
const tabNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.replace(tab.querySelector('[aria-live]')?.textContent ?? '', ''));

const tabNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('tab', { name: new RegExp(`${name}$`) });

/** A toast fades in: wait until it can be seen. */
async function expectMessage(canvasElement: HTMLElement, text: string) {
  const toast = await within(canvasElement.ownerDocument.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible(), SETTLE);
}

/**
 * A key press as the browser sends it. antd's menus (rc-menu) read the legacy `which` code, which
 * user-event leaves out, so the menu's arrow keys and Enter are sent with it here.
 */
async function pressKey(canvasElement: HTMLElement, key: string, which: number) {
  const target = canvasElement.ownerDocument.activeElement ?? canvasElement;
  fireEvent.keyDown(target, { key, code: key, keyCode: which, which });
  fireEvent.keyUp(target, { key, code: key, keyCode: which, which });
}

async function openMenu(canvasElement: HTMLElement, tabName: string) {
  const tab = tabNamed(canvasElement, tabName);
  await userEvent.pointer({ keys: '[MouseRight]', target: tab });
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible(), SETTLE);
  return menu;
}

async function choose(canvasElement: HTMLElement, tabName: string, command: string) {
  const menu = await openMenu(canvasElement, tabName);
  await userEvent.click(within(menu).getByRole('menuitem', { name: command }));
}

/** The only tab cannot be closed: its close button and 关闭全部 both say so. */
export const OneTab: Story = {
  args: { tabs: [PAGES[0] as MultiTab], activeKey: '/dashboard/workplace' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭标签' }));
    await expectMessage(canvasElement, '这是最后一个标签了, 无法被关闭');
    await expect(tabNames(canvasElement)).toEqual(['工作台']);
    await choose(canvasElement, '工作台', '关闭全部');
    await expect(tabNames(canvasElement)).toEqual(['工作台']);
    await expect(args.onTabsChange).not.toHaveBeenCalled();
  },
};

/** Several pages: a click selects a tab, its close button closes it, and the keyboard moves between tabs. */
export const SeveralTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(tabNamed(canvasElement, '订单列表')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabNamed(canvasElement, '企业列表'));
    await expect(args.onChange).toHaveBeenCalledWith('/enterprise/list');
    await expect(tabNamed(canvasElement, '企业列表')).toHaveAttribute('aria-selected', 'true');

    // The active tab's close button closes it; its right neighbour takes over.
    const closeButtons = canvas.getAllByRole('button', { name: '关闭标签' });
    await userEvent.click(closeButtons[2] as HTMLElement);
    await expect(tabNames(canvasElement)).toEqual(['工作台', '订单列表', '企业账单']);
    await expect(tabNamed(canvasElement, '企业账单')).toHaveAttribute('aria-selected', 'true');

    // Keyboard: arrow to the first tab and open it with Enter.
    tabNamed(canvasElement, '企业账单').focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(tabNamed(canvasElement, '工作台')).toHaveAttribute('aria-selected', 'true');
  },
};

export const CloseCurrent: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, '企业列表', '关闭当前');
    await expect(tabNames(canvasElement)).toEqual(['工作台', '订单列表', '企业账单']);
    // Closing another tab leaves the page on screen where it is.
    await expect(args.onTabsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ activeKey: '/order/list' }),
    );
  },
};

export const CloseRight: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '企业账单', '关闭右侧');
    await expectMessage(canvasElement, '右侧没有标签');
    await expect(tabNames(canvasElement)).toHaveLength(4);

    await choose(canvasElement, '订单列表', '关闭右侧');
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['工作台', '订单列表']));
  },
};

export const CloseLeft: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, '工作台', '关闭左侧');
    await expectMessage(canvasElement, '左侧没有标签');
    await expect(tabNames(canvasElement)).toHaveLength(4);

    // The active tab 订单列表 is among those closed, so the clicked tab becomes active.
    await choose(canvasElement, '企业列表', '关闭左侧');
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['企业列表', '企业账单']));
    await expect(args.onTabsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ activeKey: '/enterprise/list' }),
    );
  },
};

export const CloseAll: Story = {
  play: async ({ canvasElement }) => {
    // Whatever tab is clicked, the page on screen stays.
    await choose(canvasElement, '企业账单', '关闭全部');
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['订单列表']));
    await choose(canvasElement, '订单列表', '关闭全部');
    await expectMessage(canvasElement, '这是最后一个标签了, 无法被关闭');
  },
};

/**
 * Without a mouse: Delete closes the focused tab; the "more" button opens the menu for the active
 * tab; the menu key opens the focused tab's own menu.
 */
export const FromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    tabNamed(canvasElement, '订单列表').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Delete}');
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['工作台', '订单列表', '企业列表']));

    canvas.getByRole('button', { name: '标签操作' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '关闭当前' })).toHaveFocus());
    await pressKey(canvasElement, 'ArrowDown', 40);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '关闭右侧' })).toHaveFocus());
    await pressKey(canvasElement, 'Enter', 13);
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['工作台', '订单列表']));

    // The menu key (or Shift+F10) makes the browser send `contextmenu` to the focused tab.
    tabNamed(canvasElement, '订单列表').focus();
    fireEvent.contextMenu(canvasElement.ownerDocument.activeElement as Element);
    const tabMenu = await body.findByRole('menu');
    await userEvent.click(within(tabMenu).getByRole('menuitem', { name: '关闭左侧' }));
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['订单列表']));
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '工作台', 'Close tabs to the left');
    await expectMessage(canvasElement, 'There are no tabs on the left');
  },
};

export const InPortuguese: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, '订单列表');
    for (const name of [
      'Fechar esta aba',
      'Fechar abas à direita',
      'Fechar abas à esquerda',
      'Fechar todas as abas',
    ]) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
  },
};

/**
 * A page with unsaved input (issue 16 item 5): every command that would close it asks first;
 * 继续编辑 keeps it, 关闭 closes. Tabs without unsaved input close at once.
 */
export const UnsavedChanges: Story = {
  args: { unsavedKeys: ['/enterprise/list'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvasElement, '工作台', '关闭当前');
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['订单列表', '企业列表', '企业账单']));

    await choose(canvasElement, '订单列表', '关闭右侧');
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('有未保存的修改，确定关闭吗？');
    await expect(within(dialog).getByRole('button', { name: '继续编辑' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), SETTLE);
    await expect(tabNames(canvasElement)).toEqual(['订单列表', '企业列表', '企业账单']);
    await expect(args.onTabsChange).toHaveBeenCalledTimes(1);

    await choose(canvasElement, '企业列表', '关闭当前');
    await userEvent.click(await body.findByRole('button', { name: /^关\s?闭$/ }));
    await waitFor(() => expect(tabNames(canvasElement)).toEqual(['订单列表', '企业账单']));
  },
};

/** With a refresh handler the menu offers 刷新当前标签 for the tab clicked; unsaved input asks first. */
export const Refresh: Story = {
  args: { onRefresh: fn(), unsavedKeys: ['/finance/bill'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await choose(canvasElement, '企业列表', '刷新当前标签');
    await expect(args.onRefresh).toHaveBeenCalledWith('/enterprise/list');

    await choose(canvasElement, '企业账单', '刷新当前标签');
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('有未保存的修改，确定刷新吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /^刷\s?新$/ }));
    await waitFor(() => expect(args.onRefresh).toHaveBeenLastCalledWith('/finance/bill'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};

export const RefreshInTraditionalChinese: Story = {
  args: { onRefresh: fn() },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, '订单列表', '重新整理目前標籤');
    await expect(args.onRefresh).toHaveBeenCalledWith('/order/list');
  },
};
