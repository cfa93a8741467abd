import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATES,
  type Complaint,
  type ComplaintCategory,
  type ComplaintState,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  formatDateTime,
  ListScreen,
  numberFilter,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { complaintKeys } from '../complaintsModel';
import { complaintTexts } from '../texts';
import { DecideComplaintModal } from './DecideComplaintModal';
import { FileComplaintModal } from './FileComplaintModal';

const STATE_BADGE = {
  pending: 'warning',
  handling: 'processing',
  upheld: 'error',
  dismissed: 'default',
} as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const stateFilter = (value: string | undefined) => COMPLAINT_STATES.find((state) => state === value);
const categoryFilter = (value: string | undefined) =>
  COMPLAINT_CATEGORIES.find((category) => category === value);
/** A day from the URL, else none: a mistyped link lists everything rather than failing. */
const dayFilter = (value: string | undefined) => (value !== undefined && DAY.test(value) ? value : undefined);

/**
 * 投诉管理 (catalogue key `complaint`, D57): complaints against an order and its master, newest first,
 * filtered in the URL (order number, enterprise, category, state, days filed) with server paging. An
 * enterprise user files and sees only its own enterprise's; staff file for any order and, as 投诉权限 assigns
 * them, take a complaint up (受理, asked first) and decide it (成立 / 不成立 with a note; 成立 lowers the
 * master's score at once, D50). The server refuses a handler it has not assigned, with its message.
 */
export default function ComplaintScreen() {
  const { t } = useAreaTexts(complaintTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isEnterprise = useOnsiteUser()?.userType === USER_TYPE_ENTERPRISE;
  const [filing, setFiling] = useState(false);
  const [deciding, setDeciding] = useState<Complaint | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: complaintKeys.complaints });
    // An upheld complaint changes the master's score (师傅评分).
    void queryClient.invalidateQueries({ queryKey: ['quality'] });
  };

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
      ...(isEnterprise
        ? []
        : [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('field.enterprise'),
              input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
            } satisfies FilterField,
          ]),
      {
        kind: 'select',
        name: 'category',
        label: t('field.category'),
        options: COMPLAINT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`category.${category}`),
        })),
      },
      {
        kind: 'select',
        name: 'state',
        label: t('field.state'),
        options: COMPLAINT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) })),
      },
      {
        kind: 'dateRange',
        name: 'createTime',
        label: t('field.createTime'),
        from: 'beginTime',
        to: 'endTime',
      },
    ],
    [t, isEnterprise],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<Complaint> = [
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    ...(isEnterprise
      ? []
      : [
          {
            title: t('field.enterprise'),
            dataIndex: 'enterpriseName',
            key: 'enterpriseName',
            ellipsis: true,
          },
        ]),
    { title: t('field.master'), dataIndex: 'masterName', key: 'masterName' },
    {
      title: t('field.category'),
      dataIndex: 'category',
      key: 'category',
      render: (category: ComplaintCategory) => t(`category.${category}`),
    },
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      width: 220,
    },
    {
      title: t('field.contact'),
      key: 'contact',
      render: (_value: unknown, row: Complaint) => (
        <Flex vertical>
          <span>{row.contactName}</span>
          <Typography.Text type="secondary">{row.contactPhone}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ComplaintState) => <Badge status={STATE_BADGE[state]} text={t(`state.${state}`)} />,
    },
    {
      title: t('field.handling'),
      key: 'handling',
      width: 240,
      render: (_value: unknown, row: Complaint) =>
        row.handledBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>{t('handledBy', { name: row.handledBy, time: formatDateTime(row.handleTime) })}</span>
            {row.handleNote !== '' && <Typography.Text type="secondary">{row.handleNote}</Typography.Text>}
          </Flex>
        ),
    },
    { title: t('field.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<Complaint>(t('field.createTime'), 'createTime', { sorter: true }),
  ];

  const rowActions = (row: Complaint): RowAction[] => [
    {
      key: 'start',
      label: t('start'),
      permission: BUTTON_CODES.complaintHandle,
      visible: !isEnterprise && row.state === 'pending',
      confirm: `${t('startTitle')}：${t('what', {
        orderNo: row.orderNo,
        master: row.masterName,
        category: t(`category.${row.category}`),
        description: row.description,
      })}`,
      successText: t('started'),
      run: async () => {
        await client.order.complaint.start({ complaintId: row.complaintId, note: '' });
        refresh();
      },
    },
    {
      key: 'decide',
      label: t('decide'),
      permission: BUTTON_CODES.complaintHandle,
      visible: !isEnterprise && row.state === 'handling',
      run: () => setDeciding(row),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.order.complaint.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          orderNo: applied.orderNo,
          enterpriseId: isEnterprise ? undefined : numberFilter(applied.enterpriseId),
          category: categoryFilter(applied.category),
          state: stateFilter(applied.state),
          beginTime: dayFilter(applied.beginTime),
          endTime: dayFilter(applied.endTime),
        }),
      },
      { signal },
    );

  return (
    <Flex vertical gap={12}>
      {isEnterprise && <Alert type="info" showIcon title={t('ownOnly')} />}
      <ListScreen<Complaint>
        label={t('table.complaint')}
        queryKey={complaintKeys.complaints}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="complaintId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.complaintAdd) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setFiling(true)}>
              {t('add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <FileComplaintModal open={filing} onClose={() => setFiling(false)} onAdded={refresh} />
      <DecideComplaintModal complaint={deciding} onClose={() => setDeciding(null)} onDecided={refresh} />
    </Flex>
  );
}
