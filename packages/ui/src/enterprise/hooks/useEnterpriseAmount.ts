import { type AccessoryPriceRow, type EnterprisePriceRow, normalizePriceRows } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { enterpriseQueries } from './queries';
import { enterpriseKeys } from './queryKeys';

/** A price row as the form edits it: the price may be cleared (spec 001 §5: sent as 0). */
export type EditablePriceRow = Omit<EnterprisePriceRow, 'price' | 'proportion'> & {
  price: number | null;
  proportion: number | null;
};

/** An accessory row's editable fields (spec 001 §7: threshold and remark). */
export type AccessoryChange = Pick<AccessoryPriceRow, 'enterpriseAccessoryId' | 'remark'> & {
  accessoryPriceThreshold: number | null;
};

const historyOf = (enterpriseId: number) => [...enterpriseKeys.detail(enterpriseId), 'history'] as const;

/** Price rows grouped per install type (`/enterprise/price/list`). */
export function useEnterprisePrices(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.prices(client, enterpriseId), enabled });
}

/** Accessory rows grouped per accessory type (`/enterprise/price/accessory/list/{id}`). */
export function useEnterpriseAccessories(
  enterpriseId: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.accessories(client, enterpriseId), enabled });
}

/** Saves every price row of every install type in one call; an empty price goes as 0 (spec 001 §5). */
export function useSavePrices(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly EditablePriceRow[]) =>
      client.enterprise.price.update(
        normalizePriceRows(rows).map((row) => ({ ...row, proportion: row.proportion ?? 0 })),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseKeys.prices(enterpriseId) }),
        queryClient.invalidateQueries({ queryKey: historyOf(enterpriseId) }),
      ]),
  });
}

/** Saves accessory thresholds and remarks (`/enterprise/price/accessory/update`). */
export function useSaveAccessories(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly AccessoryChange[]) =>
      client.enterprise.price.accessory.update(
        rows.map(({ enterpriseAccessoryId, accessoryPriceThreshold, remark }) => ({
          enterpriseAccessoryId,
          remark,
          ...(accessoryPriceThreshold === null ? {} : { accessoryPriceThreshold }),
        })),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseKeys.accessories(enterpriseId) }),
        queryClient.invalidateQueries({ queryKey: historyOf(enterpriseId) }),
      ]),
  });
}
