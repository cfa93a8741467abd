import type { Approval, ApprovalState, ApprovalType } from '@onsite/domain';
import { formatDateTime, formatMoney, moneyColumn } from '@onsite/ui';
import { Badge, Card, Table, Typography } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { requestText } from './approvalModel';
import { approvalsTexts } from './texts';

const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * D34 in the order details: the order's fee increase and extra-parts requests with their decisions,
 * and what the approved ones add to the settlement.
 */
export function OrderApprovals({ approvals }: { approvals: readonly Approval[] }) {
  const { t } = useAreaTexts(approvalsTexts);
  const approvedTotal = approvals
    .filter((request) => request.state === 'approved')
    .reduce((sum, request) => sum + Math.round(request.total * 100), 0);
  return (
    <Card size="small" title={t('details.title')}>
      <Typography.Paragraph>
        {t('details.approvedTotal', { total: formatMoney(approvedTotal / 100) })}
      </Typography.Paragraph>
      <Table<Approval>
        size="small"
        rowKey="approvalId"
        pagination={false}
        aria-label={t('details.title')}
        dataSource={[...approvals]}
        columns={[
          {
            title: t('field.approvalType'),
            dataIndex: 'approvalType',
            key: 'approvalType',
            render: (type: ApprovalType) => t(`type.${type}`),
          },
          { title: t('field.request'), key: 'request', render: (_value, row) => requestText(t, row) },
          moneyColumn<Approval>(t('field.total'), 'total'),
          { title: t('field.reason'), dataIndex: 'reason', key: 'reason' },
          {
            title: t('field.state'),
            dataIndex: 'state',
            key: 'state',
            render: (state: ApprovalState) => (
              <Badge status={STATE_BADGE[state]} text={t(`state.${state}`)} />
            ),
          },
          {
            title: t('field.decision'),
            key: 'decision',
            render: (_value, row) =>
              row.decidedBy === null
                ? '—'
                : [t('decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) }), row.remark]
                    .filter(Boolean)
                    .join(' · '),
          },
        ]}
      />
    </Card>
  );
}
