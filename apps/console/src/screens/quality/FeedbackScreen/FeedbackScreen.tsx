import { BUTTON_CODES, FEEDBACK_STARS, type OrderFeedback } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  numberFilter,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { dayFilter, qualityKeys, ScoreMasterFilter, Stars, starsFilter } from '../qualityModel';
import { qualityTexts } from '../texts';
import { RecordFeedbackModal } from './RecordFeedbackModal';

/**
 * 订单反馈 (catalogue key `feedback`, D50): the customers' ratings of finished orders — order, enterprise,
 * customer, master, stars, comment, when it was completed and rated, who recorded it. Filters in the URL
 * (master, enterprise, stars, order number, days rated), server paging, 导出 for a holder of the export code,
 * 记录评价 for a holder of the add code (one rating per completed order; the master's score follows at once).
 */
export default function FeedbackScreen() {
  const { t } = useAreaTexts(qualityTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'custom',
        name: 'masterId',
        label: t('field.master'),
        input: <ScoreMasterFilter placeholder={t('chooseMaster')} />,
      },
      {
        kind: 'custom',
        name: 'enterpriseId',
        label: t('field.enterprise'),
        input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
      },
      {
        kind: 'select',
        name: 'stars',
        label: t('field.stars'),
        options: [...FEEDBACK_STARS].reverse().map((stars) => ({
          value: String(stars),
          label: t(`starOptions.${stars}`),
        })),
      },
      { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('field.createTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      masterId: numberFilter(applied.masterId),
      enterpriseId: numberFilter(applied.enterpriseId),
      stars: starsFilter(applied.stars),
      orderNo: applied.orderNo,
      beginTime: dayFilter(applied.beginTime),
      endTime: dayFilter(applied.endTime),
    });

  const columns: TableColumnsType<OrderFeedback> = [
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    { title: t('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('field.customer'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.master'), dataIndex: 'masterName', key: 'masterName' },
    {
      title: t('field.stars'),
      dataIndex: 'stars',
      key: 'stars',
      sorter: true,
      render: (stars: number) => <Stars count={stars} label={t('starCount', { count: stars })} />,
    },
    {
      title: t('field.comment'),
      dataIndex: 'comment',
      key: 'comment',
      width: 280,
      render: (comment: string) =>
        comment === '' ? (
          <Typography.Text type="secondary">{t('noComment')}</Typography.Text>
        ) : (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: comment }} style={{ marginBottom: 0 }}>
            {comment}
          </Typography.Paragraph>
        ),
    },
    dateTimeColumn<OrderFeedback>(t('field.finishTime'), 'finishTime'),
    dateTimeColumn<OrderFeedback>(t('field.createTime'), 'createTime', { sorter: true }),
    { title: t('field.createBy'), dataIndex: 'createBy', key: 'createBy' },
  ];

  return (
    <>
      <ListScreen<OrderFeedback>
        label={t('feedback.table')}
        queryKey={qualityKeys.feedback}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="feedbackId"
        collapsedCount={3}
        toolbar={
          <Can permission={BUTTON_CODES.feedbackAdd}>
            <Button type="primary" onClick={() => setRecording(true)}>
              {t('feedback.add')}
            </Button>
          </Can>
        }
        {...(can(BUTTON_CODES.feedbackExport)
          ? { exportFile: (applied: FilterValues) => client.order.feedback.export(query(applied)) }
          : {})}
        fetchPage={(applied, request, signal) =>
          client.order.feedback.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <RecordFeedbackModal
        open={recording}
        onClose={() => setRecording(false)}
        onSaved={() => {
          setRecording(false);
          void queryClient.invalidateQueries({ queryKey: qualityKeys.all });
        }}
      />
    </>
  );
}
