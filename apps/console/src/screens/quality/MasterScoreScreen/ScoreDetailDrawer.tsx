import { COMPLAINT_WINDOW_DAYS, type MasterScore, type OrderFeedback } from '@onsite/domain';
import { formatDateTime, serverMessageOf, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { qualityKeys, Stars } from '../qualityModel';
import { qualityTexts } from '../texts';

export interface ScoreDetailDrawerProps {
  /** The master whose score is explained; null keeps the drawer closed. */
  master: Pick<MasterScore, 'masterId' | 'masterName'> | null;
  onClose: () => void;
}

/**
 * 评分明细 (D50): how one master's score is made, as the server computes it now: the score, every rating
 * they have, the newest ratings counted (at most the window) with their average, the upheld complaints'
 * deduction, and those ratings (order, stars, comment, time).
 */
export function ScoreDetailDrawer({ master, onClose }: ScoreDetailDrawerProps) {
  const { t } = useAreaTexts(qualityTexts);
  const client = useOnsiteClient();
  const detail = useQuery({
    queryKey: qualityKeys.scoreDetail(master?.masterId ?? 0),
    queryFn: ({ signal }) => client.master.score.detail({ masterId: master?.masterId ?? 0 }, { signal }),
    enabled: master !== null,
  });

  const columns: TableColumnsType<OrderFeedback> = [
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    {
      title: t('field.stars'),
      dataIndex: 'stars',
      key: 'stars',
      render: (stars: number) => <Stars count={stars} label={t('starCount', { count: stars })} />,
    },
    {
      title: t('field.comment'),
      dataIndex: 'comment',
      key: 'comment',
      render: (comment: string) =>
        comment || <Typography.Text type="secondary">{t('noComment')}</Typography.Text>,
    },
    {
      title: t('field.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (time: string) => formatDateTime(time),
    },
  ];

  const data = detail.data;
  return (
    <Drawer
      open={master !== null}
      title={master ? t('score.detailTitle', { name: master.masterName }) : ''}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('score.detailFailed')}
          description={serverMessageOf(detail.error)}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('score.retry')}
            </Button>
          }
        />
      ) : data === undefined ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'score',
                label: t('score.current'),
                children: data.score === null ? t('noScore') : data.score.toFixed(1),
              },
              { key: 'count', label: t('score.ratingCount'), children: data.ratingCount },
              {
                key: 'counted',
                label: t('score.counted'),
                children: t('score.countedValue', { count: data.ratings.length, window: data.window }),
              },
              {
                key: 'average',
                label: t('score.average'),
                children: data.average === null ? '—' : data.average.toFixed(2),
              },
              {
                key: 'complaints',
                label: t('score.complaints'),
                children: t('score.complaintsValue', {
                  count: data.upheldComplaints,
                  deduction: data.deduction.toFixed(1),
                  days: COMPLAINT_WINDOW_DAYS,
                }),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('score.ratings')}
          </Typography.Title>
          {data.ratings.length === 0 ? (
            <Empty description={t('score.noRatings')} />
          ) : (
            <Table<OrderFeedback>
              aria-label={t('score.ratings')}
              size="small"
              rowKey="feedbackId"
              columns={columns}
              dataSource={data.ratings}
              pagination={false}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
