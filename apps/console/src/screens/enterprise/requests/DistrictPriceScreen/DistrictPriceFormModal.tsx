import { DISTRICT_PRICE_REMARK_MAX, type DistrictPrice } from '@onsite/domain';
import { FormModal, RegionSelect, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useAreaTexts } from '../../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../../enterprises/EnterpriseSelect';
import { enterpriseRequestTexts } from '../texts';

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

interface PriceForm {
  enterpriseId?: string;
  orderTypeId?: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  price?: number;
  remark?: string;
}

/** What the form edits: a new price, a price, or nothing (closed). */
export type PriceEditing = { kind: 'new' } | { kind: 'edit'; row: DistrictPrice } | null;

/** The order types of the chosen enterprise's install types, grouped by install type. */
function OrderTypeSelect({
  enterpriseId,
  ...props
}: {
  enterpriseId: number | null;
  id?: string;
  value?: string;
}) {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  const client = useOnsiteClient();
  const tree = useQuery({
    queryKey: ['basicdata', 'orderType', 'tree', enterpriseId],
    queryFn: ({ signal }) =>
      client.basicdata.orderType.tree({ enterpriseId: enterpriseId ?? undefined }, { signal }),
    enabled: enterpriseId !== null,
  });
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={tree.isLoading}
      disabled={enterpriseId === null}
      placeholder={
        enterpriseId === null ? t('districtPrice.chooseEnterpriseFirst') : t('districtPrice.chooseOrderType')
      }
      options={(tree.data ?? []).map((group) => ({
        label: group.label,
        title: group.label,
        options: group.children.map((child) => ({ value: child.value, label: child.label })),
      }))}
    />
  );
}

/**
 * 新增 / 修改 of a district price (D63): the enterprise (staff choose it; fixed when editing), an order type of its
 * install types, the region (a province, optionally a city and an area of it) and the price. The server refuses a
 * region taken already for that enterprise and type, and a city outside the province, with its message.
 */
export function DistrictPriceFormModal({
  editing,
  onSaved,
  onCancel,
}: {
  editing: PriceEditing;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAreaTexts(enterpriseRequestTexts);
  const client = useOnsiteClient();
  const [form] = Form.useForm<PriceForm>();
  const edited = editing?.kind === 'edit' ? editing.row : null;
  const chosen = Form.useWatch('enterpriseId', form);
  const enterpriseId = edited ? edited.enterpriseId : chosen ? Number(chosen) : null;
  const initialValues = useMemo<PriceForm>(
    () =>
      edited
        ? {
            orderTypeId: String(edited.orderTypeId),
            provinceCode: edited.provinceCode,
            cityCode: edited.cityCode ?? undefined,
            areaCode: edited.areaCode ?? undefined,
            price: edited.price,
            remark: edited.remark,
          }
        : {},
    [edited],
  );

  const save = async (values: PriceForm) => {
    const body = {
      enterpriseId: enterpriseId ?? 0,
      orderTypeId: Number(values.orderTypeId),
      provinceCode: values.provinceCode ?? '',
      ...(values.cityCode ? { cityCode: values.cityCode } : {}),
      ...(values.areaCode ? { areaCode: values.areaCode } : {}),
      price: values.price ?? 0,
      remark: (values.remark ?? '').trim(),
    };
    if (edited)
      await client.enterprise.districtPrice.edit({ districtPriceId: edited.districtPriceId, ...body });
    else await client.enterprise.districtPrice.add(body);
  };

  return (
    <FormModal<PriceForm>
      open={editing !== null}
      form={form}
      title={edited ? t('districtPrice.editTitle') : t('districtPrice.addTitle')}
      name="districtPriceForm"
      initialValues={initialValues}
      onSubmit={save}
      successText={edited ? t('districtPrice.saved') : t('districtPrice.added')}
      onSaved={onSaved}
      onCancel={onCancel}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('districtPrice.hint')}</Typography.Paragraph>
      {edited ? (
        <Form.Item label={t('common.enterprise')}>
          <Typography.Text>{edited.enterpriseName}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item
          name="enterpriseId"
          label={t('common.enterprise')}
          rules={[{ required: true, message: t('common.chooseEnterprise') }]}
        >
          <EnterpriseSelect placeholder={t('common.chooseEnterprise')} />
        </Form.Item>
      )}
      <Form.Item
        name="orderTypeId"
        label={t('districtPrice.orderType')}
        rules={[{ required: true, message: t('districtPrice.chooseOrderType') }]}
      >
        <OrderTypeSelect enterpriseId={enterpriseId} />
      </Form.Item>
      <Form.Item
        name="provinceCode"
        label={t('districtPrice.province')}
        rules={[{ required: true, message: t('districtPrice.provinceRequired') }]}
      >
        <RegionSelect level="province" names={REGION_NAMES} />
      </Form.Item>
      <Form.Item name="cityCode" label={t('districtPrice.city')}>
        <RegionSelect level="city" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item name="areaCode" label={t('districtPrice.area')}>
        <RegionSelect level="area" names={REGION_NAMES} allowClear />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('districtPrice.price')}
        rules={[{ required: true, message: t('districtPrice.priceRequired') }]}
      >
        <InputNumber<number> min={0} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={DISTRICT_PRICE_REMARK_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
