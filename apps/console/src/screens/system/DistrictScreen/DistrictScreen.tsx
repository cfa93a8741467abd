import { BUTTON_CODES, type RegionLevel, type RegionNode } from '@onsite/domain';
import { LoadFailure, referenceKeys, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { systemKeys } from '../systemQueries';
import { systemTexts } from '../texts';
import { type RegionEditing, RegionFormModal } from './RegionFormModal';

/** The regions opened on the way down: none (provinces), a province (its cities), a city (its areas). */
type Trail = readonly RegionNode[];

const LEVEL_BELOW: Record<RegionLevel, RegionLevel | null> = { province: 'city', city: 'area', area: null };

/**
 * 行政区划 (catalogue key `district`, D39): the region tree (bd_province → bd_city → bd_area)
 * browsed level by level — provinces, then the cities of one, then its areas — with the trail in
 * a breadcrumb. 新增, 修改 (name and order: the region pickers list each level in this order) and
 * 删除 after a confirmation; the server refuses a delete while the region has sub-regions or an
 * enterprise, order or customer order address uses it, and says why. Each control follows its
 * `system:district:*` code; the server checks every call.
 */
export default function DistrictScreen() {
  const { t } = useAreaTexts(systemTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { modal, message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const [trail, setTrail] = useState<Trail>([]);
  const [editing, setEditing] = useState<RegionEditing | null>(null);
  const parent = trail.at(-1);
  const level: RegionLevel = parent ? (LEVEL_BELOW[parent.level] ?? 'area') : 'province';
  const parentCode = parent?.code ?? '';
  const regions = useQuery({
    queryKey: systemKeys.regions(level, parentCode),
    queryFn: ({ signal }) =>
      client.system.district.list({ level, ...(parent ? { parentCode: parent.code } : {}) }, { signal }),
  });

  // A change refreshes every level (child counts) and the region pickers of the other screens.
  const refresh = async () => {
    for (const queryKey of [referenceKeys.provinces(), referenceKeys.cities(''), referenceKeys.areas('')])
      void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 2) });
    await queryClient.invalidateQueries({ queryKey: [...systemKeys.all, 'regions'] });
  };

  const confirmRemove = (region: RegionNode) => {
    modal.confirm({
      title: t('common.confirmRemove', { name: region.name }),
      content: t('district.removeHelp'),
      okText: t('common.remove'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await client.system.district.remove({ level: region.level, regionCode: region.code });
        } catch (error) {
          showError(error);
          return;
        }
        void message.success(t('common.removed'));
        await refresh();
      },
    });
  };

  const levelName = t(`district.${level}`);
  const columns: TableColumnsType<RegionNode> = [
    {
      title: t('district.name'),
      dataIndex: 'name',
      // A province or a city opens its sub-regions by its name (a link a keyboard reaches).
      render: (name: string, region: RegionNode) =>
        LEVEL_BELOW[region.level] === null ? (
          <span translate="no">{name}</span>
        ) : (
          <Button type="link" size="small" translate="no" onClick={() => setTrail([...trail, region])}>
            {name}
          </Button>
        ),
    },
    { title: t('district.code'), dataIndex: 'code', width: 120 },
    { title: t('district.sort'), dataIndex: 'sort', width: 90 },
    ...(level === 'area' ? [] : [{ title: t('district.children'), dataIndex: 'childCount', width: 110 }]),
    {
      title: t('district.actions'),
      key: 'actions',
      render: (_: unknown, region: RegionNode) => (
        <Space size={0} wrap>
          {can(BUTTON_CODES.districtEdit) && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', region })}>
              {t('common.edit')}
            </Button>
          )}
          {can(BUTTON_CODES.districtRemove) && (
            <Button type="link" size="small" danger onClick={() => confirmRemove(region)}>
              {t('common.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const crumbs = [
    {
      key: 'root',
      title:
        trail.length === 0 ? (
          t('district.allProvinces')
        ) : (
          <Typography.Link onClick={() => setTrail([])}>{t('district.allProvinces')}</Typography.Link>
        ),
    },
    ...trail.map((region, index) => ({
      key: region.code,
      title:
        index === trail.length - 1 ? (
          <span translate="no">{region.name}</span>
        ) : (
          <Typography.Link translate="no" onClick={() => setTrail(trail.slice(0, index + 1))}>
            {region.name}
          </Typography.Link>
        ),
    })),
  ];

  return (
    <Card
      size="small"
      title={
        <nav aria-label={t('district.path')}>
          <Breadcrumb items={crumbs} />
        </nav>
      }
      extra={
        can(BUTTON_CODES.districtAdd) && (
          <Button
            type="primary"
            size="small"
            onClick={() =>
              setEditing({
                kind: 'add',
                level,
                ...(parent ? { parent: { code: parent.code, name: parent.name } } : {}),
              })
            }
          >
            {t('common.add')}
          </Button>
        )
      }
    >
      {regions.isError && (
        <LoadFailure
          title={t('district.loadFailed')}
          error={regions.error}
          onRetry={() => void regions.refetch()}
          retrying={regions.isFetching}
        />
      )}
      {level !== 'area' && (
        <Typography.Paragraph type="secondary">{t('district.openHelp')}</Typography.Paragraph>
      )}
      <Table<RegionNode>
        aria-label={levelName}
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={regions.data ?? []}
        loading={regions.isPending}
        pagination={false}
        locale={{ emptyText: <Empty description={t('district.empty')} /> }}
      />
      <RegionFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}
