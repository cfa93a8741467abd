import { BUTTON_CODES, CATALOG_ADDRESS_MAX, type ShopRow } from '@onsite/domain';
import { RegionSelect, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { type CatalogDescription, CatalogScreen, type CatalogText } from '../salesCatalog/CatalogScreen';
import { ContactItems, NameItem, RemarkItem, trimmed } from '../salesCatalog/catalogItems';

interface ShopForm {
  shopName: string;
  channelId?: number | null;
  contactName: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  detailedAddress: string;
  remark?: string;
}

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

/** The enabled channels of the shop's enterprise (`/enterprise/channel/options`); none until it is chosen. */
function ChannelSelect({
  enterpriseId,
  t,
  ...props
}: {
  enterpriseId: number | undefined;
  t: CatalogText;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const client = useOnsiteClient();
  const options = useQuery({
    queryKey: ['enterprises', 'salesCatalog', 'channelOptions', enterpriseId],
    queryFn: ({ signal }) =>
      client.enterprise.channel.options({ enterpriseId: enterpriseId ?? 0 }, { signal }),
    enabled: enterpriseId !== undefined,
  });
  return (
    <Select<number | null>
      {...(props.id === undefined ? {} : { id: props.id })}
      allowClear
      value={props.value ?? null}
      onChange={(value) => props.onChange?.(value ?? null)}
      placeholder={t('shop.noChannel')}
      disabled={enterpriseId === undefined}
      loading={options.isFetching}
      status={options.isError ? 'error' : undefined}
      options={(options.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
    />
  );
}

/**
 * 门店管理 (D53): an enterprise's shops, where its customers buy — name (unique in the enterprise), the
 * sales channel it belongs to, contact, phone and the address in the district tree; an order may name
 * its shop, and a shop orders name cannot be deleted (the server says how many).
 */
export const shopDescription: CatalogDescription<ShopRow, ShopForm> = {
  entity: 'shop',
  codes: { list: BUTTON_CODES.shopList, edit: BUTTON_CODES.shopEdit, remove: BUTTON_CODES.shopRemove },
  idOf: (row) => row.shopId,
  nameOf: (row) => row.shopName,
  nameFilter: 'shopName',
  columns: (t) => [
    { title: t('shop.name'), dataIndex: 'shopName', key: 'shopName' },
    {
      title: t('shop.channel'),
      dataIndex: 'channelName',
      key: 'channelName',
      render: (name: string | null) => name ?? '-',
    },
    { title: t('common.contactName'), dataIndex: 'contactName', key: 'contactName' },
    { title: t('common.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('shop.region'),
      key: 'address',
      render: (_value: unknown, row: ShopRow) => `${row.regionName} ${row.detailedAddress}`,
    },
    { title: t('shop.orderCount'), dataIndex: 'orderCount', key: 'orderCount' },
  ],
  formItems: (t, enterpriseId) => (
    <>
      <NameItem t={t} entity="shop" name="shopName" />
      <Form.Item name="channelId" label={t('shop.channel')}>
        <ChannelSelect enterpriseId={enterpriseId} t={t} />
      </Form.Item>
      <ContactItems t={t} />
      <Form.Item
        name="provinceCode"
        label={t('shop.province')}
        rules={[{ required: true, message: t('shop.provinceRequired') }]}
      >
        <RegionSelect level="province" names={REGION_NAMES} />
      </Form.Item>
      <Form.Item
        name="cityCode"
        label={t('shop.city')}
        rules={[{ required: true, message: t('shop.cityRequired') }]}
      >
        <RegionSelect level="city" names={REGION_NAMES} />
      </Form.Item>
      <Form.Item
        name="areaCode"
        label={t('shop.area')}
        rules={[{ required: true, message: t('shop.areaRequired') }]}
      >
        <RegionSelect level="area" names={REGION_NAMES} />
      </Form.Item>
      <Form.Item
        name="detailedAddress"
        label={t('shop.detailedAddress')}
        rules={[{ required: true, whitespace: true, message: t('shop.detailedAddressRequired') }]}
      >
        <Input maxLength={CATALOG_ADDRESS_MAX} />
      </Form.Item>
      <RemarkItem t={t} />
    </>
  ),
  valuesOf: (row) =>
    row
      ? {
          shopName: row.shopName,
          channelId: row.channelId,
          contactName: row.contactName,
          phone: row.phone,
          provinceCode: row.provinceCode,
          cityCode: row.cityCode,
          areaCode: row.areaCode,
          detailedAddress: row.detailedAddress,
          remark: row.remark,
        }
      : {},
  calls: (client) => {
    const calls = client.enterprise.shop;
    const body = (values: ShopForm) => ({
      shopName: trimmed(values.shopName),
      channelId: values.channelId ?? null,
      contactName: trimmed(values.contactName),
      phone: trimmed(values.phone),
      provinceCode: values.provinceCode,
      cityCode: values.cityCode,
      areaCode: values.areaCode,
      detailedAddress: trimmed(values.detailedAddress),
      remark: trimmed(values.remark),
    });
    return {
      list: (query, signal) => calls.list(query, { signal }),
      add: (enterpriseId, values) => calls.add({ enterpriseId, ...body(values) }),
      update: (row, values) => calls.update({ shopId: row.shopId, ...body(values) }),
      change: (row, action) => calls[action]({ shopId: row.shopId }),
    };
  },
};

/** 门店管理 (catalogue key `shop`, D53). */
export default function ShopScreen() {
  return <CatalogScreen description={shopDescription} />;
}
