import type { Approval, ApprovalType } from '@onsite/domain';
import { dateTimeColumn, SectionState } from '@onsite/ui';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { requestText } from '../../approvals/approvalModel';
import { approvalsTexts } from '../../approvals/texts';
import { dashboardsTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { usePendingApprovals } from './workplaceQueries';

/**
 * 待我审批: the first requests of my to-do list (D34's 待办任务: the types whose approver code I hold),
 * each order number opening the order's details, with a link to the whole list; the decision is taken there.
 */
export function PendingApprovals() {
  const { t } = useAreaTexts(dashboardsTexts);
  const approvals = useAreaTexts(approvalsTexts).t;
  const pending = usePendingApprovals();
  const taskingPath = useScreenPath('tasking');
  const detailsPath = useScreenPath('orderDetails');
  const title = t('workplace.pendingApprovals');
  const columns: TableColumnsType<Approval> = [
    {
      title: t('workplace.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      // D52: a team's request (解散团队) names no order.
      render: (orderNo: string | null, row) =>
        orderNo === null ? (
          '—'
        ) : detailsPath === null ? (
          orderNo
        ) : (
          <Link to={`${detailsPath}?orderId=${row.orderId}`}>{orderNo}</Link>
        ),
    },
    {
      title: t('workplace.approvalType'),
      dataIndex: 'approvalType',
      key: 'approvalType',
      render: (type: ApprovalType) => approvals(`type.${type}`),
    },
    {
      title: t('workplace.masterName'),
      dataIndex: 'masterName',
      key: 'masterName',
      // A master's name is data: it stays as written.
      render: (name: string) => <span translate="no">{name}</span>,
    },
    { title: t('workplace.request'), key: 'request', render: (_value, row) => requestText(approvals, row) },
    dateTimeColumn<Approval>(t('workplace.applyTime'), 'applyTime'),
  ];
  const total = pending.data?.total ?? 0;
  return (
    <Card
      title={pending.data ? `${title} (${total})` : title}
      extra={taskingPath === null ? null : <Link to={taskingPath}>{t('workplace.allPending')}</Link>}
    >
      <SectionState
        name={title}
        loading={pending.isPending}
        error={pending.error}
        onRetry={() => void pending.refetch()}
      >
        <Table<Approval>
          aria-label={title}
          size="small"
          rowKey="approvalId"
          columns={columns}
          dataSource={[...(pending.data?.rows ?? [])]}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noPending')} />,
          }}
          scroll={{ x: 'max-content' }}
        />
      </SectionState>
    </Card>
  );
}
