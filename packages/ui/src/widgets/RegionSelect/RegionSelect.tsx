import { useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps } from 'antd';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { referenceQueries } from '../../providers/query/referenceQueries';

/** The form names of the three levels of a region cascade. */
export interface RegionFieldNames {
  province: string;
  city: string;
  area: string;
}

export interface RegionSelectProps extends Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> {
  /** Which level this select chooses. */
  level: keyof RegionFieldNames;
  /** The names of the three levels in the surrounding form. */
  names: RegionFieldNames;
}

/**
 * One level of the province → city → area cascade (spec 000 §7.4) inside an antd Form: it reads the
 * level above from the form, loads its own options, and a new choice clears the levels below. Put
 * three of them in three Form.Items (a query form's custom fields, or a create form).
 */
export function RegionSelect({ level, names, onChange, ...props }: RegionSelectProps) {
  const client = useOnsiteClient();
  const form = Form.useFormInstance();
  const provinceCode = Form.useWatch<string | undefined>(names.province, form);
  const cityCode = Form.useWatch<string | undefined>(names.city, form);
  const provinces = useQuery({ ...referenceQueries.provinces(client), enabled: level === 'province' });
  const cities = useQuery({
    ...referenceQueries.cities(client, provinceCode ?? ''),
    enabled: level === 'city' && Boolean(provinceCode),
  });
  const areas = useQuery({
    ...referenceQueries.areas(client, cityCode ?? ''),
    enabled: level === 'area' && Boolean(cityCode),
  });

  const source = level === 'province' ? provinces : level === 'city' ? cities : areas;
  const options =
    level === 'province'
      ? (provinces.data ?? []).map((item) => ({ value: item.provinceCode, label: item.provinceName }))
      : level === 'city'
        ? (cities.data ?? []).map((item) => ({ value: item.cityCode, label: item.cityName }))
        : (areas.data ?? []).map((item) => ({ value: item.areaCode, label: item.areaName }));
  const below = level === 'province' ? [names.city, names.area] : level === 'city' ? [names.area] : [];

  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      disabled={props.disabled || (level === 'city' && !provinceCode) || (level === 'area' && !cityCode)}
      loading={source.isFetching}
      status={source.isError ? 'error' : undefined}
      options={options}
      onChange={(value, option) => {
        if (below.length > 0) form.setFieldsValue(Object.fromEntries(below.map((name) => [name, undefined])));
        onChange?.(value, option);
      }}
    />
  );
}
