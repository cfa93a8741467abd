export { SendRequirementList, type SendRequirementListProps } from './SendRequirementList';
