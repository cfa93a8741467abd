import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProductModel } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  ListScreen,
  pageQueryOf,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Col, Flex, Row, Spin, type TableColumnsType, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useEnterpriseAccess } from '../enterpriseAccess';
import { enterpriseScreenKeys } from '../queryKeys';
import { enterprisesTexts } from '../texts';
import { ImportModelsModal } from './ImportModelsModal';
import { ModelFormModal } from './ModelFormModal';

type Editing = { kind: 'new'; brandId?: number } | { kind: 'edit'; model: ProductModel } | null;

/** Every brand fits one page (disabled ones too: their models are listed under them). */
const ALL_BRANDS = { pageNum: 1, pageSize: 500, sortField: 'brandId', sortOrder: 'asc' } as const;
const ALL_KEY = 'all';
const BRANDS_KEY = [...enterpriseScreenKeys.models, 'brands'] as const;

const idFilter = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
const stateFilter = (value: string | undefined) => (value === '0' ? 0 : value === '1' ? 1 : undefined);

/**
 * 型号管理 (catalogue key `model`, spec 000 §7.9 `/enterprise/model`): the models grouped by brand —
 * the brand tree beside the list chooses the brand filter — with name and state filters in the URL
 * and server paging (`queryModel`); 新增 / 编辑 (`addModel`, `editModel`), 禁用 / 启用
 * (`forbiddenModel`, `enableModel`) and 删除 (`deleteModel`), each asked first; 导入型号 imports an
 * .xlsx all or nothing and offers the error file (`importModel`, `downloadErrorModel`, D40).
 * Changes are for user type '00' (the server's rule).
 */
export default function ModelScreen() {
  const { t } = useAreaTexts(enterprisesTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { mayManage } = useEnterpriseAccess();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: enterpriseScreenKeys.models });
  const brands = useQuery({
    queryKey: BRANDS_KEY,
    queryFn: ({ signal }) => client.enterprise.brand.list(ALL_BRANDS, { signal }),
  });
  const brandRows = brands.data?.rows ?? [];

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'brandId',
        label: t('model.brandName'),
        options: brandRows.map((brand) => ({ value: String(brand.brandId), label: brand.brandName })),
      },
      { kind: 'text', name: 'modelName', label: t('model.modelName') },
      {
        kind: 'select',
        name: 'forbiddenStatus',
        label: t('model.status'),
        options: [
          { value: '0', label: t('model.enabled') },
          { value: '1', label: t('model.disabled') },
        ],
      },
    ],
    [t, brandRows],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const brandId = idFilter(filters.brandId);

  const chooseBrand = (key: string) => {
    const { brandId: _dropped, ...rest } = filters;
    setFilters(key === ALL_KEY ? rest : { ...rest, brandId: key });
  };

  const columns: TableColumnsType<ProductModel> = [
    { title: t('model.brandName'), dataIndex: 'brandName', key: 'brandId', sorter: true },
    { title: t('model.modelName'), dataIndex: 'modelName', key: 'modelName', sorter: true },
    { title: t('model.modelCode'), dataIndex: 'modelCode', key: 'modelCode' },
    {
      title: t('model.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) =>
        status === 0 ? (
          <Badge status="success" text={t('model.enabled')} />
        ) : (
          <Badge status="default" text={t('model.disabled')} />
        ),
    },
    { title: t('model.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    dateTimeColumn<ProductModel>(t('model.createTime'), 'createTime', { sorter: true }),
  ];

  const treeData = [
    {
      key: ALL_KEY,
      title: t('model.allBrands'),
      children: brandRows.map((brand) => ({
        key: String(brand.brandId),
        title: `${brand.brandName} (${brand.modelCount})${brand.forbiddenStatus === 1 ? ` · ${t('model.disabled')}` : ''}`,
        isLeaf: true,
      })),
    },
  ];

  return (
    <Row gutter={16}>
      <Col xs={24} md={7} xl={5}>
        <Card size="small" title={t('model.brands')}>
          {brands.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('model.brandsFailed')}
              action={
                <Button size="small" onClick={() => void brands.refetch()}>
                  {t('model.retry')}
                </Button>
              }
            />
          ) : brands.isPending ? (
            <Spin />
          ) : (
            <Tree
              aria-label={t('model.brands')}
              defaultExpandAll
              blockNode
              treeData={treeData}
              selectedKeys={[brandId === undefined ? ALL_KEY : String(brandId)]}
              onSelect={(_keys, { node }) => chooseBrand(String(node.key))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={17} xl={19}>
        <ListScreen<ProductModel>
          label={t('model.table')}
          queryKey={enterpriseScreenKeys.models}
          fields={fields}
          filters={filters}
          onFiltersChange={setFilters}
          columns={columns}
          rowKey="modelId"
          toolbar={
            mayManage && (
              <Flex gap={8}>
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setEditing({ kind: 'new', brandId })}
                >
                  {t('model.add')}
                </Button>
                <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                  {t('model.import')}
                </Button>
              </Flex>
            )
          }
          rowActions={
            mayManage
              ? (row) => [
                  {
                    key: 'edit',
                    label: t('model.edit'),
                    run: () => setEditing({ kind: 'edit', model: row }),
                  },
                  {
                    key: 'forbid',
                    label: t('model.forbid'),
                    visible: row.forbiddenStatus === 0,
                    confirm: t('model.confirmForbid', { name: row.modelName }),
                    successText: t('model.disabledDone'),
                    run: () => client.enterprise.model.forbiddenModel({ modelId: row.modelId }),
                  },
                  {
                    key: 'enable',
                    label: t('model.enable'),
                    visible: row.forbiddenStatus === 1,
                    confirm: t('model.confirmEnable', { name: row.modelName }),
                    successText: t('model.enabledDone'),
                    run: () => client.enterprise.model.enableModel({ modelId: row.modelId }),
                  },
                  {
                    key: 'remove',
                    label: t('model.remove'),
                    danger: true,
                    confirm: t('model.confirmRemove', { name: row.modelName }),
                    successText: t('model.removedDone'),
                    run: async () => {
                      await client.enterprise.model.deleteModel({ modelIds: [row.modelId] });
                      refresh();
                    },
                  },
                ]
              : undefined
          }
          fetchPage={(applied, request, signal) =>
            client.enterprise.model.queryModel(
              {
                ...pageQueryOf(request),
                ...definedOnly({
                  brandId: idFilter(applied.brandId),
                  modelName: applied.modelName,
                  forbiddenStatus: stateFilter(applied.forbiddenStatus),
                }),
              },
              { signal },
            )
          }
        />
      </Col>
      <ModelFormModal
        editing={editing}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
        onCancel={() => setEditing(null)}
      />
      <ImportModelsModal open={importing} onImported={refresh} onClose={() => setImporting(false)} />
    </Row>
  );
}
