import { Empty, Flex, Radio, Tree, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CheckTreeNode,
  checkedIds,
  DEMAND_RELATION_TYPES,
  type DemandRelationType,
} from './demandOptions';

const RELATION_LABELS: Record<DemandRelationType, string> = {
  1: 'widgets.demand.link',
  2: 'widgets.demand.exclude',
};

export interface RelationStepProps {
  /** Name of what is chosen, e.g. 机型. */
  title: string;
  /** Shown when there is nothing to choose. */
  emptyText: string;
  /** The two-level tree of choices. */
  tree: readonly CheckTreeNode[];
  /** 关联 or 排除. */
  relaType: DemandRelationType;
  /** The chosen ids. */
  ids: readonly number[];
  /** Called with a new relation or new ids. */
  onChange: (change: { relaType: DemandRelationType; ids: number[] }) => void;
}

/** One step of the demand modal: the 关联 / 排除 choice and the checked tree. */
export function RelationStep({ title, emptyText, tree, relaType, ids, onChange }: RelationStepProps) {
  const { t } = useTranslation('ui');
  const relationLabel = useId();
  const treeLabel = useId();
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Text id={relationLabel}>{t('widgets.demand.relaType')}</Typography.Text>
        <Radio.Group
          aria-labelledby={relationLabel}
          value={relaType}
          onChange={(event) =>
            onChange({ relaType: event.target.value as DemandRelationType, ids: [...ids] })
          }
          options={DEMAND_RELATION_TYPES.map((value) => ({ value, label: t(RELATION_LABELS[value]) }))}
        />
      </Flex>
      <Typography.Text strong id={treeLabel}>
        {title}
      </Typography.Text>
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Tree
          aria-labelledby={treeLabel}
          checkable
          selectable={false}
          defaultExpandAll
          height={320}
          treeData={tree as CheckTreeNode[]}
          checkedKeys={ids.map(String)}
          onCheck={(checked) =>
            onChange({ relaType, ids: checkedIds(Array.isArray(checked) ? checked : checked.checked) })
          }
        />
      )}
    </Flex>
  );
}
