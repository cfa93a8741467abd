import type { FilterField } from '@onsite/ui';
import { RegionSelect } from '@onsite/ui';
import type { TFunction } from 'i18next';
import { EnterpriseSelect, OrderTypeSelect } from '../OrderFilterSelects';
import { ORDER_STATUSES } from '../orderModel';

/** Which list a screen shows: the order list, all orders (no "my orders"), or per enterprise. */
export type OrderListScope = 'orders' | 'all' | 'enterprise';

const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;

/**
 * The filters of the order list (issue 9), in the URL under these names: the jumpList's
 * `orderStatus` and `isMyOrder` (spec 000 §2.1), `held` (D29), enterprise, customer, phone, region, install type,
 * order type and creation days. An enterprise user's list is their own enterprise's (the server
 * says so): no enterprise or "my orders" filter for them.
 */
export function orderListFields(
  t: TFunction,
  {
    scope,
    enterpriseUser,
    placeholder,
  }: {
    scope: OrderListScope;
    enterpriseUser: boolean;
    /** The "choose …" placeholder of a select (the query form's own). */
    placeholder: (label: string) => string;
  },
): FilterField[] {
  const enterprise: FilterField[] = enterpriseUser
    ? []
    : [
        {
          kind: 'custom',
          name: 'enterpriseId',
          label: t('field.enterprise'),
          input: <EnterpriseSelect placeholder={placeholder(t('field.enterprise'))} />,
        },
      ];
  const mine: FilterField[] =
    enterpriseUser || scope === 'all'
      ? []
      : [
          {
            kind: 'select',
            name: 'isMyOrder',
            label: t('field.isMyOrder'),
            options: [{ value: 'true', label: t('list.onlyMine') }],
          },
        ];
  const status: FilterField = {
    kind: 'select',
    name: 'orderStatus',
    label: t('field.orderStatus'),
    options: ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  };
  // D29: held orders (挂起订单 in the header opens `held=true`); staff only, as holding is.
  const held: FilterField[] = enterpriseUser
    ? []
    : [
        {
          kind: 'select',
          name: 'held',
          label: t('field.held'),
          options: [
            { value: 'true', label: t('list.heldYes') },
            { value: 'false', label: t('list.heldNo') },
          ],
        },
      ];
  return [
    ...(scope === 'enterprise' ? enterprise : []),
    { kind: 'text', name: 'orderNo', label: t('field.orderNo') },
    status,
    ...mine,
    ...held,
    ...(scope === 'enterprise' ? [] : enterprise),
    { kind: 'text', name: 'customerName', label: t('field.customerName') },
    { kind: 'text', name: 'customerMobile', label: t('field.customerMobile') },
    {
      kind: 'custom',
      name: REGION_NAMES.province,
      label: t('field.province'),
      input: (
        <RegionSelect level="province" names={REGION_NAMES} placeholder={placeholder(t('field.province'))} />
      ),
    },
    {
      kind: 'custom',
      name: REGION_NAMES.city,
      label: t('field.city'),
      input: <RegionSelect level="city" names={REGION_NAMES} placeholder={placeholder(t('field.city'))} />,
    },
    {
      kind: 'custom',
      name: REGION_NAMES.area,
      label: t('field.area'),
      input: <RegionSelect level="area" names={REGION_NAMES} placeholder={placeholder(t('field.area'))} />,
    },
    { kind: 'dict', name: 'installType', label: t('field.installType'), dictType: 'install_type' },
    {
      kind: 'custom',
      name: 'orderTypeId',
      label: t('field.orderType'),
      input: <OrderTypeSelect placeholder={placeholder(t('field.orderType'))} />,
    },
    { kind: 'dateRange', name: 'createTime', label: t('field.createTime'), from: 'beginTime', to: 'endTime' },
  ];
}
