export { DownloadsModal, type DownloadsModalProps, downloadKeys } from './DownloadsModal';
