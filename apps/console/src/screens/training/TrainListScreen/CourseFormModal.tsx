import { TRAIN_TEXT_MAX, TRAIN_TITLE_MAX, type TrainCourse } from '@onsite/domain';
import { DictSelect, FormModal, useOnsiteClient } from '@onsite/ui';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { trainingTexts } from '../texts';
import { type MaterialFile, MaterialFileInput } from './MaterialFileInput';

interface CourseValues {
  title: string;
  installType: string;
  description?: string;
  material?: MaterialFile | null;
  required: boolean;
  passMark?: number | null;
}

export interface CourseFormModalProps {
  /** The course edited; null adds one; undefined: closed. */
  course: TrainCourse | null | undefined;
  onSaved: () => void;
  onClose: () => void;
}

/** 新增 / 修改课程 (D59): title, install type, description, material, required, the exam's pass mark (none: no exam). */
export function CourseFormModal({ course, onSaved, onClose }: CourseFormModalProps) {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const initialValues = useMemo<Partial<CourseValues>>(
    () =>
      course
        ? {
            title: course.title,
            installType: course.installType,
            description: course.description,
            material:
              course.materialPath === null
                ? null
                : { path: course.materialPath, name: course.materialName ?? course.materialPath },
            required: course.required,
            passMark: course.passMark,
          }
        : { required: false, material: null },
    [course],
  );
  return (
    <FormModal<CourseValues>
      open={course !== undefined}
      title={course ? t('course.editTitle') : t('course.addTitle')}
      name="trainCourse"
      initialValues={initialValues}
      onSubmit={(values) => {
        const body = {
          title: values.title.trim(),
          installType: values.installType,
          description: (values.description ?? '').trim(),
          required: values.required,
          ...(values.material ? { materialPath: values.material.path } : {}),
          ...(values.passMark ? { passMark: values.passMark } : {}),
        };
        return course
          ? client.master.train.edit({ courseId: course.courseId, ...body })
          : client.master.train.add(body);
      }}
      successText={course ? t('course.edited') : t('course.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="title"
        label={t('course.title')}
        rules={[{ required: true, whitespace: true, message: t('course.titleRequired') }]}
      >
        <Input maxLength={TRAIN_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="installType"
        label={t('course.installType')}
        rules={[{ required: true, message: t('course.installTypeRequired') }]}
      >
        <DictSelect dictType="install_type" />
      </Form.Item>
      <Form.Item name="description" label={t('course.description')}>
        <Input.TextArea rows={2} maxLength={TRAIN_TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item name="material" label={t('course.material')}>
        <MaterialFileInput />
      </Form.Item>
      <Form.Item name="required" label={t('course.required')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="passMark" label={t('course.passMark')} extra={t('course.passMarkHint')}>
        <InputNumber<number> min={1} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
