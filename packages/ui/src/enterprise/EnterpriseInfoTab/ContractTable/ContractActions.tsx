import { contractToggleAction, type EnterpriseContract } from '@onsite/domain';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractAccess } from '../access';

export interface ContractActionsProps {
  contract: EnterpriseContract;
  access: ContractAccess;
  /** Enables or disables the contract; resolves when done (the toast is the caller's). */
  onToggle: (contract: EnterpriseContract) => Promise<unknown>;
  /** Deletes the contract after 确认删除吗？. */
  onDelete: (contract: EnterpriseContract) => Promise<unknown>;
  /** Opens the contract's PDF preview. */
  onView: (contract: EnterpriseContract) => void;
  /** The download link of a stored file (with the token, D2). */
  downloadUrlOf: (path: string) => string;
}

/** The row actions of a contract (spec 001 §4, §5, §6): enable or disable, delete, view, download. */
export function ContractActions({
  contract,
  access,
  onToggle,
  onDelete,
  onView,
  downloadUrlOf,
}: ContractActionsProps) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const toggle = contractToggleAction(contract.forbiddenStatus);
  return (
    <Space size={0} wrap>
      {access.edit && (
        <Button type="link" size="small" disabled={busy} onClick={() => void run(() => onToggle(contract))}>
          {t(`enterpriseInfo.contract.${toggle}`)}
        </Button>
      )}
      {access.remove && (
        <Popconfirm
          title={t('enterpriseInfo.contract.deleteConfirm')}
          okText={t('enterpriseInfo.contract.confirm')}
          cancelText={t('enterpriseInfo.contract.cancel')}
          onConfirm={() => run(() => onDelete(contract))}
        >
          <Button type="link" size="small" danger disabled={busy}>
            {t('enterpriseInfo.contract.delete')}
          </Button>
        </Popconfirm>
      )}
      {access.info && contract.contractPreviewAddress && (
        <Button type="link" size="small" onClick={() => onView(contract)}>
          {t('enterpriseInfo.contract.view')}
        </Button>
      )}
      {access.info && contract.contractAddresss && (
        <Button
          type="link"
          size="small"
          href={downloadUrlOf(contract.contractAddresss)}
          target="_blank"
          rel="noreferrer"
          download
        >
          {t('enterpriseInfo.contract.download')}
        </Button>
      )}
    </Space>
  );
}
