import type { DepositMovement, DepositMoveType, MasterDeposit } from '@onsite/domain';
import { dateTimeColumn, moneyColumn, serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterFinanceKeys } from '../masterFinance';
import { financeTexts } from '../texts';

const PAGE_SIZE = 10;

export interface DepositMovementsModalProps {
  /** Whose movements; null keeps the dialog closed. */
  deposit: MasterDeposit | null;
  onClose: () => void;
}

/** A master's deposit movements (D42), newest first, paged by the server. */
export function DepositMovementsModal({ deposit, onClose }: DepositMovementsModalProps) {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const [pageNum, setPageNum] = useState(1);
  const masterId = deposit?.masterId ?? 0;
  const movements = useQuery({
    queryKey: [...masterFinanceKeys.movements(masterId), pageNum],
    queryFn: ({ signal }) =>
      client.finance.masterDeposit.movements({ masterId, pageNum, pageSize: PAGE_SIZE }, { signal }),
    enabled: deposit !== null,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<DepositMovement> = [
    dateTimeColumn<DepositMovement>(t('masterDeposit.createTime'), 'createTime'),
    {
      title: t('masterDeposit.moveType'),
      dataIndex: 'moveType',
      key: 'moveType',
      render: (type: DepositMoveType) => t(`masterDeposit.moveTypes.${type}`),
    },
    moneyColumn<DepositMovement>(t('masterDeposit.moveAmount'), 'amount'),
    moneyColumn<DepositMovement>(t('masterDeposit.balanceAfter'), 'balance'),
    { title: t('masterDeposit.reason'), dataIndex: 'reason', key: 'reason' },
    { title: t('masterDeposit.createBy'), dataIndex: 'createBy', key: 'createBy' },
  ];

  return (
    <Modal
      open={deposit !== null}
      title={t('masterDeposit.movementsTitle', { name: deposit?.masterName ?? '' })}
      onCancel={() => {
        setPageNum(1);
        onClose();
      }}
      width={860}
      destroyOnHidden
      footer={
        <Button
          onClick={() => {
            setPageNum(1);
            onClose();
          }}
        >
          {t('masterDeposit.close')}
        </Button>
      }
    >
      {movements.isError && (
        <Alert
          type="error"
          showIcon
          title={serverMessageOf(movements.error) ?? t('masterDeposit.moveFailed')}
        />
      )}
      <Table<DepositMovement>
        aria-label={t('masterDeposit.movementsTable')}
        rowKey="movementId"
        size="small"
        loading={movements.isFetching}
        columns={columns}
        dataSource={movements.data?.rows ?? []}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: movements.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
      />
    </Modal>
  );
}
