export { TopupList, type TopupListProps } from './TopupList';
