export { EnterpriseAmountTab, type EnterpriseAmountTabProps, orderTypeNamesOf } from './EnterpriseAmountTab';
