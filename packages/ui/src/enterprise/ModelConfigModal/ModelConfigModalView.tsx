import type { TreeOption } from '@onsite/domain';
import { Empty, Modal, Tree, type TreeDataNode, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionState } from '../../widgets/SectionState';

export interface ModelConfigModalViewProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Brand → model tree; the children's values are model ids. */
  tree: readonly TreeOption[];
  /** The models the enterprise has; a new list (a new answer) replaces the checks made so far. */
  checkedModelIds: readonly number[];
  /** Whether the tree is being fetched. */
  loading: boolean;
  /** Why the tree could not be fetched. */
  error?: unknown;
  /** Fetches the tree again. */
  onRetry: () => void;
  /** Whether the save is under way. */
  saving?: boolean;
  /** Called with the checked model ids. */
  onSave: (modelIds: number[]) => void;
  /** Called when the modal is closed without saving. */
  onCancel: () => void;
}

// Brand ids and model ids share one number space: the tree keys tell them apart.
const BRAND = 'brand:';
const MODEL = 'model:';

function treeDataOf(tree: readonly TreeOption[]): TreeDataNode[] {
  return tree.map((brand) => ({
    key: `${BRAND}${brand.value}`,
    title: brand.label,
    children: brand.children.map((model) => ({ key: `${MODEL}${model.value}`, title: model.label })),
  }));
}

const modelIdsOf = (keys: readonly Key[]) =>
  keys
    .map(String)
    .filter((key) => key.startsWith(MODEL))
    .map((key) => Number(key.slice(MODEL.length)));

/** The model configuration of an enterprise (spec 001 sub-dialogs): a checkable brand → model tree. */
export function ModelConfigModalView({
  open,
  tree,
  checkedModelIds,
  loading,
  error,
  onRetry,
  saving = false,
  onSave,
  onCancel,
}: ModelConfigModalViewProps) {
  const { t } = useTranslation('ui');
  const [checked, setChecked] = useState<number[]>([...checkedModelIds]);
  const [checkedSource, setCheckedSource] = useState(checkedModelIds);
  if (checkedSource !== checkedModelIds) {
    // A new answer: start from what the server holds (adjusting state while rendering, as React advises).
    setCheckedSource(checkedModelIds);
    setChecked([...checkedModelIds]);
  }
  const ready = !loading && (error === undefined || error === null);
  return (
    <Modal
      open={open}
      title={t('enterprise.models.title')}
      okText={t('enterprise.common.save')}
      cancelText={t('enterprise.common.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => onSave(checked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <SectionState
        name={t('enterprise.section.names.models')}
        loading={loading}
        error={error}
        onRetry={onRetry}
      >
        {tree.length === 0 ? (
          <Empty description={t('enterprise.models.empty')} />
        ) : (
          <>
            <Typography.Text type="secondary">
              {t('enterprise.models.checked', { count: checked.length })}
            </Typography.Text>
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              treeData={treeDataOf(tree)}
              checkedKeys={checked.map((id) => `${MODEL}${id}`)}
              onCheck={(keys) => setChecked(modelIdsOf(Array.isArray(keys) ? keys : keys.checked))}
              aria-label={t('enterprise.models.tree')}
            />
          </>
        )}
      </SectionState>
    </Modal>
  );
}
