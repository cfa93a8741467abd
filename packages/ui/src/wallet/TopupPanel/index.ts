export { TopupPanel, type TopupPanelProps } from './TopupPanel';
