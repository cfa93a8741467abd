/**
 * Query keys of the enterprise screens. They start with 'enterprises' (plural): the details
 * dialog's keys start with ['enterprise', id] and are dropped when it closes.
 */
export const enterpriseScreenKeys = {
  list: ['enterprises', 'list'] as const,
  query: ['enterprises', 'query'] as const,
  contracts: ['enterprises', 'contracts'] as const,
  marketPrincipals: ['enterprises', 'marketPrincipals'] as const,
  provinces: ['enterprises', 'provinces'] as const,
  orderTypes: ['enterprises', 'orderTypes'] as const,
  brands: ['enterprises', 'brands'] as const,
  models: ['enterprises', 'models'] as const,
};
