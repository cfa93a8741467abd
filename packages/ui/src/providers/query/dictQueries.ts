import type { DictData } from '@onsite/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../OnsiteProvider/contexts';

/** Query keys of the server dictionaries (`/system/dict/data/type`). */
export const dictKeys = {
  all: ['dict'] as const,
  type: (dictType: string) => [...dictKeys.all, 'type', dictType] as const,
};

/** One dictionary's entries; dictionaries change rarely, so they stay fresh for ten minutes. */
export function useDictionary(dictType: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: dictKeys.type(dictType),
      queryFn: ({ signal }) => client.system.dict.data.type({ dictType }, { signal }),
      staleTime: 10 * 60_000,
      enabled,
    }),
  );
}

/** The label of a value in a dictionary's entries; the value itself when the entry is unknown. */
export function dictLabelOf(
  entries: readonly DictData[] | undefined,
  value: string | number | null | undefined,
) {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return entries?.find((entry) => entry.dictValue === text)?.dictLabel ?? text;
}
