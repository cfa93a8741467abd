import { MoreOutlined } from '@ant-design/icons';
import { closeTabs, type TabCommand } from '@onsite/domain';
import { Button, Dropdown, type MenuProps, Tabs, type TabsProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';

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
  /**
   * Called with the key of a tab to refresh (its page shown anew); when given, the menu offers
   * 刷新当前标签 after the close commands.
   */
  onRefresh?: (key: string) => void;
  /**
   * Keys of the tabs whose pages hold unsaved input: any command that would close (or refresh) one
   * of them asks first (有未保存的修改，确定关闭吗？ · 继续编辑).
   */
  unsavedKeys?: readonly string[];
}

/** The menu in the spec's order (spec 000 §2.3). */
const MENU_COMMANDS: readonly TabCommand[] = ['current', 'right', 'left', 'all'];

const COMMAND_LABELS: Record<TabCommand, string> = {
  current: 'widgets.tabs.closeCurrent',
  right: 'widgets.tabs.closeRight',
  left: 'widgets.tabs.closeLeft',
  all: 'widgets.tabs.closeAll',
};

const REFRESH = 'refresh';

/**
 * The multi-tab bar (spec 000 §2.3): opened pages as closable tabs, with a right-click menu (also
 * on Shift+F10 and behind the "more" button) to close the current, right, left or all tabs, and to
 * refresh a tab when the parent can. The last tab is never closed; closing (or refreshing) a tab
 * with unsaved input asks first. Controlled: the parent keeps the tabs.
 */
export function MultiTabBar({
  tabs,
  activeKey,
  onChange,
  onTabsChange,
  onRefresh,
  unsavedKeys = [],
}: MultiTabBarProps) {
  const { t } = useTranslation('ui');
  const { message, modal } = useAppFeedback();

  /** Runs `proceed` at once, or after a confirm when one of `keys` holds unsaved input. */
  const confirmDiscard = (
    keys: readonly string[],
    kind: 'unsaved' | 'unsavedRefresh',
    proceed: () => void,
  ) => {
    if (!keys.some((key) => unsavedKeys.includes(key))) {
      proceed();
      return;
    }
    void modal.confirm({
      title: t(`widgets.tabs.${kind}.title`),
      content: t(`widgets.tabs.${kind}.content`),
      okText: t(`widgets.tabs.${kind}.ok`),
      cancelText: t('widgets.tabs.unsaved.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: proceed,
    });
  };

  const run = (command: TabCommand, targetKey: string) => {
    const result = closeTabs({ tabs, activeKey }, command, targetKey);
    if (result.message !== undefined) {
      void message.warning(t(`widgets.${result.message}`));
      return;
    }
    const closed = tabs
      .filter((tab) => !result.tabs.some((kept) => kept.key === tab.key))
      .map((tab) => tab.key);
    confirmDiscard(closed, 'unsaved', () => onTabsChange({ tabs: result.tabs, activeKey: result.activeKey }));
  };

  const menuFor = (targetKey: string): MenuProps => ({
    items: [
      ...MENU_COMMANDS.map((command) => ({ key: command, label: t(COMMAND_LABELS[command]) })),
      ...(onRefresh
        ? [{ type: 'divider' as const }, { key: REFRESH, label: t('widgets.tabs.refresh') }]
        : []),
    ],
    onClick: ({ key }) => {
      if (key === REFRESH) confirmDiscard([targetKey], 'unsavedRefresh', () => onRefresh?.(targetKey));
      else run(key as TabCommand, targetKey);
    },
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
