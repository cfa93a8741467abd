import type { MonthBarPoint } from '@onsite/domain';
import { SectionState, useLocale, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { MonthBarChart } from './MonthBarChart';
import { monthLabel } from './monthLabel';

type View = 'chart' | 'table';

/**
 * 分析页 (catalogue key `analysis`): the month bars of `/analysis/month-bar` (orders created in
 * each month of this year), drawn in SVG, with the same figures as a table; the months named in the
 * language shown (`Intl`). The chart code lives in this screen's lazy chunk only.
 */
export default function AnalysisScreen() {
  const { t } = useAreaTexts(dashboardsTexts);
  const client = useOnsiteClient();
  const { locale } = useLocale();
  const labelOf = (x: string) => monthLabel(x, locale);
  const [view, setView] = useState<View>('chart');
  const bars = useQuery({
    queryKey: ['dashboards', 'analysis', 'monthBar'],
    queryFn: ({ signal }) => client.analysis.monthBar({}, { signal }),
  });
  const points = bars.data ?? [];
  const title = t('analysis.title');
  const max = Math.max(0, ...points.map((point) => point.y));
  const total = points.reduce((sum, point) => sum + point.y, 0);

  return (
    <Card
      title={title}
      extra={
        <Segmented<View>
          aria-label={title}
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('analysis.chart') },
            { value: 'table', label: t('analysis.table') },
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('analysis.description')}</Typography.Paragraph>
      <SectionState
        name={title}
        loading={bars.isPending}
        error={bars.error}
        onRetry={() => void bars.refetch()}
      >
        {view === 'chart' ? (
          <MonthBarChart points={points} label={t('analysis.chartLabel', { max, total })} labelOf={labelOf} />
        ) : (
          <Table<MonthBarPoint>
            aria-label={title}
            size="small"
            rowKey="x"
            pagination={false}
            dataSource={points}
            columns={[
              { title: t('analysis.month'), dataIndex: 'x', key: 'x', render: labelOf },
              { title: t('analysis.count'), dataIndex: 'y', key: 'y', align: 'right' },
            ]}
          />
        )}
      </SectionState>
    </Card>
  );
}
