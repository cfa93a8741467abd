import {
  contractToggleAction,
  type EnterpriseContract,
  isContractDisabled,
  isMainContract,
} from '@onsite/domain';
import { Badge, Flex, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SuccessText, useFeedback, withFeedback } from '../../../providers/query/useFeedback';
import type { ContractAccess } from '../access';
import { ContractActions } from './ContractActions';
import { ContractUpload } from './ContractUpload';
import { EditablePeriodCell } from './EditablePeriodCell';
import { EditableTextCell } from './EditableTextCell';

/** One change of the inline edit: the number, the name, or both times of the period. */
export type ContractChange =
  | { id: number; contractNo: string }
  | { id: number; contractName: string }
  | { id: number; contractStartTime: string; contractEndTime: string };

export interface ContractTableProps {
  /** The enterprise's contracts. */
  contracts: readonly EnterpriseContract[];
  /** Whether they are loading. */
  loading?: boolean;
  /** What the user may do (spec 001 §6); nothing in read-only mode. */
  access: ContractAccess;
  /** Uploads a contract file (already checked for its type). */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** Saves an inline edit; rejects when it failed. Every action's toast (spec 001 §8) is the table's. */
  onUpdate: (change: ContractChange) => Promise<unknown>;
  /** The main-contract switch was turned on (true) or off (false) — D3 decides the call. */
  onMainChange: (contract: EnterpriseContract, checked: boolean) => Promise<unknown>;
  /** Enables a disabled contract, disables an enabled one. */
  onToggle: (contract: EnterpriseContract) => Promise<unknown>;
  /** Deletes a contract (after its confirmation). */
  onDelete: (contract: EnterpriseContract) => Promise<unknown>;
  /** Opens a contract's PDF preview; rejects when it cannot (the table shows the failure). */
  onView: (contract: EnterpriseContract) => Promise<unknown>;
  /** Starts the download of a contract's original file; rejects when it cannot. */
  onDownload: (contract: EnterpriseContract) => Promise<unknown>;
}

/**
 * The contract table of tab 1 (spec 001 §2–§6): upload; number, name and period edited in place;
 * the main-contract switch; enable, disable, delete (确认删除吗？); view or download. Each control
 * is removed when the user lacks its permission. Presentational: the calls come as callbacks.
 */
export function ContractTable({
  contracts,
  loading = false,
  access,
  onUpload,
  onUpdate,
  onMainChange,
  onToggle,
  onDelete,
  onView,
  onDownload,
}: ContractTableProps) {
  const { t } = useTranslation('ui');
  const [switching, setSwitching] = useState<number | null>(null);
  const toasts = useFeedback();
  const feedback = (action: () => Promise<unknown>, success: SuccessText) =>
    withFeedback(toasts, action, success);
  const label = (key: string) => t(`enterpriseInfo.contract.${key}`);
  const update = (change: ContractChange) => feedback(() => onUpdate(change), 'saveSuccess');
  const toggle = (contract: EnterpriseContract) =>
    feedback(
      () => onToggle(contract),
      contractToggleAction(contract.forbiddenStatus) === 'enable' ? 'enableSuccess' : 'disableSuccess',
    );
  const remove = (contract: EnterpriseContract) => feedback(() => onDelete(contract), 'deleteSuccess');
  // View and download say nothing on success (the viewer or the download shows); a failure says why.
  const quietly =
    (action: (contract: EnterpriseContract) => Promise<unknown>) => async (row: EnterpriseContract) => {
      try {
        await action(row);
      } catch (error) {
        toasts.failure(error);
      }
    };
  const hasActions = access.edit || access.remove || access.info;

  const columns: TableColumnsType<EnterpriseContract> = [
    {
      title: label('contractNo'),
      dataIndex: 'contractNo',
      render: (_, row) => (
        <EditableTextCell
          value={row.contractNo}
          label={label('contractNo')}
          editable={access.edit}
          onSave={(contractNo) => update({ id: row.id, contractNo })}
        />
      ),
    },
    {
      title: label('contractName'),
      dataIndex: 'contractName',
      render: (_, row) => (
        <EditableTextCell
          value={row.contractName}
          label={label('contractName')}
          editable={access.edit}
          onSave={(contractName) => update({ id: row.id, contractName })}
        />
      ),
    },
    {
      title: label('period'),
      key: 'period',
      render: (_, row) => (
        <EditablePeriodCell
          start={row.contractStartTime}
          end={row.contractEndTime}
          editable={access.edit}
          onSave={(contractStartTime, contractEndTime) =>
            update({ id: row.id, contractStartTime, contractEndTime })
          }
        />
      ),
    },
    {
      title: label('main'),
      key: 'main',
      width: 100,
      render: (_, row) => (
        <Switch
          checked={isMainContract(row.isMainContract)}
          disabled={!access.edit}
          loading={switching === row.id}
          aria-label={t('enterpriseInfo.contract.mainOf', { name: row.contractNo || row.contractName })}
          onChange={async (checked) => {
            setSwitching(row.id);
            try {
              await feedback(() => onMainChange(row, checked), 'saveSuccess');
            } finally {
              setSwitching(null);
            }
          }}
        />
      ),
    },
    {
      title: label('status'),
      key: 'status',
      width: 100,
      render: (_, row) =>
        isContractDisabled(row.forbiddenStatus) ? (
          <Badge status="default" text={label('disabled')} />
        ) : (
          <Badge status="success" text={label('enabled')} />
        ),
    },
  ];
  if (hasActions) {
    columns.push({
      title: label('actions'),
      key: 'actions',
      render: (_, row) => (
        <ContractActions
          contract={row}
          access={access}
          onToggle={toggle}
          onDelete={remove}
          onView={quietly(onView)}
          onDownload={quietly(onDownload)}
        />
      ),
    });
  }

  return (
    <Flex vertical gap={12}>
      {access.upload && <ContractUpload onUpload={onUpload} />}
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...contracts]}
        loading={loading}
        pagination={false}
        // antd greys the empty text to 1.8:1; the description grey reads at 5.7:1.
        locale={{ emptyText: <Typography.Text type="secondary">{label('empty')}</Typography.Text> }}
      />
    </Flex>
  );
}
