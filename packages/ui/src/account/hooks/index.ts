export {
  type PasswordChange,
  useChangePassword,
  useHeaderProfile,
  useRecentLogins,
  userKeys,
  userQueries,
} from './userQueries';
export {
  useExitSummary,
  useSetAssignStatus,
  useSetWorkStatus,
  useWorkStatus,
  workKeys,
  workQueries,
} from './workQueries';
