import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  EXAM_RESULT_STATES,
  type ExamResult,
  type ExamResultState,
  TRAIN_TEXT_MAX,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  FormModal,
  formatDateTime,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { trainingTexts } from '../texts';
import { TRAINING_KEY } from '../trainingModel';
import { RecordResultModal } from './RecordResultModal';

const KEY = [...TRAINING_KEY, 'exams'] as const;
const STATE_BADGE = { pending: 'warning', approved: 'success', refused: 'error' } as const;
const stateOf = (value: string | undefined) => EXAM_RESULT_STATES.find((state) => state === value);
const idOf = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/**
 * 考试管理 (catalogue key `examination`, D59): the exam results of the courses with an exam, newest first, filtered
 * in the URL (course, master, state). A result is recorded by the master (their own) or by staff, and is a request
 * of the approval type `examResult`: its approver roles (the approval model, D51) approve it (asked first) or refuse
 * it (a reason required); only an approved result counts in 培训概览. A pending result may be deleted (asked first).
 */
export default function ExaminationScreen() {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const [recording, setRecording] = useState(false);
  const [refusing, setRefusing] = useState<ExamResult | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TRAINING_KEY });

  const courses = useQuery({
    queryKey: [...TRAINING_KEY, 'summary'],
    queryFn: ({ signal }) => client.master.trainEnrolment.summary({}, { signal }),
  });
  const courseOptions = useMemo(
    () =>
      (courses.data ?? [])
        .filter((row) => row.hasExam)
        .map((row) => ({ value: String(row.courseId), label: row.title })),
    [courses.data],
  );

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'select', name: 'courseId', label: t('exam.course'), options: courseOptions },
      ...(isMaster
        ? []
        : [{ kind: 'text', name: 'masterName', label: t('exam.master') } satisfies FilterField]),
      {
        kind: 'select',
        name: 'state',
        label: t('exam.state'),
        options: EXAM_RESULT_STATES.map((state) => ({ value: state, label: t(`exam.states.${state}`) })),
      },
    ],
    [t, isMaster, courseOptions],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<ExamResult> = [
    { title: t('exam.course'), dataIndex: 'courseTitle', key: 'courseTitle' },
    ...(isMaster ? [] : [{ title: t('exam.master'), dataIndex: 'masterName', key: 'masterName' }]),
    {
      title: t('exam.score'),
      key: 'score',
      align: 'right',
      render: (_value: unknown, row: ExamResult) =>
        t('exam.scoreOf', { score: row.score, passMark: row.passMark }),
    },
    {
      title: t('exam.passed'),
      dataIndex: 'passed',
      key: 'passed',
      render: (passed: boolean) => (
        <Badge status={passed ? 'success' : 'error'} text={passed ? t('exam.pass') : t('exam.fail')} />
      ),
    },
    { title: t('exam.examDate'), dataIndex: 'examDate', key: 'examDate' },
    {
      title: t('exam.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: ExamResultState) => (
        <Badge status={STATE_BADGE[state]} text={t(`exam.states.${state}`)} />
      ),
    },
    { title: t('exam.recordBy'), dataIndex: 'recordBy', key: 'recordBy' },
    dateTimeColumn<ExamResult>(t('exam.recordTime'), 'recordTime'),
    {
      title: t('exam.decision'),
      key: 'decision',
      render: (_value: unknown, row: ExamResult) =>
        row.decidedBy === null ? (
          '—'
        ) : (
          <Flex vertical>
            <span>{t('exam.decidedBy', { name: row.decidedBy, time: formatDateTime(row.decideTime) })}</span>
            {row.remark !== null && row.remark !== '' && (
              <Typography.Text type={row.state === 'refused' ? 'danger' : 'secondary'}>
                {t('exam.remark', { remark: row.remark })}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];

  const rowActions = (row: ExamResult): RowAction[] => [
    {
      key: 'approve',
      label: t('exam.approve'),
      permission: BUTTON_CODES.examApprove,
      visible: !isMaster && row.state === 'pending',
      confirm: t('exam.approveQuestion', {
        master: row.masterName,
        course: row.courseTitle,
        score: row.score,
      }),
      successText: t('exam.approved'),
      run: async () => {
        await client.master.exam.approve({ resultId: row.resultId, remark: '' });
        refresh();
      },
    },
    {
      key: 'refuse',
      label: t('exam.refuse'),
      danger: true,
      permission: BUTTON_CODES.examApprove,
      visible: !isMaster && row.state === 'pending',
      run: () => setRefusing(row),
    },
    {
      key: 'remove',
      label: t('exam.remove'),
      danger: true,
      permission: BUTTON_CODES.examRecord,
      visible: row.state === 'pending',
      confirm: t('exam.removeQuestion', { master: row.masterName, course: row.courseTitle }),
      successText: t('exam.removed'),
      run: () => client.master.exam.remove({ resultId: row.resultId }),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.exam.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          courseId: idOf(applied.courseId),
          masterName: isMaster ? undefined : applied.masterName,
          state: stateOf(applied.state),
        }),
      },
      { signal },
    );

  return (
    <Flex vertical gap={12}>
      {isMaster && <Alert type="info" showIcon title={t('exam.ownOnly')} />}
      <ListScreen<ExamResult>
        label={t('exam.table')}
        queryKey={KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="resultId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.examRecord) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRecording(true)}>
              {t('exam.add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <RecordResultModal
        open={recording}
        courses={courses.data ?? []}
        isMaster={isMaster}
        onSaved={() => {
          refresh();
          setRecording(false);
        }}
        onClose={() => setRecording(false)}
      />
      <FormModal<{ remark: string }>
        open={refusing !== null}
        title={t('exam.refuseTitle')}
        name="refuseExamResult"
        onSubmit={({ remark }) =>
          client.master.exam.refuse({ resultId: refusing?.resultId ?? 0, remark: remark.trim() })
        }
        successText={t('exam.refused')}
        onSaved={() => {
          refresh();
          setRefusing(null);
        }}
        onCancel={() => setRefusing(null)}
        modalProps={{ destroyOnHidden: true, okButtonProps: { danger: true }, okText: t('exam.refuse') }}
      >
        <Form.Item
          name="remark"
          label={t('exam.refuseRemark')}
          rules={[{ required: true, whitespace: true, message: t('exam.refuseRemarkRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={TRAIN_TEXT_MAX} showCount />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
