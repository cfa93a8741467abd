import type { LiveChannelState } from '@onsite/api-client';
import { type HeaderUser, headerFeatures, type WorkStatusCode } from '@onsite/domain';
import { Badge, Button, Dropdown, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface HeaderMenuProps {
  /** The signed-in user (user type, dept, roles) deciding what shows (domain headerFeatures). */
  user: HeaderUser | null | undefined;
  /** The flag of /finance/pay/checkIdentification: 9 hides the account menu. */
  payIdentification?: number | string | null;
  workStatus?: WorkStatusCode | null;
  /** The live channel's state, shown as a small dot with its name; nothing while signed out ('closed'). */
  liveState?: LiveChannelState;
  /** The name on the user menu. */
  userName: string;
  /** The work switches (e.g. `<WorkStatusSwitches user={…} />`), shown only for the work-switch users. */
  workSwitches?: ReactNode;
  reminderCount?: number;
  todoCount?: number;
  /** The pending customer orders (new-order alerts update it, spec 000 §9), on the 客户订单 entry. */
  newOrderCount?: number;
  /** Whether 客户订单 shows: only for users whose customer-order list the server answers. */
  customerOrders?: boolean;
  onOrderNow?: () => void;
  onReminder?: () => void;
  onInquiryMaster?: () => void;
  onEnterpriseAmount?: () => void;
  onHeldOrders?: () => void;
  onTodo?: () => void;
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

/** The header bar items (spec 000 §2.4): each shows only for the users headerFeatures allows. */
export function HeaderMenu(props: HeaderMenuProps) {
  const { t } = useTranslation('ui');
  const { user, payIdentification, workStatus, userName, workSwitches } = props;
  const features = headerFeatures(user, { payIdentification, workStatus });
  const entry = (label: string, onClick?: () => void) => (
    <Button type="text" onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Space wrap size="small">
      {props.liveState && props.liveState !== 'closed' && <LiveStateDot state={props.liveState} />}
      {features.orderNow && (
        <Button type="primary" onClick={props.onOrderNow}>
          {t('header.user.orderNow')}
        </Button>
      )}
      {features.reminderBadge && (
        <Badge count={props.reminderCount ?? 0} size="small">
          {entry(
            features.reminderLabel === 'completed'
              ? t('header.user.reminderCompleted')
              : t('header.user.reminderPending'),
            props.onReminder,
          )}
        </Badge>
      )}
      {features.workSwitch && workSwitches}
      {features.inquiryMaster && entry(t('header.user.inquiryMaster'), props.onInquiryMaster)}
      {features.enterpriseAmount && entry(t('header.user.enterpriseAmount'), props.onEnterpriseAmount)}
      {features.heldOrders && entry(t('header.user.heldOrders'), props.onHeldOrders)}
      {features.todoList && (
        <Badge count={props.todoCount ?? 0} size="small">
          {entry(t('header.user.todo'), props.onTodo)}
        </Badge>
      )}
      {features.accountMenu && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'info', label: t('header.user.accountInfo'), onClick: props.onAccountInfo },
              { key: 'topUp', label: t('header.user.topUp'), onClick: props.onTopUp },
              { key: 'topUpList', label: t('header.user.topUpList'), onClick: props.onTopUpList },
              { key: 'bills', label: t('header.user.bills'), onClick: props.onBills },
            ],
          }}
        >
          <Button type="text">{t('header.user.account')}</Button>
        </Dropdown>
      )}
      {entry(t('header.downloads.title'), props.onDownloads)}
      {(props.customerOrders ?? true) && (
        <Badge count={props.newOrderCount ?? 0} size="small">
          {entry(t('header.user.customerOrders'), props.onCustomerOrders)}
        </Badge>
      )}
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
        <Button type="text" aria-label={`${t('header.user.userMenu')} ${userName}`}>
          {userName}
        </Button>
      </Dropdown>
    </Space>
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
      <span role="status" aria-label={label} tabIndex={0}>
        <Badge status={LIVE_DOT[state]} />
      </span>
    </Tooltip>
  );
}
