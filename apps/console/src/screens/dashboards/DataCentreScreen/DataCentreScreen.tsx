import {
  DATA_CENTRE_MAX_DAYS,
  type DataCentre,
  type DataCentreDay,
  type DataCentreGroup,
} from '@onsite/domain';
import { formatMoney, SectionState, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Row,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { dashboardsTexts } from '../texts';
import { groupOption, perDayOption } from './charts';
import { EChart } from './EChart';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL (`beginDay`, `endDay`), when both are days; else the server's default. */
function useRangeInUrl() {
  const [search, setSearch] = useSearchParams();
  const beginDay = search.get('beginDay') ?? '';
  const endDay = search.get('endDay') ?? '';
  const range = DAY.test(beginDay) && DAY.test(endDay) ? { beginDay, endDay } : {};
  const setRange = (next: { beginDay: string; endDay: string }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('beginDay', next.beginDay);
      params.set('endDay', next.endDay);
      return params;
    });
  return [range, setRange] as const;
}

/** The texts' translate function (i18next's). */
type Text = TFunction;

const rateText = (rate: number | null, t: Text) =>
  rate === null ? t('dataCentre.noData') : `${(rate * 100).toFixed(1)}%`;
const hoursText = (hours: number | null, t: Text) =>
  hours === null ? t('dataCentre.noData') : t('dataCentre.hours', { hours: hours.toFixed(1) });

/** The totals of the range, one figure each. */
function Totals({ data, t }: { data: DataCentre; t: Text }) {
  const { totals } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={8} xl={4}>
        <Statistic title={t('dataCentre.orders')} value={totals.orders} />
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Statistic title={t('dataCentre.completed')} value={totals.completed} />
      </Col>
      <Col xs={12} md={8} xl={5}>
        <Statistic title={t('dataCentre.completionRate')} value={rateText(totals.completionRate, t)} />
      </Col>
      <Col xs={12} md={8} xl={5}>
        <Statistic title={t('dataCentre.avgHours')} value={hoursText(totals.avgCompleteHours, t)} />
      </Col>
      <Col xs={24} md={8} xl={6}>
        <Statistic
          title={t('dataCentre.revenue')}
          value={t('yuan', { amount: formatMoney(totals.revenue) })}
        />
      </Col>
    </Row>
  );
}

