import { CrownOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type MasterTeam } from '@onsite/domain';
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
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../masterModel';
import { mastersTexts } from '../texts';
import { TeamFormModal } from './TeamFormModal';
import { TeamMembersModal } from './TeamMembersModal';

/**
 * 团队管理 (catalogue key `teamManagement`, D38): teams with their head (团长) and members; 新建团队 (a name and
 * a head in no team), 成员管理 (add a master in no team, make a member head, remove a member other than the
 * head). A master is in at most one team: the server refuses otherwise, naming the team.
 */
export default function TeamManagementScreen() {
  const { t } = useAreaTexts(mastersTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<MasterTeam | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'teamName', label: t('team.teamName') }],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterTeam> = [
    { title: t('team.teamName'), dataIndex: 'teamName', key: 'teamName', sorter: true },
    {
      title: t('team.head'),
      dataIndex: 'headName',
      key: 'headName',
      render: (head: string | null) =>
        head ?? <Typography.Text type="secondary">{t('team.noHead')}</Typography.Text>,
    },
    {
      title: t('team.members'),
      dataIndex: 'members',
      key: 'members',
      render: (members: MasterTeam['members'], row) => (
        <Flex gap={4} wrap align="center">
          <span>{t('team.memberCount', { count: members.length })}</span>
          {members.map((member) => (
            <Tag
              key={member.masterId}
              icon={
                member.masterId === row.headMasterId ? <CrownOutlined aria-label={t('head')} /> : undefined
              }
            >
              {member.masterName}
            </Tag>
          ))}
        </Flex>
      ),
    },
    dateTimeColumn<MasterTeam>(t('field.createTime'), 'createTime'),
  ];

  return (
    <>
      <ListScreen<MasterTeam>
        label={t('team.table')}
        queryKey={masterKeys.teams()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="teamId"
        toolbar={
          <Can permission={BUTTON_CODES.teamEdit}>
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('team.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'manage',
            label: t('team.manage'),
            permission: BUTTON_CODES.teamEdit,
            run: () => setManaging(row),
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.master.team.list(
            { ...pageQueryOf(request), ...definedOnly({ teamName: applied.teamName }) },
            { signal },
          )
        }
      />
      <TeamFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          refresh();
        }}
      />
      <TeamMembersModal team={managing} onClose={() => setManaging(null)} onChanged={refresh} />
    </>
  );
}
