export { type ReadOnlyOption, ReadOnlyValue, type ReadOnlyValueProps } from './ReadOnlyValue';
