import { PlusOutlined } from '@ant-design/icons';
import { BUTTON_CODES, type CommodityRow, PARTS_TEXT_MAX } from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  type FilterValues,
  FormModal,
  ListScreen,
  pageQueryOf,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useUrlFilters } from '../../list/useUrlFilters';
import {
  EnterpriseItem,
  enterpriseFilter,
  idFilter,
  OptionsSelect,
  type PartsText,
  StateBadge,
  stateField,
  trimmed,
  useFormEnterprise,
  usePartsScope,
  usePartsTexts,
  zeroOne,
} from '../partsKit';

interface CommodityForm {
  enterpriseId?: string;
  commodityCode: string;
  commodityName: string;
  brandName?: string;
  modelName?: string;
  unit: string;
  price: number;
  supplierId?: number | null;
  remark?: string;
}

const queryKey = ['parts', 'commodity'] as const;
/** The server's code rule (letters, digits, `_` and `-`). */
const CODE = /^[A-Za-z0-9_-]+$/;

/** The supplier (D53) of the enterprise the form works on. */
function SupplierItem({ t, fixed }: { t: PartsText; fixed: number | null }) {
  const enterpriseId = useFormEnterprise(fixed);
  return (
    <Form.Item name="supplierId" label={t('common.supplier')}>
      <OptionsSelect
        kind="supplier"
        enterpriseId={enterpriseId}
        allowClear
        placeholder={t('common.chooseSupplier')}
      />
    </Form.Item>
  );
}

function CommodityFormModal({
  t,
  editing,
  staff,
  ownEnterprise,
  onClose,
}: {
  t: PartsText;
  editing: CommodityRow | 'new' | null;
  staff: boolean;
  ownEnterprise: number | null;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const initialValues = useMemo<Partial<CommodityForm>>(
    () =>
      edited
        ? {
            commodityCode: edited.commodityCode,
            commodityName: edited.commodityName,
            brandName: edited.brandName,
            modelName: edited.modelName,
            unit: edited.unit,
            price: edited.price,
            supplierId: edited.supplierId,
            remark: edited.remark,
          }
        : { price: 0 },
    [edited],
  );
  const save = async (values: CommodityForm) => {
    const fields = {
      commodityCode: trimmed(values.commodityCode),
      commodityName: trimmed(values.commodityName),
      brandName: trimmed(values.brandName),
      modelName: trimmed(values.modelName),
      unit: trimmed(values.unit),
      price: values.price,
      supplierId: values.supplierId ?? null,
      remark: trimmed(values.remark),
    };
    if (edited) await client.enterprise.commodity.update({ commodityId: edited.commodityId, ...fields });
    else
      await client.enterprise.commodity.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        ...fields,
      });
  };
  return (
    <FormModal<CommodityForm>
      open={editing !== null}
      title={edited ? t('commodity.editTitle') : t('commodity.addTitle')}
      name="commodityForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <EnterpriseItem t={t} staff={staff} editedName={edited?.enterpriseName ?? null} />
      <Form.Item
        name="commodityCode"
        label={t('commodity.code')}
        rules={[
          { required: true, whitespace: true, message: t('commodity.codeRequired') },
          { pattern: CODE, message: t('commodity.codeInvalid') },
        ]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="commodityName"
        label={t('commodity.name')}
        rules={[{ required: true, whitespace: true, message: t('commodity.nameRequired') }]}
      >
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="brandName" label={t('common.brand')}>
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="modelName" label={t('common.model')}>
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="unit"
        label={t('commodity.unit')}
        rules={[{ required: true, whitespace: true, message: t('commodity.unitRequired') }]}
      >
        <Input maxLength={10} />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('commodity.price')}
        rules={[{ required: true, message: t('commodity.priceRequired') }]}
      >
        <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <SupplierItem t={t} fixed={edited?.enterpriseId ?? ownEnterprise} />
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 商品管理 (catalogue key `commodity`, D61): the goods an enterprise sells or supplies — a code unique
 * in the enterprise, name, brand, model, unit, price and the supplier (D53) they come from. The list
 * pattern: filters in the URL, server paging, 新增 / 编辑, 禁用 / 启用 and 删除 asked first, Excel export.
 */
export default function CommodityScreen() {
  const t = usePartsTexts();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { ownEnterprise, staff } = usePartsScope();
  const [editing, setEditing] = useState<CommodityRow | 'new' | null>(null);
  const mayEdit = can(BUTTON_CODES.commodityEdit);
  const mayRemove = can(BUTTON_CODES.commodityRemove);

  const fields = useMemo<FilterField[]>(
    () => [
      ...enterpriseFilter(t, staff),
      { kind: 'text', name: 'commodityName', label: t('commodity.nameFilter') },
      stateField(t),
    ],
    [staff, t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      commodityName: applied.commodityName,
      forbiddenStatus: zeroOne(applied.forbiddenStatus),
    });

  const columns: TableColumnsType<CommodityRow> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    { title: t('commodity.code'), dataIndex: 'commodityCode', key: 'commodityCode' },
    { title: t('commodity.name'), dataIndex: 'commodityName', key: 'commodityName' },
    { title: t('common.brand'), dataIndex: 'brandName', key: 'brandName' },
    { title: t('common.model'), dataIndex: 'modelName', key: 'modelName' },
    { title: t('commodity.unit'), dataIndex: 'unit', key: 'unit' },
    {
      title: t('commodity.price'),
      dataIndex: 'price',
      key: 'price',
      sorter: true,
      render: (price: number) => price.toFixed(2),
    },
    { title: t('common.supplier'), dataIndex: 'supplierName', key: 'supplierName' },
    {
      title: t('common.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) => <StateBadge t={t} status={status} />,
    },
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    dateTimeColumn<CommodityRow>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const calls = client.enterprise.commodity;
  const rowActions =
    mayEdit || mayRemove
      ? (row: CommodityRow) => {
          const name = row.commodityName;
          const id = { commodityId: row.commodityId };
          return [
            { key: 'edit', label: t('common.edit'), visible: mayEdit, run: () => setEditing(row) },
            {
              key: 'disable',
              label: t('common.disable'),
              visible: mayEdit && row.forbiddenStatus === 0,
              confirm: t('commodity.confirmDisable', { name }),
              successText: t('common.disabledDone'),
              run: () => calls.disable(id),
            },
            {
              key: 'enable',
              label: t('common.enable'),
              visible: mayEdit && row.forbiddenStatus === 1,
              confirm: t('commodity.confirmEnable', { name }),
              successText: t('common.enabledDone'),
              run: () => calls.enable(id),
            },
            {
              key: 'remove',
              label: t('common.remove'),
              visible: mayRemove,
              danger: true,
              confirm: t('commodity.confirmRemove', { name }),
              successText: t('common.removedDone'),
              run: () => calls.remove(id),
            },
          ];
        }
      : undefined;

  return (
    <>
      <ListScreen<CommodityRow>
        label={t('commodity.table')}
        queryKey={queryKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="commodityId"
        scrollX={1300}
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('commodity.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        exportFile={(applied) => calls.export(query(applied))}
        fetchPage={(applied, request, signal) =>
          calls.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <CommodityFormModal
        t={t}
        editing={editing}
        staff={staff}
        ownEnterprise={ownEnterprise}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
