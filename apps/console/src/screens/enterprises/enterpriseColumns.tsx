import type { EnterpriseListRow } from '@onsite/domain';
import { dateTimeColumn, dictColumn, dictLabelOf, moneyColumn, useDictionary } from '@onsite/ui';
import { Badge, Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** The labels of an enterprise's install types, from the install_type dictionary. */
function InstallTypeLabels({ values }: { values: readonly string[] }) {
  const dictionary = useDictionary('install_type');
  return <>{values.map((value) => dictLabelOf(dictionary.data, value)).join('、')}</>;
}

/** Removed, disabled or active, as a status dot (antd Tag colours fail contrast). */
export function EnterpriseStatus({ row, t }: { row: EnterpriseListRow; t: TFunction }) {
  if (row.delStatus === 1) return <Badge status="default" text={t('enterprise.removed')} />;
  if (row.forbiddenStatus === 1) return <Badge status="error" text={t('enterprise.disabled')} />;
  return <Badge status="success" text={t('enterprise.enabled')} />;
}

/** A cell whose text is data (a name): marked so that nothing translates it (issue 16 item 6). */
const dataCell = (value: string | null) => <span translate="no">{value}</span>;

/**
 * The columns of the enterprise list and the enterprise query: the name opens the details dialog
 * on its first tab; the type, install types and star show labels; the balance is money.
 */
export function enterpriseColumns(
  t: TFunction,
  openDetails: (row: EnterpriseListRow) => void,
): TableColumnsType<EnterpriseListRow> {
  return [
    {
      title: t('enterprise.enterpriseName'),
      dataIndex: 'enterpriseName',
      fixed: 'left',
      render: (name: string, row) => (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => openDetails(row)}>
          <span translate="no">{name}</span>
        </Button>
      ),
    },
    { title: t('enterprise.enterpriseSysName'), dataIndex: 'enterpriseSysName', render: dataCell },
    {
      title: t('enterprise.types'),
      dataIndex: 'types',
      render: (types: EnterpriseListRow['types']) =>
        types === 1 ? t('enterprise.telecom') : t('enterprise.lock'),
    },
    {
      title: t('enterprise.installTypes'),
      dataIndex: 'installTypes',
      render: (values: string[]) => <InstallTypeLabels values={values} />,
    },
    { title: t('enterprise.register'), dataIndex: 'register', render: dataCell },
    { title: t('enterprise.registerPhone'), dataIndex: 'registerPhone' },
    { title: t('enterprise.marketPrincipal'), dataIndex: 'marketPrincipalName', render: dataCell },
    dictColumn<EnterpriseListRow>(t('enterprise.enterpriseStar'), 'enterpriseStar', 'enterprise_level'),
    moneyColumn<EnterpriseListRow>(t('enterprise.totalBalance'), 'totalBalance'),
    {
      title: t('enterprise.status'),
      key: 'status',
      render: (_value: unknown, row) => <EnterpriseStatus row={row} t={t} />,
    },
    dateTimeColumn<EnterpriseListRow>(t('enterprise.createTime'), 'createTime', { sorter: true }),
  ];
}
