import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type DistrictPrice } from '@onsite/domain';
import {
  definedOnly,
  type FilterField,
  formatDateTime,
  ListScreen,
  pageQueryOf,
  type RowAction,
  referenceQueries,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../../list/useUrlFilters';
import { idFilter, regionFilter, requestKeys, useOwnEnterprise, yuan } from '../requestsModel';
import { enterpriseRequestTexts } from '../texts';
import { DistrictPriceFormModal, type PriceEditing } from './DistrictPriceFormModal';

/**
 * 区域价格 (catalogue key `districtPrice`, D63): an enterprise's price of an order type in a province, a city or an
 * area, shown beside its tab 2 price; settlement takes the most specific region of the order's address, over tab 2's
 * price. Filters in the URL (enterprise, province), server paging; staff holding the codes add, edit and delete
 * (asked first); an enterprise user reads their own enterprise's only.
 */
export default function DistrictPriceScreen() {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const staff = useOwnEnterprise() === null;
  const [editing, setEditing] = useState<PriceEditing>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestKeys.districtPrices });
  const provinces = useQuery(referenceQueries.provinces(client));

  const fields = useMemo<FilterField[]>(
    () => [
      ...(staff
        ? [
            {
              kind: 'custom',
              name: 'enterpriseId',
              label: t('common.enterprise'),
              input: <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />,
            } satisfies FilterField,
          ]
        : []),
      {
        kind: 'select',
        name: 'provinceCode',
        label: t('districtPrice.province'),
        options: (provinces.data ?? []).map((province) => ({
          value: province.provinceCode,
          label: province.provinceName,
        })),
      },
    ],
    [t, staff, provinces.data],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<DistrictPrice> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('districtPrice.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    { title: t('districtPrice.region'), dataIndex: 'regionName', key: 'regionName' },
    { title: t('districtPrice.price'), dataIndex: 'price', key: 'price', align: 'right', render: yuan },
    {
      title: t('districtPrice.basePrice'),
      dataIndex: 'basePrice',
      key: 'basePrice',
      align: 'right',
      render: (value: number | null) =>
        value === null ? (
          <Typography.Text type="secondary">{t('districtPrice.noBasePrice')}</Typography.Text>
        ) : (
          yuan(value)
        ),
    },
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true, width: 180 },
    {
      title: t('districtPrice.updated'),
      key: 'updated',
      render: (_value: unknown, row: DistrictPrice) => `${row.updateBy}，${formatDateTime(row.updateTime)}`,
    },
  ];

  const rowActions = (row: DistrictPrice): RowAction[] => [
    {
      key: 'edit',
      label: t('districtPrice.edit'),
      permission: BUTTON_CODES.districtPriceEdit,
      visible: staff,
      run: () => setEditing({ kind: 'edit', row }),
    },
    {
      key: 'remove',
      label: t('districtPrice.remove'),
      danger: true,
      permission: BUTTON_CODES.districtPriceRemove,
      visible: staff,
      confirm: t('districtPrice.removeQuestion', {
        enterprise: row.enterpriseName,
        region: row.regionName,
        type: row.orderTypeName,
      }),
      successText: t('districtPrice.removed'),
      run: async () => {
        await client.enterprise.districtPrice.remove({ districtPriceId: row.districtPriceId });
        refresh();
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      {!staff && <Alert type="info" showIcon title={t('common.ownOnly')} />}
      <ListScreen<DistrictPrice>
        label={t('districtPrice.table')}
        queryKey={requestKeys.districtPrices}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="districtPriceId"
        rowActions={staff ? rowActions : undefined}
        toolbar={
          staff &&
          can(BUTTON_CODES.districtPriceEdit) && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('districtPrice.add')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.districtPrice.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
                provinceCode: regionFilter(applied.provinceCode),
              }),
            },
            { signal },
          )
        }
      />
      <DistrictPriceFormModal
        editing={editing}
        onSaved={() => {
          refresh();
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
