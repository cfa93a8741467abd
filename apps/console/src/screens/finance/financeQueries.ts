import { walletKeys } from '@onsite/ui';

/**
 * Query keys of the finance screens, under the ui's wallet keys: a top-up or a deletion (which
 * invalidate every wallet query) refreshes these lists too.
 */
export const walletQueryKeys = {
  wallets: [...walletKeys.all, 'wallets'] as const,
  records: [...walletKeys.all, 'recharge', 'records'] as const,
  bills: [...walletKeys.all, 'bills'] as const,
};
