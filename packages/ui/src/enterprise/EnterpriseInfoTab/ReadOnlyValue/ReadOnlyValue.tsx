import { Input } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** A choice of a select or radio group: its value and the label a person reads. */
export interface ReadOnlyOption {
  value: unknown;
  label: string;
}

export interface ReadOnlyValueProps {
  /** Set by the surrounding Form.Item: its label points here. */
  id?: string;
  /** The name when no Form.Item label points here (a row of a list). */
  'aria-label'?: string;
  /** Set by the surrounding Form.Item: the field's value. */
  value?: unknown;
  /** Set by a Form.Item with `valuePropName="checked"` (a switch). */
  checked?: boolean;
  /** The choices of a select or radio group: the value shows as its label (several: a list). */
  options?: readonly ReadOnlyOption[];
  /** The field is a switch: the value shows as 是 / 否. */
  yesNo?: boolean;
  /** The field is a date: the value shows in this format. */
  dateFormat?: string;
  /** Shown after the value, e.g. % of a tax point. */
  suffix?: string;
  /** A long text (remark): shown on as many lines as it needs. */
  multiline?: boolean;
}

/** The text starts where the label starts: no inner padding of an input. */
const PLAIN: CSSProperties = { paddingInline: 0 };

const same = (a: unknown, b: unknown) => a === b || (a != null && b != null && String(a) === String(b));
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * How tab 1 shows a value the person cannot change (issue 15, item 12), the same for every kind of
 * field: the text a person reads — a choice's label, 是 / 否, a formatted date — in a read-only,
 * borderless text box in the normal text colour. It stays focusable and labelled, can be copied,
 * and never looks like a greyed-out control. Put it in a Form.Item in place of the control.
 */
export function ReadOnlyValue({
  id,
  'aria-label': ariaLabel,
  value,
  checked,
  options,
  yesNo = false,
  dateFormat,
  suffix,
  multiline = false,
}: ReadOnlyValueProps) {
  const { t, i18n } = useTranslation('ui');
  const labelOf = (item: unknown) =>
    options?.find((option) => same(option.value, item))?.label ?? String(item);
  let text = '';
  if (yesNo) {
    text = t(
      checked === true || same(checked ?? value, 1) || value === true
        ? 'enterpriseInfo.readOnly.yes'
        : 'enterpriseInfo.readOnly.no',
    );
  } else if (isEmpty(value)) {
    text = '';
  } else if (Array.isArray(value)) {
    text = value.map(labelOf).join(i18n.language.startsWith('zh') ? '、' : ', ');
  } else if (dateFormat !== undefined) {
    const date = dayjs(value as string | number | Date | dayjs.Dayjs);
    text = date.isValid() ? date.format(dateFormat) : '';
  } else {
    text = options ? labelOf(value) : String(value);
  }
  if (text !== '' && suffix !== undefined) text = `${text}${suffix}`;
  const common = {
    id,
    'aria-label': ariaLabel,
    value: text,
    readOnly: true,
    variant: 'borderless' as const,
    placeholder: '—',
  };
  return multiline ? (
    // A long text is what a person typed: data (issue 16 item 6).
    <Input.TextArea {...common} autoSize style={PLAIN} translate="no" />
  ) : (
    <Input {...common} style={PLAIN} />
  );
}
