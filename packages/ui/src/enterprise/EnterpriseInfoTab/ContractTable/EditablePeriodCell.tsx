import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { DATETIME_FORMAT } from '@onsite/domain';
import { App, Button, DatePicker, Flex, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Range = [Dayjs | null, Dayjs | null];

export interface EditablePeriodCellProps {
  /** Start, YYYY-MM-DD HH:mm:ss, or null. */
  start: string | null;
  /** End, YYYY-MM-DD HH:mm:ss, or null. */
  end: string | null;
  /** Whether the period can be edited (editEnterpriseContract). */
  editable: boolean;
  /** Saves both times (YYYY-MM-DD HH:mm:ss); resolves true when saved. */
  onSave: (start: string, end: string) => Promise<boolean>;
}

/** The contract period edited in place with a date-time range (spec 001 §9: YYYY-MM-DD HH:mm:ss). */
export function EditablePeriodCell({ start, end, editable, onSave }: EditablePeriodCellProps) {
  const { t } = useTranslation('ui');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Range | null>(null);
  const [saving, setSaving] = useState(false);
  const label = t('enterpriseInfo.contract.period');

  if (draft === null) {
    return (
      <Flex align="center" gap={4}>
        <Typography.Text>{start || end ? `${start ?? ''} ~ ${end ?? ''}` : ''}</Typography.Text>
        {editable && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('enterpriseInfo.contract.edit', { field: label })}
            onClick={() => setDraft([start ? dayjs(start) : null, end ? dayjs(end) : null])}
          />
        )}
      </Flex>
    );
  }
  const save = async () => {
    const [from, to] = draft;
    if (!from || !to) {
      void message.error(t('enterpriseInfo.contract.required', { field: label }));
      return;
    }
    setSaving(true);
    const saved = await onSave(from.format(DATETIME_FORMAT), to.format(DATETIME_FORMAT));
    setSaving(false);
    if (saved) setDraft(null);
  };
  return (
    <Space.Compact>
      <DatePicker.RangePicker
        showTime
        format={DATETIME_FORMAT}
        value={draft}
        placeholder={[t('enterpriseInfo.contract.startTime'), t('enterpriseInfo.contract.endTime')]}
        onChange={(range) => setDraft(range ? [range[0], range[1]] : [null, null])}
      />
      <Button
        icon={<CheckOutlined aria-hidden />}
        aria-label={t('enterpriseInfo.contract.save', { field: label })}
        loading={saving}
        onClick={() => void save()}
      />
      <Button
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('enterpriseInfo.contract.cancelEdit', { field: label })}
        disabled={saving}
        onClick={() => setDraft(null)}
      />
    </Space.Compact>
  );
}
