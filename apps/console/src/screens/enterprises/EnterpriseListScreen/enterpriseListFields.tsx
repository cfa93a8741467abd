import type { FilterField } from '@onsite/ui';
import type { TFunction } from 'i18next';
import { enterpriseTypeOptions } from '../enterpriseFilters';
import { MarketPrincipalSelect } from '../referenceSelects';

/** The filters of the enterprise list (`/enterprise/management/list`), kept in the URL. */
export function enterpriseListFields(t: TFunction): FilterField[] {
  return [
    { kind: 'text', name: 'enterpriseName', label: t('enterprise.enterpriseName') },
    { kind: 'select', name: 'types', label: t('enterprise.types'), options: enterpriseTypeOptions(t) },
    { kind: 'dict', name: 'installType', label: t('enterprise.installType'), dictType: 'install_type' },
    {
      kind: 'custom',
      name: 'marketPrincipal',
      label: t('enterprise.marketPrincipal'),
      input: <MarketPrincipalSelect placeholder={t('enterprise.marketPrincipal')} />,
    },
    {
      kind: 'select',
      name: 'forbiddenStatus',
      label: t('enterprise.forbiddenStatus'),
      options: [
        { value: '0', label: t('enterprise.enabled') },
        { value: '1', label: t('enterprise.disabled') },
      ],
    },
    {
      kind: 'select',
      name: 'delStatus',
      label: t('enterprise.delStatus'),
      options: [
        { value: '0', label: t('enterprise.notRemoved') },
        { value: '1', label: t('enterprise.removed') },
      ],
    },
    {
      kind: 'dateRange',
      name: 'createTime',
      label: t('enterprise.createTime'),
      from: 'beginTime',
      to: 'endTime',
    },
  ];
}
