import {
  BUTTON_CODES,
  COMPLAINT_DEDUCTION,
  COMPLAINT_WINDOW_DAYS,
  MASTER_SCORE_WINDOW,
  MASTER_STATES,
  type MasterScore,
  type MasterState,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Badge, Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { STATE_BADGE } from '../../masters/masterModel';
import { qualityKeys, ScoreInput, scoreFilter, stateFilter } from '../qualityModel';
import { qualityTexts } from '../texts';
import { ScoreDetailDrawer } from './ScoreDetailDrawer';

/**
 * 师傅评分 (catalogue key `masterScore`, D50): every master's score as the server computes it from the
 * customers' ratings of their completed orders, with the number of ratings and the last one; the best
 * first, the unrated last. Filters in the URL (name, phone, state, a score range), server paging; 评分明细
 * opens the ratings behind a score. The formula is said above the list.
 */
export default function MasterScoreScreen() {
  const { t } = useAreaTexts(qualityTexts);
  const client = useOnsiteClient();
  const [shown, setShown] = useState<MasterScore | null>(null);

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'masterName', label: t('field.master') },
      { kind: 'text', name: 'phonenumber', label: t('field.phonenumber') },
      {
        kind: 'select',
        name: 'state',
        label: t('field.state'),
        options: MASTER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
      },
      {
        kind: 'custom',
        name: 'minScore',
        label: t('field.minScore'),
        input: <ScoreInput placeholder={t('scorePlaceholder')} />,
      },
      {
        kind: 'custom',
        name: 'maxScore',
        label: t('field.maxScore'),
        input: <ScoreInput placeholder={t('scorePlaceholder')} />,
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const query = (applied: FilterValues) =>
    definedOnly({
      masterName: applied.masterName,
      phonenumber: applied.phonenumber,
      state: stateFilter(applied.state),
      minScore: scoreFilter(applied.minScore),
      maxScore: scoreFilter(applied.maxScore),
    });

  const columns: TableColumnsType<MasterScore> = [
    { title: t('field.master'), dataIndex: 'masterName', key: 'masterName', sorter: true },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    {
      title: t('field.team'),
      dataIndex: 'teamName',
      key: 'teamName',
      render: (teamName: string | null) => teamName ?? '—',
    },
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: MasterState) => <Badge status={STATE_BADGE[state]} text={t(`states.${state}`)} />,
    },
    {
      title: t('field.score'),
      dataIndex: 'score',
      key: 'score',
      sorter: true,
      render: (score: number | null) => (score === null ? t('noScore') : score.toFixed(1)),
    },
    { title: t('field.ratingCount'), dataIndex: 'ratingCount', key: 'ratingCount', sorter: true },
    dateTimeColumn<MasterScore>(t('field.lastRatingTime'), 'lastRatingTime'),
  ];

  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title={t('score.formula', {
          window: MASTER_SCORE_WINDOW,
          days: COMPLAINT_WINDOW_DAYS,
          deduction: COMPLAINT_DEDUCTION,
        })}
      />
      <ListScreen<MasterScore>
        label={t('score.table')}
        queryKey={qualityKeys.scores}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        collapsedCount={3}
        rowActions={(row) => [
          {
            key: 'detail',
            label: t('score.detail'),
            permission: BUTTON_CODES.masterScoreList,
            run: () => setShown(row),
          },
        ]}
        actionsWidth={110}
        fetchPage={(applied, request, signal) =>
          client.master.score.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <ScoreDetailDrawer master={shown} onClose={() => setShown(null)} />
    </Flex>
  );
}
