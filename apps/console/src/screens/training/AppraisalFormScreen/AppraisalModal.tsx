import {
  APPRAISAL_CRITERIA,
  APPRAISAL_CRITERION_MAX,
  type Appraisal,
  type AppraisalCriterion,
  TRAIN_TEXT_MAX,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { MasterSelect } from '../../masters/MasterSelect';
import { trainingTexts } from '../texts';

type AppraisalValues = Record<AppraisalCriterion, number> & {
  masterId: number;
  period: Dayjs;
  comment?: string;
};

export interface AppraisalModalProps {
  /** The appraisal edited; null adds one; undefined: closed. */
  appraisal: Appraisal | null | undefined;
  onSaved: () => void;
  onClose: () => void;
}

/** 新增 / 修改考核 (D59): the master, the month (not one to come), four criteria of 0–25 and their total, a comment. */
export function AppraisalModal({ appraisal, onSaved, onClose }: AppraisalModalProps) {
  const { t } = useAreaTexts(trainingTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<AppraisalValues>();
  const watched = Form.useWatch([], form) as Partial<AppraisalValues> | undefined;
  const total = APPRAISAL_CRITERIA.reduce((sum, criterion) => sum + (watched?.[criterion] ?? 0), 0);
  const initialValues = useMemo<Partial<AppraisalValues>>(
    () =>
      appraisal
        ? {
            masterId: appraisal.masterId,
            period: dayjs(`${appraisal.period}-01`),
            quality: appraisal.quality,
            punctuality: appraisal.punctuality,
            attitude: appraisal.attitude,
            compliance: appraisal.compliance,
            comment: appraisal.comment,
          }
        : { period: dayjs().subtract(1, 'month') },
    [appraisal],
  );
  return (
    <FormModal<AppraisalValues>
      open={appraisal !== undefined}
      title={appraisal ? t('appraisal.editTitle') : t('appraisal.addTitle')}
      name="appraisal"
      form={form}
      initialValues={initialValues}
      onSubmit={({ masterId, period, comment, ...scores }) => {
        const body = {
          masterId,
          period: period.format('YYYY-MM'),
          quality: scores.quality,
          punctuality: scores.punctuality,
          attitude: scores.attitude,
          compliance: scores.compliance,
          comment: (comment ?? '').trim(),
        };
        return appraisal
          ? client.master.appraisal.edit({ appraisalId: appraisal.appraisalId, ...body })
          : client.master.appraisal.add(body);
      }}
      successText={appraisal ? t('appraisal.edited') : t('appraisal.added')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('appraisal.hint')}</Typography.Paragraph>
      <Form.Item
        name="masterId"
        label={t('appraisal.master')}
        rules={[{ required: true, message: t('appraisal.masterRequired') }]}
      >
        <MasterSelect scope="appraisal" />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('appraisal.period')}
        rules={[{ required: true, message: t('appraisal.periodRequired') }]}
      >
        <DatePicker
          picker="month"
          style={{ width: '100%' }}
          disabledDate={(day) => day.isAfter(dayjs(), 'month')}
        />
      </Form.Item>
      {APPRAISAL_CRITERIA.map((criterion) => (
        <Form.Item
          key={criterion}
          name={criterion}
          label={t(`appraisal.criteria.${criterion}`)}
          rules={[{ required: true, message: t('appraisal.scoreRequired') }]}
        >
          <InputNumber<number>
            min={0}
            max={APPRAISAL_CRITERION_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ))}
      <Typography.Paragraph strong>{t('appraisal.totalOf', { total })}</Typography.Paragraph>
      <Form.Item name="comment" label={t('appraisal.comment')}>
        <Input.TextArea rows={2} maxLength={TRAIN_TEXT_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
