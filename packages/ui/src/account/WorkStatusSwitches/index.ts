export { WorkStatusSwitches, type WorkStatusSwitchesProps } from './WorkStatusSwitches';
export { WorkStatusSwitchesView, type WorkStatusSwitchesViewProps } from './WorkStatusSwitchesView';
