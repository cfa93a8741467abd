import type { TreeOption } from '@onsite/domain';
import { Modal, Result, Spin, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';
import {
  checkTreeOf,
  type DemandModelsChange,
  type DemandOrderTypesChange,
  type DemandRelations,
  type DemandRelationType,
} from './demandOptions';
import { RelationStep } from './RelationStep';

export interface EnterpriseDemandModalViewProps {
  /** Whether the modal is shown; it opens on the model step. */
  open: boolean;
  /** The enterprise's models, brand → models. */
  models: readonly TreeOption[];
  /** The order types, install type → order types. */
  orderTypes: readonly TreeOption[];
  /** The demand's relations now; both steps start from them. Link (1) with nothing chosen when absent. */
  value?: DemandRelations | undefined;
  /** Whether the demand or the choices are still loading. */
  loading?: boolean;
  /** Why they could not be loaded; shown instead of the steps. */
  error?: unknown;
  /** Whether a save is under way. */
  confirmLoading?: boolean;
  /** Saves the model step; when it resolves the order-type step follows. A rejection keeps the step. */
  onSaveModels: (change: DemandModelsChange) => unknown;
  /** Saves the order-type step; when it resolves `onOk` is called. */
  onSaveOrderTypes: (change: DemandOrderTypesChange) => unknown;
  /** Called after the order types were saved: the parent closes the modal. */
  onOk: () => void;
  /** Called when the modal is closed without finishing. */
  onCancel: () => void;
}

type Step = 'models' | 'orderTypes';

interface Draft {
  relaType: DemandRelationType;
  ids: number[];
}

/**
 * The enterprise-demand modal (spec 000 §2.3, §4.5): related models first, then order types, each
 * with 关联 / 排除. Saving the model step goes to the order-type step; saving the order types
 * finishes. Both saves say 保存成功 (spec 000 §8). Presentational: data and saves come as props.
 */
export function EnterpriseDemandModalView({
  open,
  models,
  orderTypes,
  value,
  loading = false,
  error,
  confirmLoading = false,
  onSaveModels,
  onSaveOrderTypes,
  onOk,
  onCancel,
}: EnterpriseDemandModalViewProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [step, setStep] = useState<Step>('models');
  const [modelDraft, setModelDraft] = useState<Draft | null>(null);
  const [orderTypeDraft, setOrderTypeDraft] = useState<Draft | null>(null);
  const modelTree = useMemo(() => checkTreeOf(models), [models]);
  const orderTypeTree = useMemo(() => checkTreeOf(orderTypes), [orderTypes]);

  const relaType = value?.relaType ?? 1;
  const modelsShown = modelDraft ?? { relaType, ids: value?.relaModelIds ?? [] };
  const orderTypesShown = orderTypeDraft ?? { relaType, ids: value?.relaOrderTypes ?? [] };
  const failed = error !== undefined && error !== null;

  const reset = () => {
    setStep('models');
    setModelDraft(null);
    setOrderTypeDraft(null);
  };

  const save = async () => {
    try {
      if (step === 'models') {
        await onSaveModels({ relaType: modelsShown.relaType, relaModelIds: modelsShown.ids });
        void message.success(t('widgets.common.saveSuccess'));
        setStep('orderTypes');
      } else {
        await onSaveOrderTypes({ relaType: orderTypesShown.relaType, relaOrderTypes: orderTypesShown.ids });
        void message.success(t('widgets.common.saveSuccess'));
        onOk();
      }
    } catch (saveError) {
      void message.error(serverMessageOf(saveError) ?? t('widgets.common.systemError'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('widgets.demand.title')}
      width={640}
      okText={t('widgets.common.save')}
      cancelText={t('widgets.common.cancel')}
      okButtonProps={{ disabled: loading || failed }}
      confirmLoading={confirmLoading}
      onOk={() => void save()}
      onCancel={onCancel}
      afterClose={reset}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step === 'models' ? 0 : 1}
        items={[{ title: t('widgets.demand.stepModels') }, { title: t('widgets.demand.stepOrderTypes') }]}
        style={{ marginBlock: 16 }}
      />
      {failed ? (
        <Result
          status="error"
          title={t('widgets.demand.loadFailed')}
          subTitle={serverMessageOf(error) ?? t('widgets.common.systemError')}
        />
      ) : loading ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : step === 'models' ? (
        <RelationStep
          key="models"
          title={t('widgets.demand.models')}
          emptyText={t('widgets.demand.noModels')}
          tree={modelTree}
          relaType={modelsShown.relaType}
          ids={modelsShown.ids}
          onChange={({ relaType: type, ids }) => setModelDraft({ relaType: type, ids })}
        />
      ) : (
        <RelationStep
          key="orderTypes"
          title={t('widgets.demand.orderTypes')}
          emptyText={t('widgets.demand.noOrderTypes')}
          tree={orderTypeTree}
          relaType={orderTypesShown.relaType}
          ids={orderTypesShown.ids}
          onChange={({ relaType: type, ids }) => setOrderTypeDraft({ relaType: type, ids })}
        />
      )}
    </Modal>
  );
}
