import type { TrainSummary } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { trainingTexts } from '../texts';

interface ResultValues {
  courseId: number;
  masterId?: number;
  score: number;
  examDate: Dayjs;
}

export interface RecordResultModalProps {
  open: boolean;
  /** The courses to choose from (those with an exam are offered). */
  courses: readonly TrainSummary[];
  /** A master records their own: no master to choose. */
  isMaster: boolean;
  onSaved: () => void;
  onClose: () => void;
}

/** 登记成绩 (D59): a course with an exam, the master (staff), the score out of 100 and the day, not a day to come. */
export function RecordResultModal({ open, courses, isMaster, onSaved, onClose }: RecordResultModalProps) {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const options = useMemo(
    () => courses.filter((row) => row.hasExam).map((row) => ({ value: row.courseId, label: row.title })),
    [courses],
  );
  const initialValues = useMemo(() => ({ examDate: dayjs() }), []);
  return (
    <FormModal<ResultValues>
      open={open}
      title={t('exam.addTitle')}
      name="examResult"
      initialValues={initialValues}
      onSubmit={({ courseId, masterId, score, examDate }) =>
        client.master.exam.add({
          courseId,
          ...(isMaster || masterId === undefined ? {} : { masterId }),
          score,
          examDate: examDate.format('YYYY-MM-DD'),
        })
      }
      successText={t('exam.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('exam.hint')}</Typography.Paragraph>
      <Form.Item
        name="courseId"
        label={t('exam.course')}
        rules={[{ required: true, message: t('exam.courseRequired') }]}
      >
        <Select<number> options={options} />
      </Form.Item>
      {!isMaster && (
        <Form.Item
          name="masterId"
          label={t('exam.master')}
          rules={[{ required: true, message: t('exam.masterRequired') }]}
        >
          <MasterSelect scope="examResult" />
        </Form.Item>
      )}
      <Form.Item
        name="score"
        label={t('exam.score')}
        rules={[{ required: true, message: t('exam.scoreRequired') }]}
      >
        <InputNumber<number> min={0} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="examDate"
        label={t('exam.examDate')}
        rules={[{ required: true, message: t('exam.examDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs().endOf('day'))} />
      </Form.Item>
    </FormModal>
  );
}
