import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type ComplaintAuthority, type ComplaintCategory } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  ListScreen,
  numberFilter,
  type PageRequest,
  pageQueryOf,
  type RowAction,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { complaintKeys } from '../complaintsModel';
import { complaintTexts } from '../texts';
import { AddAuthorityModal } from './AddAuthorityModal';

/**
 * 投诉权限 (catalogue key `complaintAuthority`, D57): the staff named complaint handlers, each for one
 * enterprise or all and one category or all. 分配投诉权限 names another; 收回 (asked first) takes one back.
 * The complaint calls refuse a handler without a matching row (the super administrator always handles).
 */
export default function ComplaintAuthorityScreen() {
  const { t } = useAreaTexts(complaintTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: complaintKeys.authorities });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'userName', label: t('authority.user') },
      {
        kind: 'custom',
        name: 'enterpriseId',
        label: t('field.enterprise'),
        input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const enterpriseOf = (row: ComplaintAuthority) => row.enterpriseName ?? t('authority.allEnterprises');
  const categoryOf = (category: ComplaintCategory | null) =>
    category === null ? t('authority.allCategories') : t(`category.${category}`);

  const columns: TableColumnsType<ComplaintAuthority> = [
    { title: t('authority.user'), dataIndex: 'userName', key: 'userName' },
    { title: t('authority.loginName'), dataIndex: 'loginName', key: 'loginName' },
    {
      title: t('authority.enterprise'),
      key: 'enterprise',
      render: (_value: unknown, row: ComplaintAuthority) => enterpriseOf(row),
    },
    {
      title: t('authority.category'),
      dataIndex: 'category',
      key: 'category',
      render: (category: ComplaintCategory | null) => categoryOf(category),
    },
    { title: t('authority.createBy'), dataIndex: 'createBy', key: 'createBy' },
    dateTimeColumn<ComplaintAuthority>(t('authority.createTime'), 'createTime'),
  ];

  const rowActions = (row: ComplaintAuthority): RowAction[] => [
    {
      key: 'remove',
      label: t('authority.remove'),
      danger: true,
      permission: BUTTON_CODES.complaintAuthorityEdit,
      confirm: t('authority.removeQuestion', {
        name: row.userName,
        enterprise: enterpriseOf(row),
        category: categoryOf(row.category),
      }),
      successText: t('authority.removed'),
      run: async () => {
        await client.master.complaintAuthority.remove({ authorityId: row.authorityId });
        refresh();
      },
    },
  ];

  const fetchPage = (applied: FilterValues, request: PageRequest, signal: AbortSignal) =>
    client.master.complaintAuthority.list(
      {
        ...pageQueryOf(request),
        ...definedOnly({ userName: applied.userName, enterpriseId: numberFilter(applied.enterpriseId) }),
      },
      { signal },
    );

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('authority.hint')} />
      <ListScreen<ComplaintAuthority>
        label={t('table.authority')}
        queryKey={complaintKeys.authorities}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="authorityId"
        rowActions={rowActions}
        toolbar={
          can(BUTTON_CODES.complaintAuthorityEdit) && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {t('authority.add')}
            </Button>
          )
        }
        fetchPage={fetchPage}
      />
      <AddAuthorityModal open={adding} onClose={() => setAdding(false)} onAdded={refresh} />
    </Flex>
  );
}
