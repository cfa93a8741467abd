import { PlusOutlined } from '@ant-design/icons';
import {
  ACCESSORY_TYPE_VALUES,
  type AccessoryRow,
  type AccessoryType,
  BUTTON_CODES,
  PARTS_TEXT_MAX,
} from '@onsite/domain';
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
import { Alert, Button, Form, Input, InputNumber, Select, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useUrlFilters } from '../../list/useUrlFilters';
import {
  EnterpriseItem,
  enterpriseFilter,
  idFilter,
  oneOf,
  type PartsText,
  StateBadge,
  stateField,
  trimmed,
  usePartsScope,
  usePartsTexts,
  zeroOne,
} from '../partsKit';

interface AccessoryForm {
  enterpriseId?: string;
  accessoryType: AccessoryType;
  accessoryName: string;
  accessoryCategory?: string;
  accessorySpecification?: string;
  brandName?: string;
  modelName?: string;
  accessoryPrice: number;
  accessoryPriceThreshold: number;
  remark?: string;
}

const queryKey = ['parts', 'accessories'] as const;

const typeOptions = (t: PartsText) =>
  ACCESSORY_TYPE_VALUES.map((value) => ({ value, label: t(`accessoryTypes.${value}`) }));

function AccessoryFormModal({
  t,
  editing,
  staff,
  ownEnterprise,
  onClose,
}: {
  t: PartsText;
  editing: AccessoryRow | 'new' | null;
  staff: boolean;
  ownEnterprise: number | null;
  onClose: (saved: boolean) => void;
}) {
  const client = useOnsiteClient();
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const initialValues = useMemo<Partial<AccessoryForm>>(
    () =>
      edited
        ? {
            accessoryType: edited.accessoryType,
            accessoryName: edited.accessoryName,
            accessoryCategory: edited.accessoryCategory,
            accessorySpecification: edited.accessorySpecification,
            brandName: edited.brandName,
            modelName: edited.modelName,
            accessoryPrice: edited.accessoryPrice,
            accessoryPriceThreshold: edited.accessoryPriceThreshold,
            remark: edited.remark,
          }
        : { accessoryType: '1', accessoryPrice: 0, accessoryPriceThreshold: 0 },
    [edited],
  );
  const save = async (values: AccessoryForm) => {
    const fields = {
      accessoryType: values.accessoryType,
      accessoryName: trimmed(values.accessoryName),
      accessoryCategory: trimmed(values.accessoryCategory),
      accessorySpecification: trimmed(values.accessorySpecification),
      brandName: trimmed(values.brandName),
      modelName: trimmed(values.modelName),
      accessoryPrice: values.accessoryPrice,
      accessoryPriceThreshold: values.accessoryPriceThreshold,
      remark: trimmed(values.remark),
    };
    if (edited)
      await client.enterprise.accessories.update({
        enterpriseAccessoryId: edited.enterpriseAccessoryId,
        ...fields,
      });
    else
      await client.enterprise.accessories.add({
        enterpriseId: ownEnterprise ?? Number(values.enterpriseId),
        ...fields,
      });
  };
  const text = (name: keyof AccessoryForm, label: string) => (
    <Form.Item name={name} label={label}>
      <Input maxLength={PARTS_TEXT_MAX} />
    </Form.Item>
  );
  return (
    <FormModal<AccessoryForm>
      open={editing !== null}
      title={edited ? t('accessories.editTitle') : t('accessories.addTitle')}
      name="accessoryForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('common.saved') : t('common.added')}
      onSaved={() => onClose(true)}
      onCancel={() => onClose(false)}
      modalProps={{ okText: t('common.ok'), destroyOnHidden: true }}
    >
      <EnterpriseItem t={t} staff={staff} editedName={edited?.enterpriseName ?? null} />
      <Form.Item
        name="accessoryType"
        label={t('accessories.type')}
        rules={[{ required: true, message: t('accessories.typeRequired') }]}
      >
        <Select options={typeOptions(t)} />
      </Form.Item>
      <Form.Item
        name="accessoryName"
        label={t('accessories.name')}
        rules={[{ required: true, whitespace: true, message: t('accessories.nameRequired') }]}
      >
        <Input maxLength={PARTS_TEXT_MAX} />
      </Form.Item>
      {text('accessoryCategory', t('accessories.category'))}
      {text('accessorySpecification', t('accessories.specification'))}
      {text('brandName', t('common.brand'))}
      {text('modelName', t('common.model'))}
      <Form.Item
        name="accessoryPrice"
        label={t('accessories.price')}
        rules={[{ required: true, message: t('accessories.priceRequired') }]}
      >
        <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="accessoryPriceThreshold"
        label={t('accessories.threshold')}
        rules={[{ required: true, message: t('accessories.thresholdRequired') }]}
      >
        <InputNumber min={0} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 配件管理 (catalogue key `accessories`, D61): an enterprise's accessory catalogue — the very rows the
 * enterprise details' amount tab prices (its threshold and remark are edited there as well). Filters in
 * the URL, server paging, 新增 / 编辑, 禁用 / 启用 and 删除 asked first, Excel export; each offered only
 * with its code (the server checks them again and keeps an enterprise user to their own enterprise).
 */
export default function AccessoriesScreen() {
  const t = usePartsTexts();
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const { ownEnterprise, staff } = usePartsScope();
  const [editing, setEditing] = useState<AccessoryRow | 'new' | null>(null);
  const mayEdit = can(BUTTON_CODES.accessoryEdit);
  const mayRemove = can(BUTTON_CODES.accessoryRemove);

  const fields = useMemo<FilterField[]>(
    () => [
      ...enterpriseFilter(t, staff),
      { kind: 'text', name: 'accessoryName', label: t('accessories.name') },
      { kind: 'select', name: 'accessoryType', label: t('accessories.type'), options: typeOptions(t) },
      stateField(t),
    ],
    [staff, t],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const query = (applied: FilterValues) =>
    definedOnly({
      enterpriseId: staff ? idFilter(applied.enterpriseId) : undefined,
      accessoryName: applied.accessoryName,
      accessoryType: oneOf(ACCESSORY_TYPE_VALUES, applied.accessoryType),
      forbiddenStatus: zeroOne(applied.forbiddenStatus),
    });

  const columns: TableColumnsType<AccessoryRow> = [
    ...(staff ? [{ title: t('common.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('accessories.type'),
      dataIndex: 'accessoryType',
      key: 'accessoryType',
      render: (type: string) => t(`accessoryTypes.${type}`),
    },
    { title: t('accessories.name'), dataIndex: 'accessoryName', key: 'accessoryName' },
    { title: t('accessories.category'), dataIndex: 'accessoryCategory', key: 'accessoryCategory' },
    {
      title: t('accessories.specification'),
      dataIndex: 'accessorySpecification',
      key: 'accessorySpecification',
    },
    { title: t('common.brand'), dataIndex: 'brandName', key: 'brandName' },
    { title: t('common.model'), dataIndex: 'modelName', key: 'modelName' },
    {
      title: t('accessories.price'),
      dataIndex: 'accessoryPrice',
      key: 'accessoryPrice',
      sorter: true,
      render: (price: number) => price.toFixed(2),
    },
    {
      title: t('accessories.threshold'),
      dataIndex: 'accessoryPriceThreshold',
      key: 'accessoryPriceThreshold',
      render: (price: number) => price.toFixed(2),
    },
    { title: t('accessories.stock'), dataIndex: 'stockQuantity', key: 'stockQuantity' },
    {
      title: t('common.status'),
      dataIndex: 'forbiddenStatus',
      key: 'forbiddenStatus',
      render: (status: 0 | 1) => <StateBadge t={t} status={status} />,
    },
    { title: t('common.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    dateTimeColumn<AccessoryRow>(t('common.createTime'), 'createTime', { sorter: true }),
  ];

  const calls = client.enterprise.accessories;
  const rowActions =
    mayEdit || mayRemove
      ? (row: AccessoryRow) => {
          const name = row.accessoryName;
          const id = { enterpriseAccessoryId: row.enterpriseAccessoryId };
          return [
            { key: 'edit', label: t('common.edit'), visible: mayEdit, run: () => setEditing(row) },
            {
              key: 'disable',
              label: t('common.disable'),
              visible: mayEdit && row.forbiddenStatus === 0,
              confirm: t('accessories.confirmDisable', { name }),
              successText: t('common.disabledDone'),
              run: () => calls.disable(id),
            },
            {
              key: 'enable',
              label: t('common.enable'),
              visible: mayEdit && row.forbiddenStatus === 1,
              confirm: t('accessories.confirmEnable', { name }),
              successText: t('common.enabledDone'),
              run: () => calls.enable(id),
            },
            {
              key: 'remove',
              label: t('common.remove'),
              visible: mayRemove,
              danger: true,
              confirm: t('accessories.confirmRemove', { name }),
              successText: t('common.removedDone'),
              run: () => calls.remove(id),
            },
          ];
        }
      : undefined;

  return (
    <>
      <Alert type="info" showIcon title={t('accessories.hint')} style={{ marginBottom: 16 }} />
      <ListScreen<AccessoryRow>
        label={t('accessories.table')}
        queryKey={queryKey}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        columns={columns}
        rowKey="enterpriseAccessoryId"
        scrollX={1400}
        toolbar={
          mayEdit && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
              {t('accessories.add')}
            </Button>
          )
        }
        {...(rowActions ? { rowActions } : {})}
        exportFile={(applied) => calls.export(query(applied))}
        fetchPage={(applied, request, signal) =>
          calls.list({ ...pageQueryOf(request), ...query(applied) }, { signal })
        }
      />
      <AccessoryFormModal
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
