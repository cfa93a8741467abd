import { useFeedback, withFeedback } from '../../providers/query/useFeedback';
import { useEnterpriseModelTree, useSaveEnterpriseModels } from '../hooks/useModelConfig';
import { ModelConfigModalView } from './ModelConfigModalView';

const NO_MODELS: readonly number[] = [];

export interface ModelConfigModalProps {
  /** Whether the modal is shown; the tree loads when it opens. */
  open: boolean;
  /** The enterprise whose models are configured. */
  enterpriseId: number;
  /** Called after the models were saved. */
  onOk: () => void;
  /** Called when the modal is closed without saving. */
  onCancel: () => void;
}

/**
 * The model configuration wired to the api client: the enterprise's brand → model tree with its
 * checked models; saving sends enterpriseId and modelIds (`/enterprise/management/configModel`).
 * The opener shows it only to user type '00' (spec 001 §5).
 */
export function ModelConfigModal({ open, enterpriseId, onOk, onCancel }: ModelConfigModalProps) {
  const tree = useEnterpriseModelTree(enterpriseId, { enabled: open });
  const save = useSaveEnterpriseModels(enterpriseId);
  const feedback = useFeedback();
  return (
    <ModelConfigModalView
      open={open}
      tree={tree.data?.tree ?? []}
      checkedModelIds={tree.data?.checkedKeys ?? NO_MODELS}
      loading={tree.isPending}
      error={tree.error}
      onRetry={() => void tree.refetch()}
      saving={save.isPending}
      onSave={(modelIds) =>
        void withFeedback(feedback, () => save.mutateAsync(modelIds), 'saveSuccess').then((saved) => {
          if (saved) onOk();
        })
      }
      onCancel={onCancel}
    />
  );
}
