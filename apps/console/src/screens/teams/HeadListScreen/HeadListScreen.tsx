import { MASTER_STATES, type MasterState, type TeamHead } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  RegionSelect,
  useOnsiteClient,
} from '@onsite/ui';
import { Badge, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { STATE_BADGE, stateFilter } from '../../masters/masterModel';
import { REGION_NAMES, teamKeys } from '../teamsModel';
import { teamsTexts } from '../texts';

/**
 * 队长列表 (catalogue key `headList`, D52): the head (团长) of every active team with the team, its member count, its
 * members' open orders and the regions the head serves. Filters in the URL (head, phone, team, state, a region the
 * head serves), server paging; read only (heads change in 团队管理).
 */
export default function HeadListScreen() {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'headName', label: t('field.headName') },
      { kind: 'text', name: 'phonenumber', label: t('field.phonenumber') },
      { kind: 'text', name: 'teamName', label: t('field.teamName') },
      {
        kind: 'select',
        name: 'state',
        label: t('field.state'),
        options: MASTER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
      },
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
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<TeamHead> = [
    { title: t('field.headName'), dataIndex: 'headName', key: 'headName', sorter: true },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    { title: t('field.teamName'), dataIndex: 'teamName', key: 'teamName', sorter: true },
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: MasterState) => <Badge status={STATE_BADGE[state]} text={t(`states.${state}`)} />,
    },
    { title: t('field.members'), dataIndex: 'memberCount', key: 'memberCount', sorter: true },
    { title: t('field.openOrders'), dataIndex: 'openOrders', key: 'openOrders', sorter: true },
    {
      title: t('field.regions'),
      dataIndex: 'regions',
      key: 'regions',
      render: (regions: TeamHead['regions']) => {
        const shown = regions.slice(0, 3).map((region) => region.regionName);
        const more = regions.length - shown.length;
        return (
          <Typography.Text title={regions.map((region) => region.regionName).join('、')}>
            {shown.join('、') || '—'}
            {more > 0 ? ` +${more}` : ''}
          </Typography.Text>
        );
      },
    },
    dateTimeColumn<TeamHead>(t('field.createTime'), 'createTime'),
  ];

  return (
    <ListScreen<TeamHead>
      label={t('head.table')}
      queryKey={teamKeys.heads()}
      fields={fields}
      filters={filters}
      onFiltersChange={setFilters}
      columns={columns}
      rowKey="teamId"
      collapsedCount={3}
      scrollX={1100}
      fetchPage={(applied, request, signal) =>
        client.master.head.list(
          {
            ...pageQueryOf(request),
            ...definedOnly({
              headName: applied.headName,
              phonenumber: applied.phonenumber,
              teamName: applied.teamName,
              state: stateFilter(applied.state),
              provinceCode: applied.provinceCode,
              cityCode: applied.provinceCode ? applied.cityCode : undefined,
              areaCode: applied.provinceCode && applied.cityCode ? applied.areaCode : undefined,
            }),
          },
          { signal },
        )
      }
    />
  );
}
