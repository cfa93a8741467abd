/** Query keys of the complaint screens (D57). */
export const complaintKeys = {
  complaints: ['complaints', 'list'] as const,
  authorities: ['complaints', 'authorities'] as const,
  handlers: ['complaints', 'handlers'] as const,
};
