import { USER_TYPE_MASTER } from '@onsite/domain';
import { useOnsiteClient, useOnsiteUser } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';

/** Query keys of the master finance screens (D42): a deposit movement refreshes every one of them. */
export const masterFinanceKeys = {
  all: ['masterFinance'] as const,
  bills: ['masterFinance', 'bills'] as const,
  statements: ['masterFinance', 'statements'] as const,
  deposits: ['masterFinance', 'deposits'] as const,
  movements: (masterId: number) => ['masterFinance', 'movements', masterId] as const,
};

/** Whether the signed-in user is a master (userType '2', D33): the server shows them only their own. */
export function useIsMaster(): boolean {
  return useOnsiteUser()?.userType === USER_TYPE_MASTER;
}

export interface MasterFilterProps {
  /** The chosen master's id as text (the URL's filter value). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/**
 * A searchable master as a query-form control whose value is the id as text. The names come from
 * the deposit list (every master, `finance:deposit:list`, which the finance roles hold) rather than
 * the master list, whose code finance staff need not hold.
 */
export function MasterFilter({ value, onChange, id, placeholder }: MasterFilterProps) {
  const client = useOnsiteClient();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const masters = useQuery({
    queryKey: [...masterFinanceKeys.deposits, 'options', search],
    queryFn: ({ signal }) =>
      client.finance.masterDeposit.list(
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
        label: `${master.masterName}（${master.phonenumber}）`,
      }))}
    />
  );
}

/** `YYYY-MM`. */
export const MONTH_FORMAT = 'YYYY-MM';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month from the URL (YYYY-MM), else none. */
export const monthFilter = (value: string | undefined) =>
  value !== undefined && MONTH.test(value) ? value : undefined;

export interface MonthPickerProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder: string;
}

/** One month as a query-form control whose value is text (YYYY-MM). */
export function MonthPicker({ value, onChange, id, placeholder }: MonthPickerProps) {
  const month = monthFilter(value) ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker
      picker="month"
      {...(id === undefined ? {} : { id })}
      format={MONTH_FORMAT}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={month}
      onChange={(next) => onChange?.(next ? next.format(MONTH_FORMAT) : undefined)}
    />
  );
}
