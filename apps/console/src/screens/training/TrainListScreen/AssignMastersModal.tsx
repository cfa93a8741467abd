import type { TrainCourse } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { trainingTexts } from '../texts';

export interface AssignMastersModalProps {
  /** The course masters are assigned to; null: closed. */
  course: TrainCourse | null;
  onSaved: () => void;
  onClose: () => void;
}

/** 安排师傅 (D59): masters chosen for an open course; one already on it refuses the lot (the server's message). */
export function AssignMastersModal({ course, onSaved, onClose }: AssignMastersModalProps) {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  return (
    <FormModal<{ masterIds: number[] }>
      open={course !== null}
      title={t('assign.title', { course: course?.title ?? '' })}
      name="trainAssign"
      onSubmit={({ masterIds }) =>
        client.master.trainEnrolment.assign({ courseId: course?.courseId ?? 0, masterIds })
      }
      successText={t('assign.done')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('assign.hint')}</Typography.Paragraph>
      <Form.Item
        name="masterIds"
        label={t('assign.masters')}
        rules={[{ required: true, message: t('assign.mastersRequired') }]}
      >
        <MasterSelect scope="trainAssign" mode="multiple" state="active" />
      </Form.Item>
    </FormModal>
  );
}
