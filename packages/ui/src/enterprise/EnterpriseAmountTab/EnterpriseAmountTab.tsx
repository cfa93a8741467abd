import type { EnterprisePriceGroup, TreeOption } from '@onsite/domain';
import { Button, Empty, Flex, Tabs, type TabsProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../providers/permissions';
import { useFeedback, withFeedback } from '../../providers/query/useFeedback';
import { SectionState } from '../../widgets/SectionState';
import { AccessoryTable } from '../AccessoryTable';
import { useOrderTypeTree } from '../hooks/orderTypeQueries';
import {
  type EditablePriceRow,
  useEnterpriseAccessories,
  useEnterprisePrices,
  useSaveAccessories,
  useSavePrices,
} from '../hooks/useEnterpriseAmount';
import { PriceTable } from '../PriceTable';

export interface EnterpriseAmountTabProps {
  /** The enterprise whose prices are shown. */
  enterpriseId: number;
  /** enterpriseShow 1: prices and accessories can be edited by a user with editPriceInfo. */
  editable: boolean;
}

/** Order type names by id, from the install type → order types tree. */
export function orderTypeNamesOf(tree: readonly TreeOption[] | undefined): Record<number, string> {
  const names: Record<number, string> = {};
  for (const installType of tree ?? []) {
    for (const orderType of installType.children) names[Number(orderType.value)] = orderType.label;
  }
  return names;
}

const rowsOf = (groups: readonly EnterprisePriceGroup[]): EditablePriceRow[] =>
  groups.flatMap((group) => group.prices);

/**
 * Tab 2, amount info (spec 001 §2): one card tab per install type with its prices, all saved in one
 * call, and an accessories tab. Prices, order types and accessories load in parallel; each part has
 * its own loading and error state.
 */
export function EnterpriseAmountTab({ enterpriseId, editable }: EnterpriseAmountTabProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const feedback = useFeedback();
  const mayView = can('viewEnterprisePrice') || can('viewPriceInfo') || can('editPriceInfo');
  const mayEdit = editable && can('editPriceInfo');
  const prices = useEnterprisePrices(enterpriseId, { enabled: mayView });
  const accessories = useEnterpriseAccessories(enterpriseId, { enabled: mayView });
  const orderTypes = useOrderTypeTree(enterpriseId, { enabled: mayView });
  const savePrices = useSavePrices(enterpriseId);
  const saveAccessories = useSaveAccessories(enterpriseId);
  const [draft, setDraft] = useState<{ from: number; rows: EditablePriceRow[] } | null>(null);
  const orderTypeNames = useMemo(() => orderTypeNamesOf(orderTypes.data), [orderTypes.data]);

  if (!mayView) return <Empty description={t('enterprise.amount.noPermission')} />;

  // Edits belong to the answer they were made on; a newer answer (after a save) starts afresh.
  const rows = draft?.from === prices.dataUpdatedAt ? draft.rows : rowsOf(prices.data ?? []);
  const changeGroup = (installType: string, groupRows: EditablePriceRow[]) =>
    setDraft({
      from: prices.dataUpdatedAt,
      rows: rows.map((row) =>
        row.installationTypeCode === installType
          ? (groupRows.find((changed) => changed.enterprisePriceId === row.enterprisePriceId) ?? row)
          : row,
      ),
    });
  const save = () =>
    void withFeedback(feedback, () => savePrices.mutateAsync(rows), 'saveSuccess').then((saved) => {
      if (saved) setDraft(null);
    });

  const pricesName = t('enterprise.section.names.prices');
  const pricesReady = prices.data !== undefined && orderTypes.data !== undefined;
  const priceItems: NonNullable<TabsProps['items']> = pricesReady
    ? prices.data.map((group) => ({
        key: `price-${group.installType}`,
        label: group.installTypeName,
        children: (
          <Flex vertical gap={16}>
            <PriceTable
              rows={rows.filter((row) => row.installationTypeCode === group.installType)}
              orderTypeNames={orderTypeNames}
              editable={mayEdit}
              onChange={(groupRows) => changeGroup(group.installType, groupRows)}
            />
            {mayEdit ? (
              <Flex justify="end">
                <Button
                  type="primary"
                  loading={savePrices.isPending}
                  disabled={rows.length === 0}
                  onClick={save}
                >
                  {t('enterprise.common.save')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
        ),
      }))
    : [
        {
          key: 'prices',
          label: pricesName,
          children: (
            <SectionState
              name={pricesName}
              loading={prices.isPending || orderTypes.isPending}
              error={prices.error ?? orderTypes.error}
              retrying={prices.isFetching || orderTypes.isFetching}
              onRetry={() => {
                if (prices.isError) void prices.refetch();
                if (orderTypes.isError) void orderTypes.refetch();
              }}
            >
              <Empty description={t('enterprise.amount.noPrices')} />
            </SectionState>
          ),
        },
      ];

  const accessoriesName = t('enterprise.section.names.accessories');
  const items: TabsProps['items'] = [
    ...priceItems,
    {
      key: 'accessories',
      label: t('enterprise.amount.accessoriesTab'),
      children: (
        <SectionState
          name={accessoriesName}
          loading={accessories.isPending}
          error={accessories.error}
          retrying={accessories.isFetching}
          onRetry={() => void accessories.refetch()}
        >
          <AccessoryTable
            key={accessories.dataUpdatedAt}
            groups={accessories.data ?? []}
            editable={mayEdit}
            saving={saveAccessories.isPending}
            onSave={(changes) =>
              void withFeedback(feedback, () => saveAccessories.mutateAsync(changes), 'saveSuccess')
            }
          />
        </SectionState>
      ),
    },
  ];

  return <Tabs type="card" items={items} />;
}
