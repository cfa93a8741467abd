export { DemandTabs, type DemandTabsProps } from './DemandTabs';
