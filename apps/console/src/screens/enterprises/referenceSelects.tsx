import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { enterpriseScreenKeys } from './queryKeys';

type StringSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'>;

/** The market principals (users of dept 104, D9) as a select of user ids; Form.Item gives value/onChange. */
export function MarketPrincipalSelect(props: StringSelectProps) {
  const client = useOnsiteClient();
  const principals = useQuery({
    queryKey: enterpriseScreenKeys.marketPrincipals,
    queryFn: ({ signal }) => client.enterprise.management.marketPrincipal({}, { signal }),
    staleTime: 10 * 60_000,
  });
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={principals.isLoading}
      status={principals.isError ? 'error' : undefined}
      options={(principals.data ?? []).map((user) => ({ value: String(user.userId), label: user.userName }))}
    />
  );
}

/** The provinces (000 §7.4) as a select of province codes. */
export function ProvinceSelect(props: StringSelectProps) {
  const client = useOnsiteClient();
  const provinces = useQuery({
    queryKey: enterpriseScreenKeys.provinces,
    queryFn: ({ signal }) => client.basicdata.province.selectAllProvince({}, { signal }),
    staleTime: 60 * 60_000,
  });
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={provinces.isLoading}
      status={provinces.isError ? 'error' : undefined}
      options={(provinces.data ?? []).map((province) => ({
        value: province.provinceCode,
        label: province.provinceName,
      }))}
    />
  );
}
