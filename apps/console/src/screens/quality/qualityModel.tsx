import { FEEDBACK_STARS, MASTER_STATES } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';

/** Query keys of the D50 screens: recording a rating refreshes the ratings and the scores. */
export const qualityKeys = {
  all: ['quality'] as const,
  feedback: ['quality', 'feedback'] as const,
  scores: ['quality', 'scores'] as const,
  scoreDetail: (masterId: number) => ['quality', 'scores', 'detail', masterId] as const,
  query: ['quality', 'query'] as const,
  masterOptions: (search: string) => ['quality', 'masterOptions', search] as const,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` from the URL, else none (a mistyped link lists everything rather than failing). */
export const dayFilter = (value: string | undefined) =>
  value !== undefined && DAY.test(value) ? value : undefined;

/** A score bound from the URL (0–5), else none. */
export function scoreFilter(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d(\.\d)?$/.test(value)) return undefined;
  const score = Number(value);
  return score <= 5 ? score : undefined;
}

/** A star count from the URL (1–5), else none. */
export const starsFilter = (value: string | undefined) =>
  FEEDBACK_STARS.find((stars) => String(stars) === value);

/** A master state from the URL, else none. */
export const stateFilter = (value: string | undefined) => MASTER_STATES.find((state) => state === value);

/** Stars as a person reads them (★★★★☆), named by their count for a screen reader. */
export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <Typography.Text
      role="img"
      aria-label={label}
      title={label}
      style={{ color: '#d48806', whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(count)}
      <span style={{ color: '#bfbfbf' }}>{'☆'.repeat(Math.max(0, 5 - count))}</span>
    </Typography.Text>
  );
}

interface StringControlProps {
  /** The value as text (the URL's filter value). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/** A score bound 0–5 (one decimal) as a query-form control whose value is text. */
export function ScoreInput({ value, onChange, id, placeholder }: StringControlProps) {
  const score = scoreFilter(value);
  return (
    <InputNumber<number>
      {...(id === undefined ? {} : { id })}
      min={0}
      max={5}
      step={0.1}
      precision={1}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={score ?? null}
      onChange={(next) => onChange?.(next === null ? undefined : String(next))}
    />
  );
}

/**
 * A searchable master as a query-form control whose value is the id as text. The names come from the
 * score list (`master:score:list`, which whoever reads ratings holds) rather than the master list, whose
 * code customer service need not hold.
 */
export function ScoreMasterFilter({ value, onChange, id, placeholder }: StringControlProps) {
  const client = useOnsiteClient();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const masters = useQuery({
    queryKey: qualityKeys.masterOptions(search),
    queryFn: ({ signal }) =>
      client.master.score.list(
        { pageNum: 1, pageSize: 50, ...(search ? { masterName: search } : {}) },
        { signal },
      ),
  });
  const chosen = value === undefined || value === '' ? undefined : Number(value);
  return (
    <Select<number>
      allowClear
      {...(id === undefined ? {} : { id })}
      placeholder={placeholder}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={masters.isFetching}
      status={masters.isError ? 'error' : undefined}
      value={Number.isInteger(chosen) ? chosen : undefined}
      onChange={(next?: number) => onChange?.(next === undefined || next === null ? undefined : String(next))}
      options={(masters.data?.rows ?? []).map((master) => ({
        value: master.masterId,
        label: `${master.masterName} · ${master.phonenumber}`,
      }))}
    />
  );
}
