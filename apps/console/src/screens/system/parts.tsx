import type { Dept } from '@onsite/domain';
import { Badge, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useDepts } from './systemQueries';

/** '0' enabled, '1' disabled: the status of users, roles and dictionaries. */
export type EnabledStatus = '0' | '1';

/** The status filter's options. */
export const statusOptionsOf = (t: TFunction) => [
  { value: '0', label: t('common.normal') },
  { value: '1', label: t('common.disabled') },
];

/** A status as a dot and a word (antd Tag colours fail contrast). */
export function StatusBadge({ status, t }: { status: EnabledStatus; t: TFunction }) {
  return status === '0' ? (
    <Badge status="success" text={t('common.normal')} />
  ) : (
    <Badge status="default" text={t('common.disabled')} />
  );
}

interface DeptNode {
  value: number;
  title: string;
  children: DeptNode[];
}

/** The department tree from the flat list (parentId 0 or an unknown parent is a root). */
export function deptTreeOf(depts: readonly Dept[]): DeptNode[] {
  const nodes = new Map(
    depts.map((dept) => [
      dept.deptId,
      { value: dept.deptId, title: dept.deptName, children: [] as DeptNode[] },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const dept of depts) {
    const node = nodes.get(dept.deptId);
    if (!node) continue;
    const parent = nodes.get(dept.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export interface DeptTreeSelectProps {
  /** The department id; a filter gives it as the URL's text. */
  value?: number | string;
  onChange?: (deptId: number | undefined) => void;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** Chooses a department from the server's tree (`/system/dept/list`). */
export function DeptTreeSelect({
  value,
  onChange,
  placeholder,
  id,
  'aria-label': label,
}: DeptTreeSelectProps) {
  const depts = useDepts();
  const treeData = useMemo(() => deptTreeOf(depts.data ?? []), [depts.data]);
  const shown = value === undefined || value === '' ? undefined : Number(value);
  return (
    <TreeSelect<number>
      id={id}
      aria-label={label}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={depts.isPending}
      treeData={treeData}
      value={shown}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
    />
  );
}
