import { BUTTON_CODES, isBuiltinTeamRole, type TeamRole, type TeamRoleKind } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../../masters/masterModel';
import { teamKeys } from '../teamsModel';
import { teamsTexts } from '../texts';
import { TeamRoleFormModal } from './TeamRoleFormModal';

/**
 * 团队角色 (catalogue key `teamRole`, D52): the roles a member can hold inside a team, with how many hold each.
 * 新增角色 / 修改 / 删除 behind `master:teamrole:edit`; the built-in 团长 and 组员 are never deleted and the server
 * refuses to delete a role members hold, naming how many. A member's role is assigned in 团队管理's 成员管理.
 */
export default function TeamRoleScreen() {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TeamRole | 'new' | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'roleName', label: t('field.roleName') }],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<TeamRole> = [
    { title: t('field.roleName'), dataIndex: 'roleName', key: 'roleName' },
    {
      title: t('field.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: TeamRoleKind) => <Tag>{t(`role.kinds.${kind}`)}</Tag>,
    },
    { title: t('field.sort'), dataIndex: 'sort', key: 'sort' },
    {
      title: t('field.remark'),
      dataIndex: 'remark',
      key: 'remark',
      ellipsis: true,
      render: (remark: string) => remark || '—',
    },
    { title: t('field.memberCount'), dataIndex: 'memberCount', key: 'memberCount' },
    dateTimeColumn<TeamRole>(t('field.createTime'), 'createTime'),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('role.builtinHint')}</Typography.Paragraph>
      <ListScreen<TeamRole>
        label={t('role.table')}
        queryKey={teamKeys.roles()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="teamRoleId"
        toolbar={
          <Can permission={BUTTON_CODES.teamRoleEdit}>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('role.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'edit',
            label: t('role.edit'),
            permission: BUTTON_CODES.teamRoleEdit,
            run: () => setEditing(row),
          },
          {
            key: 'remove',
            label: t('role.remove'),
            danger: true,
            permission: BUTTON_CODES.teamRoleEdit,
            visible: !isBuiltinTeamRole(row),
            confirm: t('role.removeConfirm', { name: row.roleName }),
            successText: t('role.removed'),
            run: () => client.master.teamRole.remove({ teamRoleId: row.teamRoleId }),
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.master.teamRole.list(
            { ...pageQueryOf(request), ...definedOnly({ roleName: applied.roleName }) },
            { signal },
          )
        }
      />
      <TeamRoleFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: masterKeys.all });
        }}
      />
    </>
  );
}
