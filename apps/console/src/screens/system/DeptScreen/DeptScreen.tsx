import { BUTTON_CODES, type Dept } from '@onsite/domain';
import { LoadFailure, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { StatusBadge } from '../parts';
import { systemKeys, useDepts } from '../systemQueries';
import { systemTexts } from '../texts';
import { type DeptEditing, DeptFormModal } from './DeptFormModal';

/** A department with its sub-departments, for the tree table. */
interface DeptRow extends Dept {
  children?: DeptRow[];
}

/** The tree of the flat list (parentId 0 or an unknown parent is a root), siblings by order then id. */
export function deptRowsOf(depts: readonly Dept[]): DeptRow[] {
  const sorted = [...depts].sort((a, b) => a.orderNum - b.orderNum || a.deptId - b.deptId);
  const rows = new Map<number, DeptRow>(sorted.map((dept) => [dept.deptId, { ...dept }]));
  const roots: DeptRow[] = [];
  for (const dept of sorted) {
    const row = rows.get(dept.deptId);
    if (!row) continue;
    const parent = rows.get(dept.parentId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

/**
 * 部门管理 (catalogue key `dept`, D39): the department tree as a tree table from `/system/dept/list`
 * (the list the users screen's department picker reads: a change here refreshes it too). 新增 /
 * 新增下级 / 修改 (name, order, status) and 删除 after a confirmation; the server refuses a delete
 * while the department has sub-departments or users and says why. Each control follows its
 * `system:dept:*` code; the server checks every call.
 */
export default function DeptScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { modal, message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const depts = useDepts();
  const [editing, setEditing] = useState<DeptEditing | null>(null);
  const rows = useMemo(() => deptRowsOf(depts.data ?? []), [depts.data]);
  const allKeys = useMemo(() => (depts.data ?? []).map((dept) => dept.deptId), [depts.data]);
  const [collapsed, setCollapsed] = useState<readonly number[] | null>(null);
  const expandedKeys = collapsed ?? allKeys;

  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.depts() });

  const confirmRemove = (dept: Dept) => {
    modal.confirm({
      title: t('common.confirmRemove', { name: dept.deptName }),
      okText: t('common.remove'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await client.system.dept.remove({ deptId: dept.deptId });
        } catch (error) {
          showError(error);
          return;
        }
        void message.success(t('common.removed'));
        await refresh();
      },
    });
  };

  const columns: TableColumnsType<DeptRow> = [
    {
      title: t('dept.deptName'),
      dataIndex: 'deptName',
      render: (name: string) => <span translate="no">{name}</span>,
    },
    { title: t('dept.orderNum'), dataIndex: 'orderNum', width: 110 },
    {
      title: t('dept.leader'),
      dataIndex: 'leader',
      render: (leader: string) => <span translate="no">{leader}</span>,
    },
    { title: t('dept.phone'), dataIndex: 'phone' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: Dept['status']) => <StatusBadge status={status} t={t} />,
    },
    {
      title: t('dept.actions'),
      key: 'actions',
      render: (_: unknown, dept: DeptRow) => (
        <Space size={0} wrap>
          {can(BUTTON_CODES.deptAdd) && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'add', parent: dept })}>
              {t('dept.addChild')}
            </Button>
          )}
          {can(BUTTON_CODES.deptEdit) && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', dept })}>
              {t('common.edit')}
            </Button>
          )}
          {can(BUTTON_CODES.deptRemove) && (
            <Button type="link" size="small" danger onClick={() => confirmRemove(dept)}>
              {t('common.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('dept.table')}
      extra={
        <Space>
          <Button size="small" onClick={() => setCollapsed(collapsed === null ? [] : null)}>
            {collapsed === null ? t('dept.collapseAll') : t('dept.expandAll')}
          </Button>
          {can(BUTTON_CODES.deptAdd) && (
            <Button type="primary" size="small" onClick={() => setEditing({ kind: 'add' })}>
              {t('common.add')}
            </Button>
          )}
        </Space>
      }
    >
      {depts.isError && (
        <LoadFailure
          title={t('dept.loadFailed')}
          error={depts.error}
          onRetry={() => void depts.refetch()}
          retrying={depts.isFetching}
        />
      )}
      <Table<DeptRow>
        aria-label={t('dept.table')}
        rowKey="deptId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={depts.isPending}
        pagination={false}
        expandable={{
          expandedRowKeys: [...expandedKeys],
          onExpandedRowsChange: (keys) => setCollapsed(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={t('dept.empty')} /> }}
      />
      <DeptFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}
