import { isApiError } from '@onsite/api-client';
import { type DefaultError, QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** How long a read waits before its one retry after a network failure. */
export const NETWORK_RETRY_DELAY_MS = 300;

/**
 * Whether a failed read is tried again (issue 16, "one failure, one answer"): only when no usable
 * answer arrived (`network`), and only once. A 401, a 403, a 404 or a business refusal is the
 * server's answer: asking again only delays it (TanStack's default of three retries with back-off
 * showed 6–7.5 s of spinner and the same notice up to four times). A timeout already waited the
 * client's whole timeout, so it is not repeated either.
 */
export function retryNetworkFailureOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network';
}

/**
 * The same policy as options of one query, for the reads of a component that an app embeds with a
 * query client of its own (issue 15, item 9): whatever the host's defaults, a refusal (401, 403,
 * 404, a business code) is shown at once and never asked again; only a network failure is tried
 * once more. Query options win over the client's defaults.
 */
export const READ_RETRY = {
  // Typed with TanStack's default error, so a query's error type stays `Error`.
  retry: (failureCount: number, error: DefaultError) => retryNetworkFailureOnce(failureCount, error),
  retryDelay: NETWORK_RETRY_DELAY_MS,
} as const;

/** The query client an {@link OnsiteProvider} creates when the host passes none. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations, ...rest } = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...rest,
      queries: { retry: retryNetworkFailureOnce, retryDelay: NETWORK_RETRY_DELAY_MS, ...queries },
      // A write is never repeated on its own: the person decides after reading the refusal.
      mutations: { retry: false, ...mutations },
    },
  });
}
