export { RecentLoginsModal, type RecentLoginsModalProps } from './RecentLoginsModal';
