import type { ApprovalRole } from '@onsite/domain';

/** Query keys of the workflow screens (D51): a change of a model refreshes the list and the definitions. */
export const workflowKeys = {
  models: ['workflow', 'models'] as const,
  definition: (type: string) => ['workflow', 'models', type] as const,
  leave: ['workflow', 'leave'] as const,
};

/** The roles' names joined for reading (派单主管、超级管理员). */
export const roleNames = (roles: readonly ApprovalRole[]) => roles.map((role) => role.roleName).join('、');
