import type { ActivityEntry } from '@onsite/domain';
import { dateTimeColumn, SectionState } from '@onsite/ui';
import { Badge, Card, Empty, Table, type TableColumnsType } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { useRecentActivity } from './workplaceQueries';

/** Text keys of the operation log's business types 0–6. */
const BUSINESS_TYPES = ['other', 'add', 'edit', 'remove', 'grant', 'export', 'import'] as const;

/** 最近操作: my own latest steps of the operation log (module, kind, time, result), newest first. */
export function RecentActivity() {
  const { t } = useAreaTexts(dashboardsTexts);
  const activity = useRecentActivity();
  const title = t('workplace.activity');
  const columns: TableColumnsType<ActivityEntry> = [
    dateTimeColumn<ActivityEntry>(t('workplace.operTime'), 'operTime'),
    // The module is the operation log's name for it, as the operation log screen shows it.
    { title: t('workplace.module'), dataIndex: 'title', key: 'title' },
    {
      title: t('workplace.businessType'),
      dataIndex: 'businessType',
      key: 'businessType',
      render: (type: ActivityEntry['businessType']) => t(`workplace.type.${BUSINESS_TYPES[type]}`),
    },
    {
      title: t('workplace.result'),
      dataIndex: 'status',
      key: 'status',
      render: (status: ActivityEntry['status']) =>
        status === 0 ? (
          <Badge status="success" text={t('workplace.success')} />
        ) : (
          <Badge status="error" text={t('workplace.failure')} />
        ),
    },
  ];
  return (
    <Card title={title}>
      <SectionState
        name={title}
        loading={activity.isPending}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      >
        <Table<ActivityEntry>
          aria-label={title}
          size="small"
          rowKey="operId"
          columns={columns}
          dataSource={activity.data ?? []}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.noActivity')} />,
          }}
          scroll={{ x: 'max-content' }}
        />
      </SectionState>
    </Card>
  );
}
