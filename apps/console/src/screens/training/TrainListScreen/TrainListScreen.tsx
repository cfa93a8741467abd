import { PlusOutlined } from '@ant-design/icons';
import {
  BUTTON_CODES,
  TRAIN_COURSE_STATES,
  type TrainCourse,
  type TrainCourseState,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  dictColumn,
  type FilterField,
  type FilterValues,
  followDownloadLink,
  ListScreen,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { trainingTexts } from '../texts';
import { TRAINING_KEY } from '../trainingModel';
import { AssignMastersModal } from './AssignMastersModal';
import { CourseFormModal } from './CourseFormModal';

const KEY = [...TRAINING_KEY, 'courses'] as const;
const stateOf = (value: string | undefined) => TRAIN_COURSE_STATES.find((state) => state === value);
const requiredOf = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/**
 * 培训列表 (catalogue key `trainList`, D59): the training courses, newest first, filtered in the URL (title, install
 * type, required, state). Staff holding 培训维护 add and edit courses (material uploaded, the exam's pass mark),
 * assign masters, close or open them (asked first) and delete a course no master was assigned to (asked first; the
 * server refuses otherwise). A master sees the courses assigned to them and downloads their material.
 */
export default function TrainListScreen() {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const isMaster = useOnsiteUser()?.userType === USER_TYPE_MASTER;
  const [editing, setEditing] = useState<TrainCourse | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<TrainCourse | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: TRAINING_KEY });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'title', label: t('course.title') },
      { kind: 'dict', name: 'installType', label: t('course.installType'), dictType: 'install_type' },
      {
        kind: 'select',
        name: 'required',
        label: t('course.required'),
        options: [
          { value: 'true', label: t('course.requiredYes') },
          { value: 'false', label: t('course.requiredNo') },
        ],
      },
      {
        kind: 'select',
        name: 'state',
        label: t('course.state'),
        options: TRAIN_COURSE_STATES.map((state) => ({ value: state, label: t(`course.states.${state}`) })),
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<TrainCourse> = [
    { title: t('course.title'), dataIndex: 'title', key: 'title' },
    dictColumn<TrainCourse>(t('course.installType'), 'installType', 'install_type'),
    {
      title: t('course.required'),
      dataIndex: 'required',
      key: 'required',
      render: (required: boolean) =>
        required ? <Tag color="red">{t('course.requiredYes')}</Tag> : <Tag>{t('course.requiredNo')}</Tag>,
    },
    {
      title: t('course.passMark'),
      dataIndex: 'passMark',
      key: 'passMark',
      render: (passMark: number | null) =>
        passMark === null ? t('course.noExam') : t('course.marks', { passMark }),
    },
    {
      title: t('course.material'),
      dataIndex: 'materialName',
      key: 'materialName',
      ellipsis: true,
      render: (name: string | null) => name ?? '—',
    },
    ...(isMaster
      ? []
      : [
          { title: t('course.assigned'), dataIndex: 'assigned', key: 'assigned', align: 'right' as const },
          { title: t('course.completed'), dataIndex: 'completed', key: 'completed', align: 'right' as const },
        ]),
    {
      title: t('course.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: TrainCourseState) => (
        <Badge status={state === 'open' ? 'success' : 'default'} text={t(`course.states.${state}`)} />
      ),
    },
    dateTimeColumn<TrainCourse>(t('course.createTime'), 'createTime'),
  ];

  const rowActions = (row: TrainCourse): RowAction[] => [
    {
      key: 'download',
      label: t('course.download'),
      visible: row.materialPath !== null,
      run: async () => followDownloadLink(await client.ticketedDownloadUrl(row.materialPath ?? '')),
    },
    {
      key: 'edit',
      label: t('course.edit'),
      permission: BUTTON_CODES.trainEdit,
      visible: !isMaster,
      run: () => setEditing(row),
    },
    {
      key: 'assign',
      label: t('assign.action'),
      permission: BUTTON_CODES.trainEdit,
      visible: !isMaster && row.state === 'open',
      run: () => setAssigning(row),
    },
    {
      key: 'state',
      label: row.state === 'open' ? t('course.close') : t('course.open'),
      permission: BUTTON_CODES.trainEdit,
      visible: !isMaster,
      confirm:
        row.state === 'open'
          ? t('course.closeQuestion', { title: row.title })
          : t('course.openQuestion', { title: row.title }),
      successText: row.state === 'open' ? t('course.closed') : t('course.opened'),
      run: () =>
        client.master.train.state({
          courseId: row.courseId,
          state: row.state === 'open' ? 'closed' : 'open',
        }),
    },
    {
      key: 'remove',
      label: t('course.remove'),
      danger: true,
      permission: BUTTON_CODES.trainEdit,
      visible: !isMaster,
      confirm: t('course.removeQuestion', { title: row.title }),
      successText: t('course.removed'),
      run: () => client.master.train.remove({ courseId: row.courseId }),
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.train.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({
          title: applied.title,
          installType: applied.installType,
          required: requiredOf(applied.required),
          state: stateOf(applied.state),
        }),
      },
      { signal },
    );

  return (
    <Flex vertical gap={12}>
      {isMaster && <Alert type="info" showIcon title={t('course.ownOnly')} />}
      <ListScreen<TrainCourse>
        label={t('course.table')}
        queryKey={KEY}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="courseId"
        rowActions={rowActions}
        toolbar={
          !isMaster &&
          can(BUTTON_CODES.trainEdit) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
              {t('course.add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <CourseFormModal
        course={editing}
        onSaved={() => {
          refresh();
          setEditing(undefined);
        }}
        onClose={() => setEditing(undefined)}
      />
      <AssignMastersModal
        course={assigning}
        onSaved={() => {
          refresh();
          setAssigning(null);
        }}
        onClose={() => setAssigning(null)}
      />
    </Flex>
  );
}
