import { BUTTON_CODES, type ServiceRegion } from '@onsite/domain';
import {
  Can,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  RegionSelect,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { masterKeys } from '../../masters/masterModel';
import { useTeamOptions } from '../TeamSelect';
import { REGION_NAMES, teamKeys } from '../teamsModel';
import { teamsTexts } from '../texts';
import { type RegionChange, RegionChangeModal } from './RegionChangeModal';

const idFilter = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * 区域划分 (catalogue key `regionalDivision`, D52): the service regions masters are assigned to — the rows the master
 * form writes and dispatch reads (no copy) — each with its masters and the teams whose every member serves it.
 * Filters in the URL (a province / city / area within which to list, a master, a team), server paging; 分配区域 and,
 * on a row, 分配 and 移除 behind `master:region:edit`.
 */
export default function RegionalDivisionScreen() {
  const { t } = useAreaTexts(teamsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const [change, setChange] = useState<RegionChange | null>(null);
  const teams = useTeamOptions();

  const fields = useMemo<FilterField[]>(
    () => [
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
      { kind: 'text', name: 'masterName', label: t('region.masterName') },
      {
        kind: 'select',
        name: 'teamId',
        label: t('region.teamFilter'),
        options: (teams.data?.rows ?? []).map((team) => ({
          value: String(team.teamId),
          label: team.teamName,
        })),
      },
    ],
    [t, teams.data],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<ServiceRegion> = [
    { title: t('region.region'), dataIndex: 'regionName', key: 'regionName' },
    {
      title: t('region.masters'),
      dataIndex: 'masters',
      key: 'masters',
      render: (masters: ServiceRegion['masters']) => (
        <Flex gap={4} wrap>
          {masters.map((master) => (
            <Tag key={master.masterId} color={master.state === 'active' ? undefined : 'default'}>
              {master.teamName ? `${master.masterName}（${master.teamName}）` : master.masterName}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('region.teams'),
      dataIndex: 'teams',
      key: 'teams',
      render: (teams: ServiceRegion['teams']) =>
        teams.length === 0 ? t('region.none') : teams.map((team) => team.teamName).join('、'),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('region.hint')}</Typography.Paragraph>
      <ListScreen<ServiceRegion>
        label={t('region.table')}
        queryKey={teamKeys.regions()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey={(row) => `${row.provinceCode}/${row.cityCode ?? ''}/${row.areaCode ?? ''}`}
        collapsedCount={3}
        toolbar={
          <Can permission={BUTTON_CODES.regionEdit}>
            <Button type="primary" onClick={() => setChange({ kind: 'assign', region: null })}>
              {t('region.assign')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'assign',
            label: t('region.assignHere'),
            permission: BUTTON_CODES.regionEdit,
            run: () => setChange({ kind: 'assign', region: row }),
          },
          {
            key: 'unassign',
            label: t('region.unassign'),
            danger: true,
            permission: BUTTON_CODES.regionEdit,
            run: () => setChange({ kind: 'unassign', region: row }),
          },
        ]}
        actionsWidth={120}
        fetchPage={(applied, request, signal) =>
          client.master.region.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                provinceCode: applied.provinceCode,
                cityCode: applied.provinceCode ? applied.cityCode : undefined,
                areaCode: applied.provinceCode && applied.cityCode ? applied.areaCode : undefined,
                masterName: applied.masterName,
                teamId: idFilter(applied.teamId),
              }),
            },
            { signal },
          )
        }
      />
      <RegionChangeModal
        change={change}
        onClose={() => setChange(null)}
        onSaved={() => {
          setChange(null);
          void queryClient.invalidateQueries({ queryKey: masterKeys.all });
        }}
      />
    </>
  );
}
