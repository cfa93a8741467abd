import { MASTER_STATES, type MasterQueryRow, type MasterState } from '@onsite/domain';
import {
  definedOnly,
  dictLabelOf,
  type FilterField,
  type FilterValues,
  ListScreen,
  pageQueryOf,
  RegionSelect,
  useDictionary,
  useOnsiteClient,
} from '@onsite/ui';
import { Alert, Badge, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { STATE_BADGE } from '../../masters/masterModel';
import { qualityKeys, ScoreInput, scoreFilter, stateFilter } from '../qualityModel';
import { qualityTexts } from '../texts';

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

/**
 * 师傅查询 (catalogue key `masterQuery`, D50; the header's 查询师傅 opens it): a read-only search of masters
 * for dispatchers — name, phone, a region served, a skill, state and a score range in the URL — with each
 * master's skills, regions, state, team, score, number of ratings and open orders; no ID card and no action.
 */
export default function MasterQueryScreen() {
  const { t } = useAreaTexts(qualityTexts);
  const client = useOnsiteClient();
  const installTypes = useDictionary('install_type');

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'masterName', label: t('field.master') },
      { kind: 'dict', name: 'skill', label: t('field.skills'), dictType: 'install_type' },
      {
        kind: 'custom',
        name: REGION_NAMES.province,
        label: t('field.province'),
        input: <RegionSelect level="province" names={REGION_NAMES} />,
      },
      {
        kind: 'custom',
        name: REGION_NAMES.city,
        label: t('field.city'),
        input: <RegionSelect level="city" names={REGION_NAMES} />,
      },
      {
        kind: 'custom',
        name: REGION_NAMES.area,
        label: t('field.area'),
        input: <RegionSelect level="area" names={REGION_NAMES} />,
      },
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
      skill: applied.skill,
      provinceCode: applied.provinceCode,
      cityCode: applied.provinceCode ? applied.cityCode : undefined,
      areaCode: applied.provinceCode && applied.cityCode ? applied.areaCode : undefined,
      state: stateFilter(applied.state),
      minScore: scoreFilter(applied.minScore),
      maxScore: scoreFilter(applied.maxScore),
    });

  const columns: TableColumnsType<MasterQueryRow> = [
    { title: t('field.master'), dataIndex: 'masterName', key: 'masterName', sorter: true },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    {
      title: t('field.skills'),
      dataIndex: 'skills',
      key: 'skills',
      render: (skills: string[]) => (
        <Flex gap={4} wrap>
          {skills.map((skill) => (
            <Tag key={skill}>{dictLabelOf(installTypes.data, skill)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('field.regions'),
      dataIndex: 'regions',
      key: 'regions',
      render: (regions: MasterQueryRow['regions']) => {
        const shown = regions.slice(0, 3).map((region) => region.regionName);
        const more = regions.length - shown.length;
        return (
          <Typography.Text title={regions.map((region) => region.regionName).join('、')}>
            {shown.join('、')}
            {more > 0 ? ` +${more}` : ''}
          </Typography.Text>
        );
      },
    },
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: MasterState) => <Badge status={STATE_BADGE[state]} text={t(`states.${state}`)} />,
    },
    {
      title: t('field.team'),
      dataIndex: 'teamName',
      key: 'teamName',
      render: (teamName: string | null) => teamName ?? '—',
    },
    {
      title: t('field.score'),
      dataIndex: 'score',
      key: 'score',
      sorter: true,
      render: (score: number | null) => (score === null ? t('noScore') : score.toFixed(1)),
    },
    { title: t('field.ratingCount'), dataIndex: 'ratingCount', key: 'ratingCount' },
    { title: t('field.openOrders'), dataIndex: 'openOrders', key: 'openOrders', sorter: true },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('query.hint')} />
      <ListScreen<MasterQueryRow>
        label={t('query.table')}
        queryKey={qualityKeys.query}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        collapsedCount={3}
        scrollX={1300}
        fetchPage={(applied, request, signal) =>
          client.master.query.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
    </Flex>
  );
}
