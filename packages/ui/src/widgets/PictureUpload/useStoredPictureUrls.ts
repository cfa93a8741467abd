import { type QueryCache, type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';

/** Query keys of stored files shown through object URLs. */
export const storedPictureKeys = {
  all: ['onsite', 'storedPicture'] as const,
  of: (path: string) => ['onsite', 'storedPicture', path] as const,
};

/** A link the browser shows as it is: an absolute or protocol-relative link, a data: or blob: URL. */
export function isDirectPictureLink(path: string): boolean {
  return /^(https?:|data:|blob:|\/\/)/i.test(path);
}

const isStoredPictureKey = (key: readonly unknown[]) =>
  key[0] === storedPictureKeys.all[0] && key[1] === storedPictureKeys.all[1];

const watchedCaches = new WeakSet<QueryCache>();

/**
 * Revokes each picture's object URL once the cache no longer holds it: when its query is removed
 * (garbage-collected after no one shows it, or the cache is cleared) or its data is replaced by a
 * refetch. Installed once per query cache, for the cache's whole life.
 */
function revokeWhenDropped(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  if (watchedCaches.has(cache)) return;
  watchedCaches.add(cache);
  const held = new Map<string, string>();
  cache.subscribe((event) => {
    const { query } = event;
    if (!isStoredPictureKey(query.queryKey)) return;
    const previous = held.get(query.queryHash);
    const data = query.state.data;
    const current = event.type === 'removed' || typeof data !== 'string' ? undefined : data;
    if (previous === current) return;
    if (previous !== undefined) URL.revokeObjectURL(previous);
    if (current === undefined) held.delete(query.queryHash);
    else held.set(query.queryHash, current);
  });
}

/**
 * The links that show stored pictures, in the order of `paths` (issue 15 item 1, issue 14 item 8):
 * a stored path is fetched through the api client with the token in its header (never in the URL)
 * and shown through an object URL held in the query cache (one fetch per path, revoked when the
 * cache drops it); an absolute link is shown as it is. Fresh uploads and saved pictures take the
 * same path. `undefined` while a picture loads or when it could not be loaded.
 */
export function useStoredPictureUrls(paths: readonly string[]): (string | undefined)[] {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  revokeWhenDropped(queryClient);
  const results = useQueries({
    queries: paths.map((path) => ({
      queryKey: storedPictureKeys.of(path),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        URL.createObjectURL(await client.fetchStoredFile(path, { signal })),
      enabled: !isDirectPictureLink(path),
      // A stored file never changes under its path.
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  return paths.map((path, index) => (isDirectPictureLink(path) ? path : results[index]?.data));
}
