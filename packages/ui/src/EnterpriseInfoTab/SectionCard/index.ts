export { LoadFailure, type LoadFailureProps, SectionCard, type SectionCardProps } from './SectionCard';
