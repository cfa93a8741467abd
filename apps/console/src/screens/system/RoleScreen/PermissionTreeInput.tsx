import { Alert, Badge, Spin, Tree, type TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { type PermissionNode, type PermissionTree, toggled } from './permissionTree';

export interface PermissionTreeInputProps {
  /** The tree of `/system/menu/list`; undefined while it loads. */
  tree: PermissionTree | undefined;
  /** The menus did not load. */
  failed?: boolean;
  /** The checked menu ids (buttons included). */
  value?: readonly number[];
  onChange?: (checked: number[]) => void;
  t: TFunction;
  id?: string;
}

function treeDataOf(nodes: readonly PermissionNode[], buttonLabel: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: (node.button ? (
      <span title={node.button}>
        {node.title} <Badge status="processing" text={buttonLabel} />
      </span>
    ) : (
      node.title
    )) as ReactNode,
    children: treeDataOf(node.children, buttonLabel),
  }));
}

/** The menus and button codes a role grants, as one tree of checkboxes (a form control). */
export function PermissionTreeInput({ tree, failed, value = [], onChange, t, id }: PermissionTreeInputProps) {
  const treeData = useMemo(() => treeDataOf(tree?.roots ?? [], t('role.button')), [tree, t]);
  if (failed) return <Alert type="error" showIcon title={t('role.menusFailed')} />;
  if (!tree) return <Spin />;
  return (
    <div
      id={id}
      style={{ maxHeight: 360, overflow: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: 8 }}
    >
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        virtual={false}
        treeData={treeData}
        checkedKeys={{ checked: [...value], halfChecked: [] }}
        onCheck={(_, { node, checked }) =>
          onChange?.([...toggled(tree, new Set(value), Number(node.key), checked)])
        }
      />
    </div>
  );
}
