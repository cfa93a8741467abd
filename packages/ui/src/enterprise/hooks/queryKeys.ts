/**
 * Query keys of everything the enterprise details dialog reads, one factory for all its parts, so a
 * mutation invalidates exactly what it changed (`queryClient.invalidateQueries({ queryKey: enterpriseKeys.contracts(id) })`).
 * Every key starts with `['enterprise', enterpriseId]`: closing the dialog can drop one enterprise at once.
 */
export const enterpriseKeys = {
  all: ['enterprise'] as const,
  detail: (enterpriseId: number) => ['enterprise', enterpriseId] as const,
  info: (enterpriseId: number) => ['enterprise', enterpriseId, 'info'] as const,
  customInfo: (enterpriseId: number) => ['enterprise', enterpriseId, 'customInfo'] as const,
  contracts: (enterpriseId: number) => ['enterprise', enterpriseId, 'contracts'] as const,
  prices: (enterpriseId: number) => ['enterprise', enterpriseId, 'prices'] as const,
  accessories: (enterpriseId: number) => ['enterprise', enterpriseId, 'accessories'] as const,
  guarantees: (enterpriseId: number) => ['enterprise', enterpriseId, 'guarantees'] as const,
  demands: (enterpriseId: number) => ['enterprise', enterpriseId, 'demands'] as const,
  demandPictures: (enterpriseId: number) => ['enterprise', enterpriseId, 'demandPictures'] as const,
  models: (enterpriseId: number) => ['enterprise', enterpriseId, 'models'] as const,
  history: (enterpriseId: number, filters: object) =>
    ['enterprise', enterpriseId, 'history', filters] as const,
};
