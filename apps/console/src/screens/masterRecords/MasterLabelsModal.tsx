import { MASTER_LABELS_PER_MASTER_MAX, type MasterProfile } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../i18n/areaTexts';
import { LabelTag } from './LabelTags';
import { recordKeys } from './masterRecordsModel';
import { masterRecordsTexts } from './texts';

export interface MasterLabelsModalProps {
  /** The master whose labels are set; null keeps the dialog closed. */
  master: MasterProfile | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 标签 of 师傅列表 (D54): a master's labels chosen among the enabled ones (a disabled label the master carries
 * may stay); at most ten. The server checks it again.
 */
export function MasterLabelsModal({ master, onClose, onSaved }: MasterLabelsModalProps) {
  const { t } = useAreaTexts(masterRecordsTexts);
  const client = useOnsiteClient();
  const labels = useQuery({
    queryKey: recordKeys.labelOptions(),
    queryFn: ({ signal }) => client.master.label.list({ pageNum: 1, pageSize: 500 }, { signal }),
    enabled: master !== null,
  });
  const carried = useMemo(() => new Set(master?.labels.map((label) => label.labelId) ?? []), [master]);
  const initialValues = useMemo(
    () => ({ labelIds: master?.labels.map((label) => label.labelId) ?? [] }),
    [master],
  );
  const options = (labels.data?.rows ?? [])
    .filter((label) => label.status === '0' || carried.has(label.labelId))
    .map((label) => ({
      value: label.labelId,
      label:
        label.status === '0' ? label.labelName : t('masterLabels.disabledTag', { name: label.labelName }),
      color: label.color,
    }));
  return (
    <FormModal<{ labelIds: number[] }>
      open={master !== null}
      title={t('masterLabels.title', { name: master?.masterName ?? '' })}
      name="masterLabels"
      initialValues={initialValues}
      onSubmit={({ labelIds }) =>
        client.master.label.setOfMaster({ masterId: master?.masterId ?? 0, labelIds })
      }
      successText={t('masterLabels.saved')}
      onSaved={onSaved}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Form.Item
        name="labelIds"
        label={t('field.labels')}
        extra={t('masterLabels.hint', { max: MASTER_LABELS_PER_MASTER_MAX })}
      >
        <Select
          mode="multiple"
          maxCount={MASTER_LABELS_PER_MASTER_MAX}
          loading={labels.isFetching}
          status={labels.isError ? 'error' : undefined}
          options={options}
          optionFilterProp="label"
          tagRender={({ label, value, closable, onClose: close }) => (
            <LabelTag
              color={options.find((option) => option.value === value)?.color}
              closable={closable}
              onClose={close}
            >
              {label}
            </LabelTag>
          )}
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        />
      </Form.Item>
    </FormModal>
  );
}
