import { UserOutlined } from '@ant-design/icons';
import {
  type BacklogKey,
  BUTTON_CODES,
  type HeaderUser,
  LOGIN_PATH,
  routePathByKey,
  showsProductBrand,
} from '@onsite/domain';
import { HeaderMenu as HeaderBar, LanguageSwitch, NoticeBell, useCan, WorkStatusSwitches } from '@onsite/ui';
import { Avatar, Grid } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brandOf } from '../config/brands';
import { closeAllLiveAlerts } from '../live/useLiveNotifications';
import { logout } from '../session/logout';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { endSessionAfterPasswordChange } from './header/endSessionAfterPasswordChange';
import { useHeaderCounts } from './header/useHeaderCounts';
import { useHeaderDialogs } from './header/useHeaderDialogs';
import {
  BACKLOG_SCREENS,
  useHeaderNavigation,
  useOpenableScreens,
  useOpenScreen,
} from './header/useHeaderNavigation';

// The dialogs load on demand, when the first one opens (DESIGN.md, Performance shape).
const HeaderDialogs = lazy(() => import('./header/HeaderDialogs'));

/**
 * The header's menu area (spec 000 §2.3, §2.4): language switch, notice bell, the avatar and the
 * ui's header menu with every item the signed-in user may see (domain headerFeatures), each
 * connected to its dialog or screen; log out goes through the exit summary.
 */
export function HeaderMenu() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const headerUser = useMemo<HeaderUser | null>(
    () =>
      user
        ? {
            userId: user.userId,
            userType: user.userType,
            deptId: user.deptId,
            roleIds: user.roleIds,
            buttons: user.buttons ?? null,
          }
        : null,
    [user],
  );
  // Issue 16 item 3: entries that open a screen show only when it is in the menu and built.
  const openableScreens = useOpenableScreens();
  const enterpriseId = user?.enterpriseId ?? null;
  // 客户订单 only for users whose customer-order list the server answers (issue 16 item 3).
  const customerOrders = useCan()(BUTTON_CODES.customerOrderList);
  const counts = useHeaderCounts(headerUser, enterpriseId, customerOrders);
  // A phone's header keeps room for the menu: the globe without the language's name, no avatar.
  const screens = Grid.useBreakpoint();
  const liveState = useLiveStore((state) => state.channelState);
  const notices = useLiveStore((state) => state.notices);
  const unread = useLiveStore((state) => state.unread);
  const alertsOnScreen = useLiveStore((state) => state.alertsOnScreen);
  const dialogs = useHeaderDialogs();
  const open = useHeaderNavigation();
  const openScreen = useOpenScreen();
  const routes = useSessionStore((state) => state.routes);
  const detailsPath = routePathByKey(routes, 'orderDetails');
  // Each to-do item opens what it counts, filtered (issue 16 item 3).
  const openTodoItem = (key: BacklogKey) => {
    switch (key) {
      case 'customerOrder':
        dialogs.show('customerOrders');
        return;
      case 'reminder':
        dialogs.show('reminders');
        return;
      case 'toDispatch':
      case 'customerServiceApply':
      case 'unpaidRecharge':
        openScreen(BACKLOG_SCREENS[key]);
        return;
      default:
        key satisfies never;
    }
  };
  // Once a dialog has opened, the dialogs stay mounted (their closing animation runs).
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogs.openDialog !== null && !dialogsLoaded) setDialogsLoaded(true);
  // Spec 000 §3: without an avatar a default image shows, a different one for user type 1.
  const defaultAvatar = showsProductBrand(user?.userType) ? brandOf('product', t).logo : <UserOutlined />;

  const signOut = async () => {
    dialogs.close();
    await logout();
    void navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <>
      <LanguageSwitch showName={screens.md ?? true} />
      <NoticeBell
        notices={notices}
        unread={unread}
        onOpenChange={(open) => open && useLiveStore.getState().markNoticesRead()}
        onClear={() => useLiveStore.getState().clearNotices()}
        alertsOnScreen={alertsOnScreen}
        onCloseAlerts={closeAllLiveAlerts}
      />
      {screens.sm !== false && (
        <Avatar size="small" icon={defaultAvatar} src={user?.avatar || undefined} alt="" />
      )}
      <HeaderBar
        user={headerUser}
        userName={user?.userName ?? ''}
        payIdentification={counts.payIdentification}
        screens={openableScreens}
        reminderCount={counts.reminderCount}
        todoCount={counts.todoCount}
        todoItems={counts.todoItems}
        todoStatus={counts.todoStatus}
        onTodoItem={openTodoItem}
        onTodoRetry={counts.retryTodo}
        customerOrders={customerOrders}
        newOrderCount={counts.newOrderCount}
        liveState={liveState}
        workSwitches={<WorkStatusSwitches user={headerUser} />}
        onOrderNow={() => open('orderNow')}
        onReminder={() => dialogs.show('reminders')}
        onInquiryMaster={() => open('inquiryMaster')}
        onEnterpriseAmount={() => open('enterpriseAmount')}
        onHeldOrders={() => open('heldOrders')}
        onAccountInfo={() => dialogs.show('accountInfo')}
        onTopUp={() => dialogs.show('topUp')}
        onTopUpList={() => dialogs.show('topUpList')}
        onBills={() => dialogs.show('bills')}
        onDownloads={() => dialogs.show('downloads')}
        onCustomerOrders={() => dialogs.show('customerOrders')}
        onUserInfo={() => dialogs.show('userInfo')}
        onDutyTechnicians={() => dialogs.show('dutyTechnicians')}
        onLogout={() => dialogs.show('exitSummary')}
      />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <HeaderDialogs
            dialogs={dialogs}
            user={headerUser}
            enterpriseId={enterpriseId}
            onSignOut={() => void signOut()}
            onPasswordChanged={() => void endSessionAfterPasswordChange()}
            {...(detailsPath === null
              ? {}
              : { onOpenOrder: (orderId: number) => void navigate(`${detailsPath}?orderId=${orderId}`) })}
          />
        </Suspense>
      )}
    </>
  );
}
