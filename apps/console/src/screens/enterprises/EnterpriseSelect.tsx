import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';

export interface EnterpriseSelectProps {
  /** The chosen enterprise's id as text (the URL's filter value). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Given by the form item, so its label names the control. */
  id?: string;
  placeholder: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** Query key of the enterprises' combo box. */
export const enterpriseOptionsKey = ['enterprise', 'combo'] as const;

/**
 * A searchable choice of enterprise (`/enterprise/management/selectCombox`), for staff, who may
 * look at any enterprise's wallet and bills; values are ids as text.
 */
export function EnterpriseSelect({
  value,
  onChange,
  id,
  placeholder,
  style,
  ...rest
}: EnterpriseSelectProps) {
  const client = useOnsiteClient();
  const enterprises = useQuery({
    queryKey: enterpriseOptionsKey,
    queryFn: ({ signal }) => client.enterprise.management.selectCombox({}, { signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <Select
      {...(id === undefined ? {} : { id })}
      aria-label={rest['aria-label']}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={enterprises.isLoading}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      placeholder={placeholder}
      style={style}
      options={(enterprises.data ?? []).map((enterprise) => ({
        value: String(enterprise.enterpriseId),
        label: enterprise.enterpriseName,
      }))}
    />
  );
}
