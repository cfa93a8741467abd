import { BUTTON_CODES, type Role } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { StatusBadge, statusOptionsOf } from '../parts';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';
import { RoleFormModal } from './RoleFormModal';

/** The super administrator's role: the server refuses to change it. */
const ADMIN_ROLE_ID = 1;

/** 角色管理 (catalogue key `role`): roles, the menus and button codes they grant, enable / disable. */
export default function RoleScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'roleName', label: t('role.roleName') },
      { kind: 'text', name: 'roleKey', label: t('role.roleKey') },
      { kind: 'select', name: 'status', label: t('common.status'), options: statusOptionsOf(t) },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: systemKeys.roles() });
    void queryClient.invalidateQueries({ queryKey: systemKeys.roleOptions() });
  };

  const columns: TableColumnsType<Role> = [
    { title: t('role.roleName'), dataIndex: 'roleName' },
    { title: t('role.roleKey'), dataIndex: 'roleKey' },
    { title: t('role.roleSort'), dataIndex: 'roleSort', sorter: true },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: Role['status']) => <StatusBadge status={status} t={t} />,
    },
    { title: t('common.remark'), dataIndex: 'remark' },
    dateTimeColumn<Role>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions = (role: Role): RowAction[] => {
    const disabling = role.status === '0';
    const editable = can(BUTTON_CODES.roleEdit) && role.roleId !== ADMIN_ROLE_ID;
    return [
      { key: 'edit', label: t('common.edit'), visible: editable, run: () => setEditing({ role }) },
      {
        key: 'status',
        label: disabling ? t('common.disable') : t('common.enable'),
        danger: disabling,
        visible: editable,
        confirm: t(disabling ? 'common.confirmDisable' : 'common.confirmEnable', { name: role.roleName }),
        successText: disabling ? t('common.disabledDone') : t('common.enabled'),
        run: () => client.system.role.changeStatus({ roleId: role.roleId, status: disabling ? '1' : '0' }),
      },
    ];
  };

  return (
    <>
      <ListScreen<Role>
        label={t('role.table')}
        queryKey={systemKeys.roles()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="roleId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.roleAdd) && (
            <Button type="primary" onClick={() => setEditing({ role: undefined })}>
              {t('common.add')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.system.role.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                roleName: applied.roleName,
                roleKey: applied.roleKey,
                status: applied.status === '0' || applied.status === '1' ? applied.status : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <RoleFormModal
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
