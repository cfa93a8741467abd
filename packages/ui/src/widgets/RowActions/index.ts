export { type RowAction, RowActions, type RowActionsProps } from './RowActions';
