import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { DATETIME_FORMAT } from '@onsite/domain';
import { Button, DatePicker, Flex, type GetRef, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../providers/feedback';

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

/** The text, if it is a real date-time written exactly as YYYY-MM-DD HH:mm:ss. */
function exactDateTime(text: string): string | null {
  const parsed = dayjs(text);
  return parsed.isValid() && parsed.format(DATETIME_FORMAT) === text ? text : null;
}

/** ✓ keeps the focus in the picker: its blur would throw away what the user typed before the save reads it. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The contract period edited in place with a date-time range (spec 001 §9: YYYY-MM-DD HH:mm:ss).
 *
 * The save sends what the two fields show (issue 15 item 2). The range picker reports a change only
 * once both fields were confirmed: an end typed and confirmed with 确定 alone moves to the start field
 * and reports nothing, so its value would be lost. The save therefore reads the fields' text, and
 * refuses with a message when one is empty, not a date-time, or later than the other.
 */
export function EditablePeriodCell({ start, end, editable, onSave }: EditablePeriodCellProps) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [draft, setDraft] = useState<Range | null>(null);
  const [saving, setSaving] = useState(false);
  const picker = useRef<GetRef<typeof DatePicker.RangePicker>>(null);
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
  /** What the fields show, each checked; null (after its message) when the period cannot be saved. */
  const shownPeriod = (): [string, string] | null => {
    const inputs = [...(picker.current?.nativeElement.querySelectorAll('input') ?? [])];
    const [from = '', to = ''] =
      inputs.length === 2
        ? inputs.map((input) => input.value.trim())
        : draft.map((date) => date?.format(DATETIME_FORMAT) ?? '');
    if (from === '' || to === '') {
      void message.error(t('enterpriseInfo.contract.required', { field: label }));
      return null;
    }
    const fields = [
      [from, t('enterpriseInfo.contract.startTime')],
      [to, t('enterpriseInfo.contract.endTime')],
    ] as const;
    for (const [text, field] of fields) {
      if (exactDateTime(text) === null) {
        void message.error(t('enterpriseInfo.contract.invalidTime', { field, format: DATETIME_FORMAT }));
        return null;
      }
    }
    if (from > to) {
      void message.error(t('enterpriseInfo.contract.startAfterEnd'));
      return null;
    }
    return [from, to];
  };
  const save = async () => {
    const period = shownPeriod();
    if (period === null) return;
    setSaving(true);
    const saved = await onSave(...period);
    setSaving(false);
    if (saved) setDraft(null);
  };
  return (
    <Space.Compact>
      <DatePicker.RangePicker
        ref={picker}
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
        onMouseDown={keepFocus}
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
