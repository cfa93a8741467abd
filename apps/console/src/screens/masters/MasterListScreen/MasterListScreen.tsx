import { CrownOutlined } from '@ant-design/icons';
import { BUTTON_CODES, MASTER_STATES, type MasterProfile, type MasterState } from '@onsite/domain';
import {
  Can,
  dateTimeColumn,
  definedOnly,
  dictLabelOf,
  type FilterField,
  ListScreen,
  pageQueryOf,
  RegionSelect,
  useDictionary,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { LabelTags } from '../../masterRecords/LabelTags';
import { MasterLabelsModal } from '../../masterRecords/MasterLabelsModal';
import { masterRecordsTexts } from '../../masterRecords/texts';
import { ID_CARD_BADGE, masterKeys, STATE_BADGE, stateFilter } from '../masterModel';
import { mastersTexts } from '../texts';
import { MasterFormModal } from './MasterFormModal';

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

/**
 * 师傅列表 (catalogue key `masterList`, D38): masters with their profile — phone, ID card number (masked unless
 * the caller holds the master edit code) and its review, skills, service regions, state, team, score and open
 * orders. Filters in the URL (name, phone, state, a region served, a skill), server paging, 新增师傅 and 修改.
 */
export default function MasterListScreen() {
  const { t } = useAreaTexts(mastersTexts);
  // D54: the labels column and 标签 (texts of the masterRecords area).
  const { t: tr } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const installTypes = useDictionary('install_type');
  const [editing, setEditing] = useState<MasterProfile | 'new' | null>(null);
  const [labelling, setLabelling] = useState<MasterProfile | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: masterKeys.all });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'masterName', label: t('field.masterName') },
      { kind: 'text', name: 'phonenumber', label: t('field.phonenumber') },
      {
        kind: 'select',
        name: 'state',
        label: t('field.state'),
        options: MASTER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
      },
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
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<MasterProfile> = [
    { title: t('field.masterName'), dataIndex: 'masterName', key: 'masterName', sorter: true },
    { title: t('field.phonenumber'), dataIndex: 'phonenumber', key: 'phonenumber' },
    {
      title: t('field.idCardNo'),
      dataIndex: 'idCardNo',
      key: 'idCardNo',
      render: (idCardNo: string, row) => (
        <Flex vertical>
          <Typography.Text
            copyable={!row.idCardMasked && idCardNo !== ''}
            title={row.idCardMasked ? t('masterList.masked') : undefined}
          >
            {idCardNo || '—'}
          </Typography.Text>
          <Badge status={ID_CARD_BADGE[row.idCardState]} text={t(`idCardStates.${row.idCardState}`)} />
        </Flex>
      ),
    },
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
      render: (regions: MasterProfile['regions']) => {
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
      render: (teamName: string | null, row) =>
        teamName === null ? (
          '—'
        ) : (
          <span>
            {teamName}
            {row.teamHead && (
              <Tag icon={<CrownOutlined aria-hidden />} style={{ marginInlineStart: 4 }}>
                {t('head')}
              </Tag>
            )}
          </span>
        ),
    },
    {
      title: t('field.score'),
      dataIndex: 'score',
      key: 'score',
      sorter: true,
      render: (score: number | null) => (score === null ? t('noScore') : score.toFixed(1)),
    },
    { title: t('field.openOrders'), dataIndex: 'openOrders', key: 'openOrders' },
    {
      title: tr('field.labels'),
      dataIndex: 'labels',
      key: 'labels',
      render: (labels: MasterProfile['labels']) => <LabelTags labels={labels} />,
    },
    dateTimeColumn<MasterProfile>(t('field.createTime'), 'createTime', { sorter: true }),
  ];

  return (
    <>
      <ListScreen<MasterProfile>
        label={t('masterList.table')}
        queryKey={masterKeys.list()}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="masterId"
        collapsedCount={3}
        scrollX={1560}
        toolbar={
          <Can permission={BUTTON_CODES.masterAdd}>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('masterList.add')}
            </Button>
          </Can>
        }
        rowActions={(row) => [
          {
            key: 'edit',
            label: t('masterList.edit'),
            permission: BUTTON_CODES.masterEdit,
            run: () => setEditing(row),
          },
          {
            key: 'labels',
            label: tr('masterLabels.action'),
            permission: BUTTON_CODES.masterLabelEdit,
            run: () => setLabelling(row),
          },
        ]}
        actionsWidth={130}
        fetchPage={(applied, request, signal) =>
          client.master.master.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                masterName: applied.masterName,
                phonenumber: applied.phonenumber,
                state: stateFilter(applied.state),
                skill: applied.skill,
                provinceCode: applied.provinceCode,
                cityCode: applied.provinceCode ? applied.cityCode : undefined,
                areaCode: applied.provinceCode && applied.cityCode ? applied.areaCode : undefined,
              }),
            },
            { signal },
          )
        }
      />
      <MasterFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <MasterLabelsModal
        master={labelling}
        onClose={() => setLabelling(null)}
        onSaved={() => {
          setLabelling(null);
          refresh();
        }}
      />
    </>
  );
}