/** A chart and, beside it, the same figures as a table (for a person who prefers numbers, and for axe). */
function ChartBeside({
  title,
  chart,
  table,
}: {
  title: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <Card title={title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={13}>
          {chart}
        </Col>
        <Col xs={24} xl={11}>
          {table}
        </Col>
      </Row>
    </Card>
  );
}

function groupColumns(t: Text, nameTitle: string): TableColumnsType<DataCentreGroup> {
  return [
    {
      title: nameTitle,
      dataIndex: 'name',
      key: 'name',
      // A province's or an enterprise's name is data.
      render: (name: string) => <span translate="no">{name}</span>,
    },
    { title: t('dataCentre.orders'), dataIndex: 'orders', key: 'orders', align: 'right' },
    { title: t('dataCentre.completed'), dataIndex: 'completed', key: 'completed', align: 'right' },
    {
      title: t('dataCentre.completionRate'),
      dataIndex: 'completionRate',
      key: 'completionRate',
      align: 'right',
      render: (rate: number | null) => rateText(rate, t),
    },
    {
      title: t('dataCentre.avgHours'),
      dataIndex: 'avgCompleteHours',
      key: 'avgCompleteHours',
      align: 'right',
      render: (hours: number | null) => hoursText(hours, t),
    },
    {
      title: t('dataCentre.revenue'),
      dataIndex: 'revenue',
      key: 'revenue',
      align: 'right',
      render: (revenue: number) => formatMoney(revenue),
    },
  ];
}

/** The figures of a range: totals, then per day, per province and per enterprise, each a chart with its table. */
function Figures({ data, t }: { data: DataCentre; t: Text }) {
  const names = useMemo(
    () => ({ orders: t('dataCentre.orders'), completed: t('dataCentre.completed') }),
    [t],
  );
  const perDay = useMemo(() => perDayOption(data.days, names), [data.days, names]);
  const provinces = useMemo(() => groupOption(data.provinces, names), [data.provinces, names]);
  const enterprises = useMemo(() => groupOption(data.enterprises, names), [data.enterprises, names]);
  const dayColumns: TableColumnsType<DataCentreDay> = [
    { title: t('dataCentre.day'), dataIndex: 'day', key: 'day' },
    { title: t('dataCentre.orders'), dataIndex: 'orders', key: 'orders', align: 'right' },
    { title: t('dataCentre.completed'), dataIndex: 'completed', key: 'completed', align: 'right' },
    {
      title: t('dataCentre.revenue'),
      dataIndex: 'revenue',
      key: 'revenue',
      align: 'right',
      render: (revenue: number) => formatMoney(revenue),
    },
  ];
  const groupTable = (title: string, nameTitle: string, rows: readonly DataCentreGroup[]) => (
    <Table<DataCentreGroup>
      aria-label={title}
      size="small"
      rowKey="key"
      columns={groupColumns(t, nameTitle)}
      dataSource={[...rows]}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
    />
  );
  const byProvince = t('dataCentre.byProvince');
  const byEnterprise = t('dataCentre.byEnterprise');
  return (
    <Flex vertical gap={16}>
      <ChartBeside
        title={t('dataCentre.perDay')}
        chart={
          <EChart
            option={perDay}
            label={t('dataCentre.chartPerDay', {
              orders: data.totals.orders,
              completed: data.totals.completed,
            })}
          />
        }
        table={
          <Table<DataCentreDay>
            aria-label={t('dataCentre.perDay')}
            size="small"
            rowKey="day"
            columns={dayColumns}
            dataSource={data.days}
            pagination={{ pageSize: 10, showSizeChanger: false }}
          />
        }
      />
      <ChartBeside
        title={byProvince}
        chart={
          <EChart
            option={provinces}
            label={t('dataCentre.chartByGroup', { title: byProvince, count: data.provinces.length })}
          />
        }
        table={groupTable(byProvince, t('dataCentre.province'), data.provinces)}
      />
      <ChartBeside
        title={byEnterprise}
        chart={
          <EChart
            option={enterprises}
            label={t('dataCentre.chartByGroup', { title: byEnterprise, count: data.enterprises.length })}
          />
        }
        table={groupTable(byEnterprise, t('dataCentre.enterprise'), data.enterprises)}
      />
    </Flex>
  );
}

/**
 * 数据中心 (catalogue key `dataCentre`, D44): orders per day, completion rate, average time to complete
 * and settled amounts, by province and by enterprise, over a range in the URL (the last 30 days by
 * default, at most a year), computed by the server. Charts are ECharts, in this screen's lazy chunk only.
 */
export default function DataCentreScreen() {
  const { t } = useAreaTexts(dashboardsTexts);
  const ui = useTranslation('ui').t;
  const client = useOnsiteClient();
  const [range, setRange] = useRangeInUrl();
  const [rangeError, setRangeError] = useState<string | null>(null);
  const figures = useQuery({
    queryKey: ['dashboards', 'dataCentre', range.beginDay ?? '', range.endDay ?? ''],
    queryFn: ({ signal }) => client.analysis.dataCentre(range, { signal }),
  });
  const shown = figures.data;
  const beginShown = shown?.beginDay;
  const endShown = shown?.endDay;
  // The range answered (the server's default when the URL has none); one value per range, not per render.
  const value = useMemo<[Dayjs, Dayjs] | null>(
    () => (beginShown && endShown ? [dayjs(beginShown), dayjs(endShown)] : null),
    [beginShown, endShown],
  );
  const title = t('dataCentre.range');

  const onRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [begin, end] = dates ?? [null, null];
    if (begin === null || end === null) return;
    if (end.diff(begin, 'day') + 1 > DATA_CENTRE_MAX_DAYS) {
      setRangeError(t('dataCentre.tooLong', { days: DATA_CENTRE_MAX_DAYS }));
      return;
    }
    setRangeError(null);
    setRange({ beginDay: begin.format('YYYY-MM-DD'), endDay: end.format('YYYY-MM-DD') });
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={8}>
          <Flex align="center" gap={12} wrap>
            <Typography.Text strong>{title}</Typography.Text>
            <DatePicker.RangePicker
              format="YYYY-MM-DD"
              placeholder={[ui('list.startDate'), ui('list.endDate')]}
              value={value}
              allowClear={false}
              onChange={onRange}
            />
            <Typography.Text type="secondary">{t('dataCentre.rangeHint')}</Typography.Text>
          </Flex>
          {rangeError !== null && <Alert type="error" showIcon title={rangeError} />}
        </Flex>
      </Card>
      <SectionState
        name={title}
        loading={figures.isPending}
        error={figures.error}
        onRetry={() => void figures.refetch()}
      >
        {shown && (
          <Flex vertical gap={16}>
            <Card>
              <Totals data={shown} t={t} />
            </Card>
            {shown.totals.orders === 0 ? (
              <Card>
                <Empty description={t('dataCentre.empty')} />
              </Card>
            ) : (
              <Figures data={shown} t={t} />
            )}
          </Flex>
        )}
      </SectionState>
    </Flex>
  );
}
