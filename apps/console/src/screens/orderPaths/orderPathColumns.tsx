import type { Order } from '@onsite/domain';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';

/** The query keys of the side-path lists: under the order keys, so a dispatch, a cancel or a recovery refreshes them. */
export const orderPathKeys = {
  back: ['orders', 'paths', 'back'] as const,
  cancelled: (mode: string) => ['orders', 'paths', 'cancelled', mode] as const,
  course: (orderNo: string) => ['orders', 'paths', 'course', orderNo] as const,
};

/**
 * The columns every side-path list shares (D41): the order number (opening the details when the menu
 * has them), status, enterprise, customer and phone, install and order type. `o` is the order screens' `t`.
 */
export function orderBaseColumns<T extends Order>(
  o: TFunction,
  detailsPath: string | null,
): TableColumnsType<T> {
  return [
    {
      title: o('field.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      fixed: 'left',
      render: (orderNo: string, order: T) =>
        detailsPath === null ? (
          orderNo
        ) : (
          <Link to={`${detailsPath}?orderId=${order.orderId}`}>{orderNo}</Link>
        ),
    },
    {
      title: o('field.orderStatus'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      render: (status: Order['orderStatus']) => <OrderStatusBadge status={status} />,
    },
    { title: o('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: o('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: o('field.customerMobile'), dataIndex: 'customerMobile', key: 'customerMobile' },
    { title: o('field.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
  ];
}
