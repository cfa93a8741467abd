export { UserInfoModal, type UserInfoModalProps } from './UserInfoModal';
