import { PlusOutlined } from '@ant-design/icons';
import type { BrandRow } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useEnterpriseAccess } from '../enterpriseAccess';
import { enterpriseScreenKeys } from '../queryKeys';
import { enterprisesTexts } from '../texts';
import { BrandFormModal } from './BrandFormModal';

/** What the form edits: a new brand, a brand, or nothing (closed). */
type Editing = { kind: 'new' } | { kind: 'edit'; brand: BrandRow } | null;

/** A state from the URL ('0' or '1'), else none. */
const stateFilter = (value: string | undefined) => (value === '0' ? 0 : value === '1' ? 1 : undefined);

/**
 * 品牌管理 (catalogue key `brand`, D40): the brands behind the model catalogue. Filters (name,
 * state) in the URL, server paging; 新增 / 编辑 with a unique name, 禁用 / 启用 and 删除, each asked
 * first. The server refuses to delete a brand its models use and names how many. Changes are for
 * user type '00' (the server's rule), so the buttons show only to them.
 */
export default function BrandScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { mayManage } = useEnterpriseAccess();
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: enterpriseScreenKeys.brands });

  const fields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'brandName', label: t('brand.brandName') },
      {
        kind: 'select',
        name: 'forbiddenStatus',
        label: t('brand.status'),
        options: [
          { value: '0', label: t('brand.enabled') },
          { value: '1', label: t('brand.disabled') },
        ],
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  const columns: TableColumnsType<BrandRow> = [
    { title: t('brand.brandName'), dataIndex: 'brandName', key: 'brandName', sorter: true },
    {
      title: t('brand.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) =>
        status === 0 ? (
          <Badge status="success" text={t('brand.enabled')} />
        ) : (
          <Badge status="default" text={t('brand.disabled')} />
        ),
    },
    { title: t('brand.modelCount'), dataIndex: 'modelCount', key: 'modelCount' },
    { title: t('brand.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    dateTimeColumn<BrandRow>(t('brand.createTime'), 'createTime', { sorter: true }),
  ];

  return (
    <>
      <ListScreen<BrandRow>
        label={t('brand.table')}
        queryKey={enterpriseScreenKeys.brands}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="brandId"
        toolbar={
          mayManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('brand.add')}
            </Button>
          )
        }
        rowActions={
          mayManage
            ? (row) => [
                { key: 'edit', label: t('brand.edit'), run: () => setEditing({ kind: 'edit', brand: row }) },
                {
                  key: 'disable',
                  label: t('brand.disable'),
                  visible: row.forbiddenStatus === 0,
                  confirm: t('brand.confirmDisable', { name: row.brandName }),
                  successText: t('brand.disabledDone'),
                  run: () => client.enterprise.brand.disable({ brandId: row.brandId }),
                },
                {
                  key: 'enable',
                  label: t('brand.enable'),
                  visible: row.forbiddenStatus === 1,
                  confirm: t('brand.confirmEnable', { name: row.brandName }),
                  successText: t('brand.enabledDone'),
                  run: () => client.enterprise.brand.enable({ brandId: row.brandId }),
                },
                {
                  key: 'remove',
                  label: t('brand.remove'),
                  danger: true,
                  confirm: t('brand.confirmRemove', { name: row.brandName }),
                  successText: t('brand.removedDone'),
                  run: () => client.enterprise.brand.remove({ brandId: row.brandId }),
                },
              ]
            : undefined
        }
        fetchPage={(applied, request, signal) =>
          client.enterprise.brand.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                brandName: applied.brandName,
                forbiddenStatus: stateFilter(applied.forbiddenStatus),
              }),
            },
            { signal },
          )
        }
      />
      <BrandFormModal
        editing={editing}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
