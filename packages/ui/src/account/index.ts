export { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
export { DownloadsModal, type DownloadsModalProps, downloadKeys } from './DownloadsModal';
export { DutyTechniciansModal, type DutyTechniciansModalProps, dutyKeys } from './DutyTechniciansModal';
export { ExitSummaryModal, type ExitSummaryModalProps } from './ExitSummaryModal';
export * from './hooks';
export { RecentLoginsModal, type RecentLoginsModalProps } from './RecentLoginsModal';
export { UserInfoModal, type UserInfoModalProps } from './UserInfoModal';
export {
  WorkStatusSwitches,
  type WorkStatusSwitchesProps,
  WorkStatusSwitchesView,
  type WorkStatusSwitchesViewProps,
} from './WorkStatusSwitches';
