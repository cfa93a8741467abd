import { BUTTON_CODES, type DepositMoveType, type MasterDeposit } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  moneyColumn,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterFinanceKeys, useIsMaster } from '../masterFinance';
import { financeTexts } from '../texts';
import { DepositMoveModal } from './DepositMoveModal';
import { DepositMovementsModal } from './DepositMovementsModal';

/**
 * 师傅保证金 (catalogue key `masterDeposit`, D42): each master's deposit balance, with its movements
 * (变动记录). Staff holding `finance:deposit:edit` pay in (缴纳), deduct with a reason (扣除) and
 * refund (退还) — at most the balance, one transaction per movement on the server. A master sees
 * only their own deposit and its movements.
 */
export default function MasterDepositScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const isMaster = useIsMaster();
  const [moving, setMoving] = useState<{ deposit: MasterDeposit; moveType: DepositMoveType } | null>(null);
  const [viewing, setViewing] = useState<MasterDeposit | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterFinanceKeys.all });

  const fields = useMemo<FilterField[]>(
    () => (isMaster ? [] : [{ kind: 'text', name: 'masterName', label: t('masterDeposit.masterName') }]),
    [t, isMaster],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterDeposit> = [
    { title: t('masterDeposit.masterName'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('masterDeposit.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    moneyColumn<MasterDeposit>(t('masterDeposit.balance'), 'balance'),
    dateTimeColumn<MasterDeposit>(t('masterDeposit.updateTime'), 'updateTime', {
      render: (value: string | null) => value ?? t('masterDeposit.never'),
    }),
  ];

  const moveAction = (deposit: MasterDeposit, moveType: DepositMoveType) => ({
    key: moveType,
    label: t(`masterDeposit.${moveType}`),
    permission: BUTTON_CODES.depositEdit,
    danger: moveType === 'deduct',
    visible: !isMaster && (moveType === 'payIn' || deposit.balance > 0),
    run: () => setMoving({ deposit, moveType }),
  });

  return (
    <>
      <ListScreen<MasterDeposit>
        label={t('masterDeposit.table')}
        queryKey={masterFinanceKeys.deposits}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        actionsWidth={260}
        rowActions={(deposit) => [
          { key: 'movements', label: t('masterDeposit.movements'), run: () => setViewing(deposit) },
          moveAction(deposit, 'payIn'),
          moveAction(deposit, 'deduct'),
          moveAction(deposit, 'refund'),
        ]}
        fetchPage={(applied, request, signal) =>
          client.finance.masterDeposit.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({ masterName: isMaster ? undefined : applied.masterName }),
            },
            { signal },
          )
        }
      />
      <DepositMoveModal move={moving} onClose={() => setMoving(null)} onMoved={refresh} />
      <DepositMovementsModal deposit={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
