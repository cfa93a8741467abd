export { AccountInfo, type AccountInfoProps } from './AccountInfo';
