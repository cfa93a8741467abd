import { PlusOutlined } from '@ant-design/icons';
import { APPRAISAL_CRITERIA, type Appraisal, BUTTON_CODES, USER_TYPE_MASTER } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { trainingTexts } from '../texts';
import { TRAINING_KEY } from '../trainingModel';
import { AppraisalModal } from './AppraisalModal';

const KEY = [...TRAINING_KEY, 'appraisals'] as const;
const periodOf = (value: string | undefined) =>
  value !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;

/**
 * 考核表 (catalogue key `appraisalForm`, D59): the masters' monthly appraisals, newest month first, filtered in the
 * URL (master, month), with the four criteria, the total out of 100 and the appraiser. Staff holding 考核维护 add,
 * edit and delete them (asked first); 考核导出 exports the filtered list. A master sees only their own. An appraisal
 * is a record for the staff: it changes neither the master's score nor dispatch (the screen says so).
 */
export default function AppraisalFormScreen() {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const [editing, setEditing] = useState<Appraisal | null | undefined>(undefined);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const fields = useMemo<FilterField[]>(() => {
    const months = Array.from({ length: 12 }, (_, back) => dayjs().subtract(back, 'month').format('YYYY-MM'));
    return [
      ...(isMaster
        ? []
        : [{ kind: 'text', name: 'masterName', label: t('appraisal.master') } satisfies FilterField]),
      {
        kind: 'select',
        name: 'period',
        label: t('appraisal.period'),
        options: months.map((month) => ({ value: month, label: month })),
      },
    ];
  }, [t, isMaster]);
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({ masterName: isMaster ? undefined : applied.masterName, period: periodOf(applied.period) });

  const columns: TableColumnsType<Appraisal> = [
    ...(isMaster ? [] : [{ title: t('appraisal.master'), dataIndex: 'masterName', key: 'masterName' }]),
    { title: t('appraisal.period'), dataIndex: 'period', key: 'period' },
    ...APPRAISAL_CRITERIA.map((criterion) => ({
      title: t(`appraisal.criteria.${criterion}`),
      dataIndex: criterion,
      key: criterion,
      align: 'right' as const,
    })),
    {
      title: t('appraisal.total'),
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      render: (total: number) => <Typography.Text strong>{total}</Typography.Text>,
    },
    {
      title: t('appraisal.comment'),
      dataIndex: 'comment',
      key: 'comment',
      ellipsis: true,
      render: (comment: string) => (comment === '' ? '—' : comment),
    },
    { title: t('appraisal.appraiser'), dataIndex: 'appraiser', key: 'appraiser' },
    dateTimeColumn<Appraisal>(t('appraisal.appraiseTime'), 'appraiseTime'),
  ];

  const rowActions = (row: Appraisal): RowAction[] => [
    {
      key: 'edit',
      label: t('appraisal.edit'),
      permission: BUTTON_CODES.appraisalEdit,
      visible: !isMaster,
      run: () => setEditing(row),
    },
    {
      key: 'remove',
      label: t('appraisal.remove'),
      danger: true,
      permission: BUTTON_CODES.appraisalEdit,
      visible: !isMaster,
      confirm: t('appraisal.removeQuestion', { master: row.masterName, period: row.period }),
      successText: t('appraisal.removed'),
      run: () => client.master.appraisal.remove({ appraisalId: row.appraisalId }),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.appraisal.list({ ...pageQueryOf(request), ...query(applied) }, { signal });

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={isMaster ? t('appraisal.ownOnly') : t('appraisal.noScore')} />
      <ListScreen<Appraisal>
        label={t('appraisal.table')}
        queryKey={KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="appraisalId"
        rowActions={rowActions}
        toolbar={
          !isMaster &&
          can(BUTTON_CODES.appraisalEdit) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
              {t('appraisal.add')}
            </Button>
          )
        }
        {...(!isMaster && can(BUTTON_CODES.appraisalExport)
          ? { exportFile: (applied: FilterValues) => client.master.appraisal.export(query(applied)) }
          : {})}
        fetchPage={fetchPage}
      />
      <AppraisalModal
        appraisal={editing}
        onSaved={() => {
          refresh();
          setEditing(undefined);
        }}
        onClose={() => setEditing(undefined)}
      />
    </Flex>
  );
}
