export { CustomerOrdersTabs, type CustomerOrdersTabsProps } from './CustomerOrdersTabs';
