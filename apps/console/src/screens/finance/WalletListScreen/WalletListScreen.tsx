import type { EnterpriseAccount } from '@onsite/domain';
import {
  definedOnly,
  type FilterField,
  ListScreen,
  moneyColumn,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useScreenPaths } from '../../dashboards/useScreenPath';
import { useUrlFilters } from '../../list/useUrlFilters';
import { walletQueryKeys } from '../financeQueries';
import { financeTexts } from '../texts';

/**
 * 钱包列表 (catalogue key `walletList`): every enterprise with its wallet balance
 * (`/finance/refund/list`), filtered by name; a row leads to its bills and top-up records.
 */
export default function WalletListScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const navigate = useNavigate();
  const paths = useScreenPaths(['enterpriseBill', 'walletRecord'] as const);
  const fields = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'enterpriseName', label: t('walletList.enterpriseName') }],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const columns: TableColumnsType<EnterpriseAccount> = [
    { title: t('walletList.enterpriseId'), dataIndex: 'enterpriseId', key: 'enterpriseId', sorter: true },
    { title: t('walletList.enterpriseName'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    moneyColumn<EnterpriseAccount>(t('walletList.totalBalance'), 'totalBalance', { sorter: true }),
  ];
  const open = (path: string | null, enterpriseId: number) => () =>
    void navigate(`${path}?${new URLSearchParams({ enterpriseId: String(enterpriseId) })}`);

  return (
    <ListScreen<EnterpriseAccount>
      label={t('walletList.table')}
      queryKey={walletQueryKeys.wallets}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="enterpriseId"
      rowActions={(row) => [
        {
          key: 'bills',
          label: t('walletList.bills'),
          visible: paths.enterpriseBill !== null,
          run: open(paths.enterpriseBill, row.enterpriseId),
        },
        {
          key: 'records',
          label: t('walletList.records'),
          visible: paths.walletRecord !== null,
          run: open(paths.walletRecord, row.enterpriseId),
        },
      ]}
      fetchPage={(applied, request, signal) =>
        client.finance.refund.list(
          { ...pageQueryOf(request), ...definedOnly({ enterpriseName: applied.enterpriseName }) },
          { signal },
        )
      }
    />
  );
}
