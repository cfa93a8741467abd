import type { MasterProfile, MasterState } from '@onsite/domain';
import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { masterKeys, masterLabel } from './masterModel';

export interface MasterSelectProps extends Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'> {
  /** Which masters may be chosen (e.g. not blacklisted ones, only those in no team). */
  accept?: (master: MasterProfile) => boolean;
  /** Only masters in this state (sent to the server). */
  state?: MasterState;
  /** Names the query (masters of different purposes are cached apart). */
  scope: string;
}

/** A searchable select of masters: the name typed is searched on the server (the first 50 shown). */
export function MasterSelect({ accept = () => true, state, scope, ...props }: MasterSelectProps) {
  const client = useOnsiteClient();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const masters = useQuery({
    queryKey: [...masterKeys.search(search, scope), state ?? ''],
    queryFn: ({ signal }) =>
      client.master.master.list(
        { pageNum: 1, pageSize: 50, ...(search ? { masterName: search } : {}), ...(state ? { state } : {}) },
        { signal },
      ),
  });
  return (
    <Select<number>
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={masters.isFetching}
      status={masters.isError ? 'error' : undefined}
      options={(masters.data?.rows ?? []).filter(accept).map((master) => ({
        value: master.masterId,
        label: masterLabel(master),
      }))}
    />
  );
}
