import type { TreeOption } from '@onsite/domain';
import { Select, type SelectProps } from 'antd';
import { useEnterpriseOptions, useOrderTypeTree } from './orderQueries';

type StringSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'>;

/** The enterprises the user may see, by id (as text: the value of a URL filter or a form field). */
export function EnterpriseSelect(props: StringSelectProps) {
  const enterprises = useEnterpriseOptions();
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={enterprises.isLoading}
      status={enterprises.isError ? 'error' : undefined}
      options={(enterprises.data ?? []).map((enterprise) => ({
        value: String(enterprise.enterpriseId),
        label: enterprise.enterpriseName,
      }))}
    />
  );
}

/** Order types grouped by install type (the platform's tree, or one enterprise's). */
export function orderTypeGroupsOf(tree: readonly TreeOption[] | undefined) {
  return (tree ?? [])
    .filter((installType) => installType.children.length > 0)
    .map((installType) => ({
      label: installType.label,
      title: installType.label,
      options: installType.children.map((orderType) => ({ value: orderType.value, label: orderType.label })),
    }));
}

/** Any order type, grouped by install type, by id (as text). */
export function OrderTypeSelect(props: StringSelectProps) {
  const tree = useOrderTypeTree(null);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={tree.isLoading}
      status={tree.isError ? 'error' : undefined}
      options={orderTypeGroupsOf(tree.data)}
    />
  );
}
