export { LoadFailure, type LoadFailureProps } from './LoadFailure';
