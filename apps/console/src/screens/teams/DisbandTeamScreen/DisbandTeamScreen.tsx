import {
  APPROVAL_STATES,
  type Approval,
  type ApprovalState,
  BUTTON_CODES,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../../masters/masterModel';
import { teamKeys } from '../teamsModel';
import { teamsTexts } from '../texts';
import { DisbandApplyModal } from './DisbandApplyModal';
import { DisbandRefuseModal } from './DisbandRefuseModal';

const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * 解散团队 (catalogue key `disbandTeam`, D52): the disband requests and their state (a team head sees their own
 * team's). A team head asks with 申请解散团队 (a reason; the server refuses while the team's members hold open
 * orders); staff holding `master:team:disband` approve (asked first: the team is disbanded at once) or refuse
 * (a remark required) through D34's approval calls. Filters (team, state) in the URL, server paging.
 */
export default function DisbandTeamScreen() {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const user = useOnsiteUser();
  const [applying, setApplying] = useState(false);
  const [refusing, setRefusing] = useState<Approval | null>(null);
  // A disband decision changes teams, heads and the approval lists.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: masterKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  const mayApply = user?.userType === USER_TYPE_MASTER && can(BUTTON_CODES.teamDisbandApply);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'teamName', label: t('field.teamName') },
      {
        kind: 'select',
        name: 'state',
        label: t('disband.state'),
        options: APPROVAL_STATES.map((state) => ({ value: state, label: t(`disband.states.${state}`) })),
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<Approval> = [
    { title: t('field.teamName'), dataIndex: 'teamName', key: 'teamName' },
    { title: t('disband.applicant'), dataIndex: 'masterName', key: 'masterName' },
    { title: t('disband.reason'), dataIndex: 'reason', key: 'reason', ellipsis: true, width: 220 },
    dateTimeColumn<Approval>(t('disband.applyTime'), 'applyTime', { sorter: true }),
    {
      title: t('disband.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ApprovalState) => (
        <Badge status={STATE_BADGE[state]} text={t(`disband.states.${state}`)} />
      ),
    },
    {
      title: t('disband.decision'),
      key: 'decision',
      render: (_value: unknown, row: Approval) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>
              {t('disband.decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}
            </span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('disband.remark', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  return (
    <>
      <ListScreen<Approval>
        label={t('disband.table')}
        queryKey={teamKeys.disband()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="approvalId"
        toolbar={
          mayApply ? (
            <Button type="primary" danger onClick={() => setApplying(true)}>
              {t('disband.apply')}
            </Button>
          ) : undefined
        }
        rowActions={(row) => [
          {
            key: 'approve',
            label: t('disband.approve'),
            permission: BUTTON_CODES.teamDisband,
            visible: row.state === 'pending',
            confirm: t('disband.approveConfirm', { team: row.teamName ?? '' }),
            successText: t('disband.approved'),
            run: async () => {
              await client.order.approval.approve({ approvalId: row.approvalId, remark: '' });
              refresh();
            },
          },
          {
            key: 'refuse',
            label: t('disband.refuse'),
            danger: true,
            permission: BUTTON_CODES.teamDisband,
            visible: row.state === 'pending',
            run: () => setRefusing(row),
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.master.disband.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                teamName: applied.teamName,
                state: APPROVAL_STATES.find((state) => state === applied.state),
              }),
            },
            { signal },
          )
        }
      />
      <DisbandApplyModal
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={() => {
          setApplying(false);
          refresh();
        }}
      />
      <DisbandRefuseModal request={refusing} onClose={() => setRefusing(null)} onRefused={refresh} />
    </>
  );
}
