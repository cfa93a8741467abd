import { type FilterField, type FilterValues, filterNamesOf, sameFilters } from '@onsite/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The filters of a list screen kept in the URL's query (issue 9): a link or a reload shows the
 * same list, and the back button goes to the previous filters. Other query parameters (e.g. the
 * `orderId` / `time` of 000 §2.1) stay as they are.
 */
export function useUrlFilters(fields: readonly FilterField[]): [FilterValues, (next: FilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const nameList = fields.flatMap(filterNamesOf).join(',');
  const names = useMemo(() => nameList.split(',').filter(Boolean), [nameList]);
  const serialized = names.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the fields' values in the URL change
  const filters = useMemo<FilterValues>(() => {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value !== null && value !== '') values[name] = value;
    }
    return values;
  }, [serialized, names]);

  const setFilters = useCallback(
    (next: FilterValues) => {
      if (sameFilters(next, filters)) return;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const name of names) updated.delete(name);
        for (const [name, value] of Object.entries(next)) if (names.includes(name)) updated.set(name, value);
        return updated;
      });
    },
    [filters, names, setParams],
  );
  return [filters, setFilters];
}
