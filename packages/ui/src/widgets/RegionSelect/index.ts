export { type RegionFieldNames, RegionSelect, type RegionSelectProps } from './RegionSelect';
