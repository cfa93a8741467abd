import {
  CUSTOMER_ORDER_HANDLED,
  CUSTOMER_ORDER_REMOVED,
  type CustomerOrder,
  type CustomerOrderStatus,
} from '@onsite/domain';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

export interface CustomerOrderColumnsInput {
  status: CustomerOrderStatus;
  t: TFunction<'ui'>;
  /** The install_type label of a code. */
  installTypeLabel: (code: string) => string;
  /** The remove_type label of a code. */
  removeReasonLabel: (code: string) => string;
  /** The actions of a row; no action column when absent. */
  actions?: (order: CustomerOrder) => ReactNode;
}

/** The columns of a tab: what every tab shows, then who handled or removed it and when. */
export function customerOrderColumns({
  status,
  t,
  installTypeLabel,
  removeReasonLabel,
  actions,
}: CustomerOrderColumnsInput): TableColumnsType<CustomerOrder> {
  const title = (key: string) => t(`header.customerOrders.${key}`);
  const columns: TableColumnsType<CustomerOrder> = [
    { key: 'no', dataIndex: 'no', title: title('no') },
    { key: 'enterpriseName', dataIndex: 'enterpriseName', title: title('enterpriseName') },
    { key: 'customerName', dataIndex: 'customerName', title: title('customerName') },
    { key: 'customerMobile', dataIndex: 'customerMobile', title: title('customerMobile') },
    { key: 'address', dataIndex: 'address', title: title('address') },
    {
      key: 'installType',
      dataIndex: 'installType',
      title: title('installType'),
      render: (code: string) => installTypeLabel(code),
    },
    { key: 'orderType', dataIndex: 'orderType', title: title('orderType') },
    { key: 'number', dataIndex: 'number', title: title('number'), align: 'right' },
    {
      key: 'infoList',
      dataIndex: 'infoList',
      title: title('infoList'),
      // The extra rows' names and values are data (what the enterprise defined and the customer typed).
      render: (items: CustomerOrder['infoList']) => (
        <span translate="no">{items.map((item) => `${item.infoName}：${item.infoValue}`).join('；')}</span>
      ),
    },
    { key: 'createTime', dataIndex: 'createTime', title: title('createTime'), sorter: true },
  ];
  if (status === CUSTOMER_ORDER_HANDLED) {
    columns.splice(1, 0, { key: 'orderNo', dataIndex: 'orderNo', title: title('placedOrderNo') });
    columns.push(
      { key: 'updateBy', dataIndex: 'updateBy', title: title('updateBy') },
      { key: 'updateTime', dataIndex: 'updateTime', title: title('updateTime'), sorter: true },
    );
  }
  if (status === CUSTOMER_ORDER_REMOVED) {
    columns.push(
      {
        key: 'deleteReason',
        dataIndex: 'deleteReason',
        title: title('deleteReason'),
        render: (code: string | null) => (code === null ? '' : removeReasonLabel(code)),
      },
      { key: 'deleteBy', dataIndex: 'deleteBy', title: title('deleteBy') },
      { key: 'deleteTime', dataIndex: 'deleteTime', title: title('deleteTime'), sorter: true },
    );
  }
  if (actions !== undefined) {
    columns.push({ key: 'actions', title: title('actions'), render: (_, order) => actions(order) });
  }
  return columns;
}
