import { contractToggleAction, type EnterpriseContract, mainContractAction } from '@onsite/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { followDownloadLink } from '../../widgets/followDownloadLink';
import { PdfViewerModal } from '../../widgets/PdfViewerModal';
import { useEnterpriseDialog } from '../hooks/EnterpriseDialogContext';
import { enterpriseKeys } from '../hooks/queryKeys';
import type { ContractAccess } from './access';
import { type ContractChange, ContractTable } from './ContractTable';
import type { EnterpriseInfoQueries } from './enterpriseInfoQueries';
import { SectionCard } from './SectionCard';

export interface ContractsPanelProps {
  enterpriseId: number;
  access: ContractAccess;
  contracts: EnterpriseInfoQueries['contracts'];
  /** Opens a PDF in the surrounding dialog's viewer; without it the panel shows its own. */
  onPreviewPdf?: ((url: string, title: string) => void) | undefined;
}

/** The contract table wired to the api (spec 001 §7 contract actions, file calls; D3). */
export function ContractsPanel({ enterpriseId, access, contracts, onPreviewPdf }: ContractsPanelProps) {
  const { t } = useTranslation('ui');
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const dialog = useEnterpriseDialog();
  const [preview, setPreview] = useState<{ url: string; title: string } | null>(null);
  const calls = client.enterprise.contract;

  // Every change reloads the table and the history (it records contract changes).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: enterpriseKeys.contracts(enterpriseId) }),
      queryClient.invalidateQueries({ queryKey: [...enterpriseKeys.detail(enterpriseId), 'history'] }),
    ]);
  const thenRefresh = async (call: Promise<unknown>) => {
    await call;
    void refresh();
  };

  // Issue 14 item 8: view and download use a one-time link (ticket, 60 s) asked for on the click, so
  // the session token never rides in a URL. The viewer reads the link once (PdfViewerModal).
  const view = async (contract: EnterpriseContract) => {
    const url = await client.ticketedDownloadUrl(contract.contractPreviewAddress);
    if (onPreviewPdf) onPreviewPdf(url, contract.contractName);
    else if (dialog) dialog.previewPdf(url, contract.contractName);
    else setPreview({ url, title: contract.contractName });
  };
  const download = async (contract: EnterpriseContract) => {
    followDownloadLink(await client.ticketedDownloadUrl(contract.contractAddresss));
  };

  return (
    <SectionCard
      title={t('enterpriseInfo.sections.contracts')}
      error={contracts.error}
      errorTitle={t('enterpriseInfo.load.contracts')}
      onRetry={() => void contracts.refetch()}
    >
      <ContractTable
        contracts={contracts.data ?? []}
        loading={contracts.isPending}
        access={access}
        onUpload={(file, onProgress) =>
          thenRefresh(
            client.dfs.uploadContract({ type: 'EnterpriseContract', id: enterpriseId, file }, { onProgress }),
          )
        }
        onUpdate={(change: ContractChange) => thenRefresh(calls.update(change))}
        onMainChange={(contract, checked) => {
          // D3: the switch's new value decides the call.
          const call = mainContractAction(checked) === 'set' ? calls.toMain : calls.toNonMain;
          return thenRefresh(call({ contractId: contract.id, enterpriseId }));
        }}
        onToggle={(contract) => {
          const call =
            contractToggleAction(contract.forbiddenStatus) === 'enable' ? calls.enable : calls.disable;
          return thenRefresh(call({ id: contract.id }));
        }}
        onDelete={(contract) => thenRefresh(calls.remove({ ids: String(contract.id) }))}
        onView={view}
        onDownload={download}
      />
      {preview && (
        <PdfViewerModal open file={preview.url} title={preview.title} onCancel={() => setPreview(null)} />
      )}
    </SectionCard>
  );
}
