import { MoreOutlined } from '@ant-design/icons';
import { closeTabs, type TabCommand } from '@onsite/domain';
import { App, Button, Dropdown, type MenuProps, Tabs, type TabsProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An opened page shown as a tab. */
export interface MultiTab {
  /** Unique key of the page, e.g. its path. */
  key: string;
  /** The page title shown on the tab. */
  label: ReactNode;
  /** Whether the tab shows a close button; true by default. */
  closable?: boolean;
}

/** The tabs after a close command. */
export interface MultiTabsChange {
  tabs: MultiTab[];
  activeKey: string;
}

export interface MultiTabBarProps {
  /** The opened pages, in order. */
  tabs: readonly MultiTab[];
  /** Key of the page on screen. */
  activeKey: string;
  /** Called with the key of a tab a person selects. */
  onChange: (key: string) => void;
  /** Called with the tabs and the active key after a tab or a group of tabs was closed. */
  onTabsChange: (change: MultiTabsChange) => void;
}

/** The menu in the spec's order (spec 000 §2.3). */
const MENU_COMMANDS: readonly TabCommand[] = ['current', 'right', 'left', 'all'];

const COMMAND_LABELS: Record<TabCommand, string> = {
  current: 'widgets.tabs.closeCurrent',
  right: 'widgets.tabs.closeRight',
  left: 'widgets.tabs.closeLeft',
  all: 'widgets.tabs.closeAll',
};

/**
 * The multi-tab bar (spec 000 §2.3): opened pages as closable tabs, with a right-click menu (also
 * on Shift+F10 and behind the "more" button) to close the current, right, left or all tabs. The
 * last tab is never closed. Controlled: the parent keeps the tabs.
 */
export function MultiTabBar({ tabs, activeKey, onChange, onTabsChange }: MultiTabBarProps) {
  const { t } = useTranslation('ui');
  const { message } = App.useApp();

  const run = (command: TabCommand, targetKey: string) => {
    const result = closeTabs({ tabs, activeKey }, command, targetKey);
    if (result.message !== undefined) {
      void message.warning(t(`widgets.${result.message}`));
      return;
    }
    onTabsChange({ tabs: result.tabs, activeKey: result.activeKey });
  };

  const menuFor = (targetKey: string): MenuProps => ({
    items: MENU_COMMANDS.map((command) => ({ key: command, label: t(COMMAND_LABELS[command]) })),
    onClick: ({ key }) => run(key as TabCommand, targetKey),
  });

  // Each whole tab (not only its label) opens the menu on right-click or the keyboard's menu key.
  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) => (
    <DefaultTabBar {...props}>
      {(node: ReactElement) => (
        <Dropdown key={node.key} trigger={['contextMenu']} menu={menuFor(String(node.key))}>
          {node}
        </Dropdown>
      )}
    </DefaultTabBar>
  );

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={onChange}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') run('current', key);
      }}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.label, closable: tab.closable ?? true }))}
      renderTabBar={renderTabBar}
      locale={{ removeAriaLabel: t('widgets.tabs.close'), dropdownAriaLabel: t('widgets.tabs.list') }}
      tabBarExtraContent={
        <Dropdown trigger={['click']} menu={menuFor(activeKey)} autoFocus>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('widgets.tabs.more')} />
        </Dropdown>
      }
    />
  );
}
