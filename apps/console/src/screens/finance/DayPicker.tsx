import { DATE_FORMAT } from '@onsite/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

export interface DayPickerProps {
  /** The day as YYYY-MM-DD (the URL's filter value). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/** One day as a query-form control whose value is text (000 §9 date format), e.g. the top-up day. */
export function DayPicker({ value, onChange, id, placeholder }: DayPickerProps) {
  const day = value ? dayjs(value, DATE_FORMAT) : null;
  return (
    <DatePicker
      {...(id === undefined ? {} : { id })}
      format={DATE_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={day?.isValid() ? day : null}
      onChange={(next) => onChange?.(next ? next.format(DATE_FORMAT) : undefined)}
    />
  );
}
