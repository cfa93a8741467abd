import {
  BUTTON_CODES,
  TRAIN_PROGRESSES,
  type TrainEnrolment,
  type TrainProgress,
  type TrainSummary,
  USER_TYPE_MASTER,
} from '@onsite/domain';
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
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { trainingTexts } from '../texts';
import { TRAINING_KEY } from '../trainingModel';

const KEY = [...TRAINING_KEY, 'enrolments'] as const;
const progressOf = (value: string | undefined) => TRAIN_PROGRESSES.find((progress) => progress === value);
const idOf = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/**
 * 培训概览 (catalogue key `trainOverview`, D59): per course how many masters are assigned, completed their study and
 * passed the exam (an approved result at or above the pass mark), then each master's progress, filtered in the URL
 * (course, master, progress), exported to Excel by a holder of 培训导出. 完成学习 (asked first) marks a study
 * completed, a master their own; 移出 (asked first) takes a master off a course before any exam result. A master
 * sees only their own courses and progress.
 */
export default function TrainOverviewScreen() {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;

  const summary = useQuery({
    queryKey: [...TRAINING_KEY, 'summary'],
    queryFn: ({ signal }) => client.master.trainEnrolment.summary({}, { signal }),
  });
  const courseOptions = useMemo(
    () => (summary.data ?? []).map((row) => ({ value: String(row.courseId), label: row.title })),
    [summary.data],
  );

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'select', name: 'courseId', label: t('overview.course'), options: courseOptions },
      ...(isMaster
        ? []
        : [{ kind: 'text', name: 'masterName', label: t('overview.master') } satisfies FilterField]),
      {
        kind: 'select',
        name: 'progress',
        label: t('overview.progress'),
        options: TRAIN_PROGRESSES.map((progress) => ({
          value: progress,
          label: t(`overview.progresses.${progress}`),
        })),
      },
    ],
    [t, isMaster, courseOptions],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      courseId: idOf(applied.courseId),
      masterName: isMaster ? undefined : applied.masterName,
      progress: progressOf(applied.progress),
    });

  const summaryColumns: TableColumnsType<TrainSummary> = [
    {
      title: t('overview.course'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, row) => (
        <Flex gap={4} wrap>
          <span>{title}</span>
          {row.required && <Tag color="red">{t('course.requiredYes')}</Tag>}
        </Flex>
      ),
    },
    { title: t('overview.assigned'), dataIndex: 'assigned', key: 'assigned', align: 'right' },
    { title: t('overview.completedCount'), dataIndex: 'completed', key: 'completed', align: 'right' },
    {
      title: t('overview.passedCount'),
      dataIndex: 'passed',
      key: 'passed',
      align: 'right',
      render: (passed: number, row) => (row.hasExam ? passed : t('course.noExam')),
    },
  ];

  const columns: TableColumnsType<TrainEnrolment> = [
    { title: t('overview.course'), dataIndex: 'courseTitle', key: 'courseTitle' },
    ...(isMaster ? [] : [{ title: t('overview.master'), dataIndex: 'masterName', key: 'masterName' }]),
    {
      title: t('overview.progress'),
      dataIndex: 'progress',
      key: 'progress',
      render: (progress: TrainProgress) => (
        <Badge
          status={progress === 'completed' ? 'success' : 'processing'}
          text={t(`overview.progresses.${progress}`)}
        />
      ),
    },
    {
      title: t('overview.exam'),
      key: 'exam',
      render: (_value: unknown, row: TrainEnrolment) =>
        row.passed === null
          ? t('course.noExam')
          : row.passed
            ? t('overview.passed', { score: row.bestScore ?? 0 })
            : row.bestScore === null
              ? t('overview.notTaken')
              : t('overview.failed', { score: row.bestScore }),
    },
    { title: t('overview.assignBy'), dataIndex: 'assignBy', key: 'assignBy' },
    dateTimeColumn<TrainEnrolment>(t('overview.assignTime'), 'assignTime'),
    dateTimeColumn<TrainEnrolment>(t('overview.completeTime'), 'completeTime'),
  ];

  const rowActions = (row: TrainEnrolment): RowAction[] => [
    {
      key: 'complete',
      label: t('overview.complete'),
      permission: BUTTON_CODES.trainStudy,
      visible: row.progress === 'studying',
      confirm: t('overview.completeQuestion', { master: row.masterName, course: row.courseTitle }),
      successText: t('overview.completed'),
      run: async () => {
        await client.master.trainEnrolment.complete({ enrolmentId: row.enrolmentId });
        void summary.refetch();
      },
    },
    {
      key: 'remove',
      label: t('overview.remove'),
      danger: true,
      permission: BUTTON_CODES.trainEdit,
      visible: !isMaster,
      confirm: t('overview.removeQuestion', { master: row.masterName, course: row.courseTitle }),
      successText: t('overview.removed'),
      run: async () => {
        await client.master.trainEnrolment.remove({ enrolmentId: row.enrolmentId });
        void summary.refetch();
      },
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.trainEnrolment.list({ ...pageQueryOf(request), ...query(applied) }, { signal });

  return (
    <Flex vertical gap={12}>
      {isMaster && <Alert type="info" showIcon title={t('overview.ownOnly')} />}
      <Card size="small" title={t('overview.summary')}>
        {summary.isError ? (
          <Alert type="error" showIcon title={t('overview.summaryFailed')} />
        ) : (
          <Table<TrainSummary>
            aria-label={t('overview.summary')}
            size="small"
            rowKey="courseId"
            loading={summary.isLoading}
            columns={summaryColumns}
            dataSource={summary.data ?? []}
            pagination={false}
          />
        )}
      </Card>
      <ListScreen<TrainEnrolment>
        label={t('overview.table')}
        queryKey={KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enrolmentId"
        rowActions={rowActions}
        {...(!isMaster && can(BUTTON_CODES.trainExport)
          ? { exportFile: (applied: FilterValues) => client.master.trainEnrolment.export(query(applied)) }
          : {})}
        fetchPage={fetchPage}
      />
    </Flex>
  );
}
