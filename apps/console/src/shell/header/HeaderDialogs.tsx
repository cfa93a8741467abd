import type { HeaderUser } from '@onsite/domain';
import {
  AccountInfo,
  BillList,
  CustomerOrdersDialog,
  DownloadsModal,
  DutyTechniciansModal,
  ExitSummaryModal,
  ReminderListDialog,
  TopupList,
  TopupWizard,
  UserInfoModal,
} from '@onsite/ui';
import type { HeaderDialogs as HeaderDialogState } from './useHeaderDialogs';

export interface HeaderDialogsProps {
  dialogs: HeaderDialogState;
  /** The signed-in user (user type, dept, roles). */
  user: HeaderUser | null;
  /** The user's enterprise; the wallet dialogs exist only for a user with one. */
  enterpriseId: number | null;
  /** Log out after the exit summary. */
  onSignOut: () => void;
  /** After 密码修改成功: end the session and reload (spec 000 §4.1). */
  onPasswordChanged: () => void;
  /** Opens an order's details from the reminder list; without it order numbers are plain text. */
  onOpenOrder?: (orderId: number) => void;
}

/** The header's dialogs (spec 000 §2.4), each shown when its menu entry opened it. */
export default function HeaderDialogs({
  dialogs,
  user,
  enterpriseId,
  onSignOut,
  onPasswordChanged,
  onOpenOrder,
}: HeaderDialogsProps) {
  const { openDialog, close } = dialogs;
  const isOpen = (dialog: typeof openDialog) => openDialog === dialog;
  return (
    <>
      {enterpriseId !== null && (
        <>
          <AccountInfo open={isOpen('accountInfo')} enterpriseId={enterpriseId} onClose={close} />
          <TopupWizard open={isOpen('topUp')} enterpriseId={enterpriseId} onClose={close} />
          <TopupList open={isOpen('topUpList')} enterpriseId={enterpriseId} onClose={close} />
          <BillList open={isOpen('bills')} enterpriseId={enterpriseId} onClose={close} />
        </>
      )}
      <DownloadsModal open={isOpen('downloads')} onClose={close} />
      <CustomerOrdersDialog open={isOpen('customerOrders')} onClose={close} />
      <ReminderListDialog
        open={isOpen('reminders')}
        onClose={close}
        {...(onOpenOrder ? { onOpenOrder } : {})}
      />
      <UserInfoModal open={isOpen('userInfo')} onClose={close} onPasswordChanged={onPasswordChanged} />
      <DutyTechniciansModal open={isOpen('dutyTechnicians')} user={user} onClose={close} />
      <ExitSummaryModal open={isOpen('exitSummary')} user={user} onCancel={close} onConfirm={onSignOut} />
    </>
  );
}
