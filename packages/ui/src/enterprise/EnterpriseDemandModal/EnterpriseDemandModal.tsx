import { useMemo } from 'react';
import { useConfigDemandModels, useConfigDemandOrderTypes, useDemandRecord } from '../hooks/demandQueries';
import { useEnterpriseModels } from '../hooks/modelQueries';
import { useOrderTypeTree } from '../hooks/orderTypeQueries';
import { modelTreeOf } from './demandOptions';
import { EnterpriseDemandModalView } from './EnterpriseDemandModalView';

export interface EnterpriseDemandModalProps {
  /** Whether the modal is shown; the data loads when it opens. */
  open: boolean;
  /** The demand whose relations are configured. */
  demandId: number;
  /** The enterprise whose models and order types are offered. */
  enterpriseId: number;
  /** Called after both steps were saved: the opener closes the modal and may refresh. */
  onOk: () => void;
  /** Called when the modal is closed without finishing. */
  onCancel: () => void;
}

/**
 * The enterprise-demand modal wired to the api client of `OnsiteProvider`: the demand, the
 * enterprise's models and the order types load in parallel; each step saves through its call.
 */
export function EnterpriseDemandModal({
  open,
  demandId,
  enterpriseId,
  onOk,
  onCancel,
}: EnterpriseDemandModalProps) {
  const record = useDemandRecord(demandId, { enabled: open });
  const models = useEnterpriseModels(enterpriseId, { enabled: open });
  const orderTypes = useOrderTypeTree(enterpriseId, { enabled: open });
  const saveModels = useConfigDemandModels(demandId);
  const saveOrderTypes = useConfigDemandOrderTypes(demandId);
  const modelTree = useMemo(() => modelTreeOf(models.data ?? []), [models.data]);

  return (
    <EnterpriseDemandModalView
      open={open}
      value={record.data}
      models={modelTree}
      orderTypes={orderTypes.data ?? []}
      loading={record.isPending || models.isPending || orderTypes.isPending}
      error={record.error ?? models.error ?? orderTypes.error}
      confirmLoading={saveModels.isPending || saveOrderTypes.isPending}
      onSaveModels={saveModels.mutateAsync}
      onSaveOrderTypes={saveOrderTypes.mutateAsync}
      onOk={onOk}
      onCancel={onCancel}
    />
  );
}
