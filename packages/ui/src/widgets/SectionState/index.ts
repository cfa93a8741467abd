export { SectionState, type SectionStateProps } from './SectionState';
