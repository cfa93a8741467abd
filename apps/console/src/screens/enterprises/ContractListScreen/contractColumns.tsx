import { type EnterpriseContractListRow, isContractDisabled, isMainContract } from '@onsite/domain';
import { dateTimeColumn, type FilterField, formatDateTime } from '@onsite/ui';
import { Badge, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** The filters of the contract list (`/enterprise/contract/list`). */
export function contractFields(t: TFunction): FilterField[] {
  return [
    { kind: 'text', name: 'enterpriseName', label: t('contract.enterpriseName') },
    { kind: 'text', name: 'contractNo', label: t('contract.contractNo') },
    { kind: 'text', name: 'contractName', label: t('contract.contractName') },
    {
      kind: 'select',
      name: 'isMainContract',
      label: t('contract.isMainContract'),
      options: [
        { value: '1', label: t('contract.main') },
        { value: '0', label: t('contract.notMain') },
      ],
    },
    {
      kind: 'select',
      name: 'forbiddenStatus',
      label: t('contract.forbiddenStatus'),
      options: [
        { value: '0', label: t('contract.enabled') },
        { value: '1', label: t('contract.disabled') },
      ],
    },
  ];
}

/** The columns of the contract list: main and status as labels, the period in 000 §9 date-times. */
export function contractColumns(t: TFunction): TableColumnsType<EnterpriseContractListRow> {
  return [
    { title: t('contract.enterpriseName'), dataIndex: 'enterpriseName' },
    { title: t('contract.contractNo'), dataIndex: 'contractNo', sorter: true },
    { title: t('contract.contractName'), dataIndex: 'contractName', sorter: true },
    {
      title: t('contract.isMainContract'),
      dataIndex: 'isMainContract',
      render: (flag: EnterpriseContractListRow['isMainContract']) =>
        isMainContract(flag) ? t('contract.main') : t('contract.notMain'),
    },
    {
      title: t('contract.period'),
      key: 'period',
      render: (_value: unknown, row) =>
        [formatDateTime(row.contractStartTime), formatDateTime(row.contractEndTime)].join(' ~ '),
    },
    {
      title: t('contract.forbiddenStatus'),
      dataIndex: 'forbiddenStatus',
      render: (status: EnterpriseContractListRow['forbiddenStatus']) =>
        isContractDisabled(status) ? (
          <Badge status="error" text={t('contract.disabled')} />
        ) : (
          <Badge status="success" text={t('contract.enabled')} />
        ),
    },
    dateTimeColumn<EnterpriseContractListRow>(t('contract.createTime'), 'createTime', { sorter: true }),
  ];
}
