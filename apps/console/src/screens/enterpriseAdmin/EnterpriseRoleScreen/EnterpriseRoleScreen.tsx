import type { EnterpriseRole } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { StatusBadge, statusOptionsOf } from '../../system/parts';
import { enterpriseAdminKeys, useEnterpriseAllowance } from '../enterpriseAdminQueries';
import { enterpriseAdminTexts } from '../texts';
import { EnterpriseRoleFormModal } from './EnterpriseRoleFormModal';

/**
 * 企业角色 (catalogue key `enterpriseRole`, D45, D49): the roles an enterprise administrator defines for their
 * own enterprise, each a subset of what the enterprise holds. Filters in the URL, server paging; 新增 / 修改
 * with the permission tree of the enterprise's menus and buttons, 停用 / 启用 and 删除, asked first; the
 * server refuses deleting a role users still hold, and its message shows.
 */
export default function EnterpriseRoleScreen() {
  const { t } = useAreaTexts(enterpriseAdminTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const allowance = useEnterpriseAllowance();
  const [editing, setEditing] = useState<{ role: EnterpriseRole | undefined } | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'roleName', label: t('role.roleName') },
      { kind: 'select', name: 'status', label: t('common.status'), options: statusOptionsOf(t) },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  /** Screens by id, to name what a role opens (directories and buttons are not listed). */
  const screens = new Map(
    (allowance.data?.menus ?? [])
      .filter((menu) => menu.menuType === 'C')
      .map((menu) => [menu.menuId, menu.menuName]),
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: enterpriseAdminKeys.roles() });
    void queryClient.invalidateQueries({ queryKey: enterpriseAdminKeys.roleOptions() });
  };

  const columns: TableColumnsType<EnterpriseRole> = [
    { title: t('role.roleName'), dataIndex: 'roleName' },
    { title: t('role.roleSort'), dataIndex: 'roleSort', sorter: true },
    {
      title: t('role.menus'),
      dataIndex: 'menuIds',
      render: (menuIds: number[]) => menuIds.flatMap((id) => screens.get(id) ?? []).join('、'),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: EnterpriseRole['status']) => <StatusBadge status={status} t={t} />,
    },
    { title: t('common.remark'), dataIndex: 'remark' },
    dateTimeColumn<EnterpriseRole>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions = (role: EnterpriseRole): RowAction[] => {
    const disabling = role.status === '0';
    return [
      { key: 'edit', label: t('common.edit'), run: () => setEditing({ role }) },
      {
        key: 'status',
        label: disabling ? t('common.disable') : t('common.enable'),
        danger: disabling,
        confirm: t(disabling ? 'common.confirmDisable' : 'common.confirmEnable', { name: role.roleName }),
        successText: disabling ? t('common.disabledDone') : t('common.enabled'),
        run: async () => {
          await client.enterprise.enterpriseRole.changeStatus({
            roleId: role.roleId,
            status: disabling ? '1' : '0',
          });
          refresh();
        },
      },
      {
        key: 'remove',
        label: t('common.remove'),
        danger: true,
        confirm: t('role.removeQuestion', { name: role.roleName }),
        successText: t('common.removed'),
        run: async () => {
          await client.enterprise.enterpriseRole.remove({ roleId: role.roleId });
          refresh();
        },
      },
    ];
  };

  return (
    <>
      <ListScreen<EnterpriseRole>
        label={t('role.table')}
        queryKey={enterpriseAdminKeys.roles()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="roleId"
        rowActions={rowActions}
        toolbar={
          <Button type="primary" onClick={() => setEditing({ role: undefined })}>
            {t('common.add')}
          </Button>
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.enterpriseRole.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                roleName: applied.roleName,
                status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <EnterpriseRoleFormModal
        open={editing !== null}
        role={editing?.role}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </>
  );
}
