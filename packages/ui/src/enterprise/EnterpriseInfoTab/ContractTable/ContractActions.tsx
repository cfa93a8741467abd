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
  /** Opens the contract's PDF preview; resolves once it is open (the failure toast is the caller's). */
  onView: (contract: EnterpriseContract) => Promise<unknown>;
  /** Downloads the contract's original file; resolves once the download started. */
  onDownload: (contract: EnterpriseContract) => Promise<unknown>;
}

/**
 * The row actions of a contract (spec 001 §4, §5, §6): enable or disable, delete, view, download.
 * View and download ask for a one-time link first (issue 14 item 8), so both are buttons.
 */
export function ContractActions({
  contract,
  access,
  onToggle,
  onDelete,
  onView,
  onDownload,
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
        <Button type="link" size="small" disabled={busy} onClick={() => void run(() => onView(contract))}>
          {t('enterpriseInfo.contract.view')}
        </Button>
      )}
      {access.info && contract.contractAddresss && (
        <Button type="link" size="small" disabled={busy} onClick={() => void run(() => onDownload(contract))}>
          {t('enterpriseInfo.contract.download')}
        </Button>
      )}
    </Space>
  );
}
