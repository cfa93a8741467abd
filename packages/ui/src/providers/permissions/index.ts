export { Can, type CanProps } from './Can';
export type { OnsiteUser } from './PermissionContext';
export { useCan, useOnsiteUser } from './useCan';
