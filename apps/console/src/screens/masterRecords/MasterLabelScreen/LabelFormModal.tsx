import {
  MASTER_LABEL_COLORS,
  MASTER_LABEL_NAME_MAX,
  MASTER_LABEL_REMARK_MAX,
  type MasterLabel,
  type MasterLabelColor,
  type MasterLabelStatus,
} from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { Badge, Form, Input, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { masterRecordsTexts } from '../texts';

interface LabelValues {
  labelName: string;
  color: MasterLabelColor;
  status: MasterLabelStatus;
  remark?: string;
}

export interface LabelFormModalProps {
  /** The label to edit, `'new'` to add one; null keeps the dialog closed. */
  editing: MasterLabel | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 修改标签 (D54): name (required, unique on the server), colour, status and remark. */
export function LabelFormModal({ editing, onClose, onSaved }: LabelFormModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const label = editing === 'new' ? null : editing;
  const initialValues = useMemo<Partial<LabelValues>>(
    () =>
      label
        ? { labelName: label.labelName, color: label.color, status: label.status, remark: label.remark }
        : { color: 'blue', status: '0' },
    [label],
  );
  return (
    <FormModal<LabelValues>
      open={editing !== null}
      title={label ? t('label.editTitle') : t('label.addTitle')}
      name="masterLabelForm"
      initialValues={initialValues}
      onSubmit={(values) => {
        const input = {
          labelName: values.labelName.trim(),
          color: values.color,
          status: values.status,
          remark: (values.remark ?? '').trim(),
        };
        return label
          ? client.master.label.edit({ labelId: label.labelId, ...input })
          : client.master.label.add(input);
      }}
      successText={t('label.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="labelName"
        label={t('field.labelName')}
        rules={[{ required: true, whitespace: true, message: t('label.nameRequired') }]}
      >
        <Input maxLength={MASTER_LABEL_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('field.color')}
        rules={[{ required: true, message: t('label.colorRequired') }]}
      >
        <Select
          options={MASTER_LABEL_COLORS.map((color) => ({
            value: color,
            label: <Badge color={color} text={t(`colors.${color}`)} />,
            title: t(`colors.${color}`),
          }))}
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        />
      </Form.Item>
      <Form.Item name="status" label={t('field.status')}>
        <Radio.Group
          options={[
            { value: '0', label: t('statuses.0') },
            { value: '1', label: t('statuses.1') },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea rows={2} maxLength={MASTER_LABEL_REMARK_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
