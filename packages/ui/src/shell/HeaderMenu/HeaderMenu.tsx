import { EllipsisOutlined } from '@ant-design/icons';
import type { LiveChannelState } from '@onsite/api-client';
import {
  type BacklogItem,
  type BacklogKey,
  type HeaderUser,
  headerFeatures,
  type WorkStatusCode,
} from '@onsite/domain';
import Overflow from '@rc-component/overflow';
import { Badge, Button, Dropdown, type MenuProps, Popover, Space, Tooltip } from 'antd';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TodoList, type TodoListStatus } from '../TodoList';

export interface HeaderMenuProps {
  /** The signed-in user (user type, dept, roles) deciding what shows (domain headerFeatures). */
  user: HeaderUser | null | undefined;
  /** The flag of /finance/pay/checkIdentification: 9 hides the account menu. */
  payIdentification?: number | string | null;
  workStatus?: WorkStatusCode | null;
  /**
   * The screens the user can open (menu routes whose screen is built): 查询师傅, 企业金额 and 挂起订单
   * show only when theirs is listed (issue 16 item 3); none by default.
   */
  screens?: readonly string[];
  /** The live channel's state, shown as a small dot with its name; nothing while signed out ('closed'). */
  liveState?: LiveChannelState;
  /** The name on the user menu. */
  userName: string;
  /** The work switches (e.g. `<WorkStatusSwitches user={…} />`), shown only for the work-switch users. */
  workSwitches?: ReactNode;
  reminderCount?: number;
  todoCount?: number;
  /** The to-do items the server answered (待办事项 lists exactly these); none by default. */
  todoItems?: readonly BacklogItem[];
  /** Whether the to-do items are loading, failed or here; 'success' by default. */
  todoStatus?: TodoListStatus;
  /** Opens a to-do item's filtered screen or list. */
  onTodoItem?: (key: BacklogKey) => void;
  /** Asks for the to-do items again after a failure. */
  onTodoRetry?: () => void;
  /** The pending customer orders (new-order alerts update it, spec 000 §9), on the 客户订单 entry. */
  newOrderCount?: number;
  /** Whether 客户订单 shows: only for users whose customer-order list the server answers. */
  customerOrders?: boolean;
  onOrderNow?: () => void;
  onReminder?: () => void;
  onInquiryMaster?: () => void;
  onEnterpriseAmount?: () => void;
  onHeldOrders?: () => void;
  onAccountInfo?: () => void;
  onTopUp?: () => void;
  onTopUpList?: () => void;
  onBills?: () => void;
  onDownloads?: () => void;
  onCustomerOrders?: () => void;
  onUserInfo?: () => void;
  onDutyTechnicians?: () => void;
  onLogout?: () => void;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

/** One entry of the bar: as it shows in the bar, and as it shows in 更多 when the bar is too narrow. */
interface Entry {
  key: string;
  bar: ReactNode;
  menu: MenuItem;
  /** A count on the entry (a badge): 更多 shows a dot while a counted entry sits in it. */
  count?: number;
}

/**
 * The header bar items (spec 000 §2.4): each shows only for the users headerFeatures allows. They
 * stay on one row: the entries that do not fit the width move, from the last, into 更多 (issue 16
 * item 1); the live dot and the user menu (with 退出登录) always show.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const { t } = useTranslation('ui');
  const { user, payIdentification, workStatus, userName, workSwitches } = props;
  const features = headerFeatures(user, { payIdentification, workStatus, screens: props.screens ?? [] });
  const [todoOpen, setTodoOpen] = useState(false);
  // The first item takes the focus once the popover has opened (not while it is still appearing).
  const [todoShown, setTodoShown] = useState(false);
  const todoItems = props.todoItems ?? [];
  const openTodoItem = (key: BacklogKey) => {
    setTodoOpen(false);
    props.onTodoItem?.(key);
  };
  const entries: Entry[] = [];
  const add = (key: string, label: string, onClick?: () => void, count?: number) => {
    const button = (
      <Button type="text" onClick={onClick}>
        {label}
      </Button>
    );
    entries.push({
      key,
      bar:
        count === undefined ? (
          button
        ) : (
          <Badge count={count} size="small">
            {button}
          </Badge>
        ),
      menu: { key, label: withCount(label, count), onClick },
      ...(count === undefined ? {} : { count }),
    });
  };

  if (features.orderNow) {
    entries.push({
      key: 'orderNow',
      bar: (
        <Button type="primary" onClick={props.onOrderNow}>
          {t('header.user.orderNow')}
        </Button>
      ),
      menu: { key: 'orderNow', label: t('header.user.orderNow'), onClick: props.onOrderNow },
    });
  }
  if (features.reminderBadge) {
    const label =
      features.reminderLabel === 'completed'
        ? t('header.user.reminderCompleted')
        : t('header.user.reminderPending');
    add('reminder', label, props.onReminder, props.reminderCount ?? 0);
  }
  if (features.workSwitch && workSwitches) {
    entries.push({
      key: 'workSwitches',
      bar: workSwitches,
      // A switch in the menu changes the status without closing the menu.
      menu: {
        key: 'workSwitches',
        label: (
          // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the switches' clicks inside the menu
          // biome-ignore lint/a11y/useKeyWithClickEvents: the switches inside take the keyboard themselves
          <span onClick={(event) => event.stopPropagation()}>{workSwitches}</span>
        ),
      },
    });
  }
  if (features.inquiryMaster) add('inquiryMaster', t('header.user.inquiryMaster'), props.onInquiryMaster);
  if (features.enterpriseAmount)
    add('enterpriseAmount', t('header.user.enterpriseAmount'), props.onEnterpriseAmount);
  if (features.heldOrders) add('heldOrders', t('header.user.heldOrders'), props.onHeldOrders);
  if (features.todoList) {
    const label = t('header.user.todo');
    const count = props.todoCount ?? 0;
    entries.push({
      key: 'todo',
      // A popover of the to-do items; opened from the keyboard, the focus moves to the first item.
      bar: (
        <Badge count={count} size="small">
          <Popover
            trigger="click"
            placement="bottomRight"
            open={todoOpen}
            onOpenChange={setTodoOpen}
            afterOpenChange={setTodoShown}
            title={label}
            content={
              <TodoList
                items={todoItems}
                status={props.todoStatus ?? 'success'}
                onOpen={openTodoItem}
                {...(props.onTodoRetry ? { onRetry: props.onTodoRetry } : {})}
                autoFocus={todoShown}
              />
            }
          >
            <Button type="text" aria-expanded={todoOpen}>
              {label}
            </Button>
          </Popover>
        </Badge>
      ),
      // Under 更多, the items are a submenu.
      menu: {
        key: 'todo',
        label: withCount(label, count),
        children:
          todoItems.length === 0
            ? [{ key: 'todo:none', label: t('header.todo.empty'), disabled: true }]
            : todoItems.map((item) => ({
                key: `todo:${item.backlogKey}`,
                label: withCount(t(`header.todo.${item.backlogKey}`), item.count),
                onClick: () => openTodoItem(item.backlogKey),
              })),
      },
      count,
    });
  }
  if (features.accountMenu) {
    const items: MenuItem[] = [
      { key: 'info', label: t('header.user.accountInfo'), onClick: props.onAccountInfo },
      { key: 'topUp', label: t('header.user.topUp'), onClick: props.onTopUp },
      { key: 'topUpList', label: t('header.user.topUpList'), onClick: props.onTopUpList },
      { key: 'bills', label: t('header.user.bills'), onClick: props.onBills },
    ];
    entries.push({
      key: 'account',
      bar: (
        <Dropdown trigger={['click']} menu={{ items }}>
          <Button type="text">{t('header.user.account')}</Button>
        </Dropdown>
      ),
      menu: { key: 'account', label: t('header.user.account'), children: items },
    });
  }
  add('downloads', t('header.downloads.title'), props.onDownloads);
  if (props.customerOrders ?? true) {
    add('customerOrders', t('header.user.customerOrders'), props.onCustomerOrders, props.newOrderCount ?? 0);
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flex: '1 1 0', minWidth: 0 }}>
      <Overflow<Entry>
        prefixCls="onsite-header-menu"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          flex: '1 1 0',
          // Room for 更多 at least, however narrow the window.
          minWidth: 40,
          position: 'relative',
        }}
        data={entries}
        itemKey="key"
        maxCount="responsive"
        // Every entry shows until the width is known (and where it never is, as in jsdom).
        ssr="full"
        itemComponent={OverflowSlot}
        renderItem={(entry) => entry.bar}
        renderRest={(omitted) => <MoreEntries entries={omitted} />}
      />
      {props.liveState && props.liveState !== 'closed' && <LiveStateDot state={props.liveState} />}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'userInfo', label: t('header.user.userInfo'), onClick: props.onUserInfo },
            { key: 'duty', label: t('header.user.dutyTechnicians'), onClick: props.onDutyTechnicians },
            { key: 'logout', label: t('header.user.logout'), onClick: props.onLogout },
          ],
        }}
      >
        <Button
          type="text"
          aria-label={`${t('header.user.userMenu')} ${userName}`}
          style={{ flex: 'none', maxWidth: 140 }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{userName}</span>
        </Button>
      </Dropdown>
    </div>
  );
}

function withCount(label: string, count: number | undefined): ReactNode {
  if (!count) return label;
  return (
    <Space size="small">
      {label}
      <Badge count={count} size="small" />
    </Space>
  );
}

/**
 * The slot of one entry: never shrinks (its measured width is its real one), and an entry moved into
 * 更多 is out of the tab order as well as out of sight (`inert`).
 */
function OverflowSlot({
  style,
  ref,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  const hidden = rest['aria-hidden'] === true || rest['aria-hidden'] === 'true';
  return <div ref={ref} style={{ flex: 'none', paddingInline: 4, ...style }} inert={hidden} {...rest} />;
}

/** 更多: the entries that did not fit, as a menu; a dot while one of them carries a count. */
function MoreEntries({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('ui');
  const counted = entries.some((entry) => (entry.count ?? 0) > 0);
  return (
    <Dropdown trigger={['click']} menu={{ items: entries.map((entry) => entry.menu) }}>
      <Tooltip title={t('header.user.more')}>
        <Badge dot={counted}>
          <Button type="text" aria-label={t('header.user.more')} icon={<EllipsisOutlined />} />
        </Badge>
      </Tooltip>
    </Dropdown>
  );
}

const LIVE_DOT = {
  open: 'success',
  connecting: 'processing',
  reconnecting: 'warning',
  ended: 'error',
} as const;

/** The live channel's state: a dot whose name (tooltip and accessible name) says it (issue 16 item 7). */
function LiveStateDot({ state }: { state: Exclude<LiveChannelState, 'closed'> }) {
  const { t } = useTranslation('ui');
  const label = t(`header.live.${state}`);
  return (
    <Tooltip title={label}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard user can read its tooltip */}
      <span role="status" aria-label={label} tabIndex={0} style={{ flex: 'none' }}>
        <Badge status={LIVE_DOT[state]} />
      </span>
    </Tooltip>
  );
}
