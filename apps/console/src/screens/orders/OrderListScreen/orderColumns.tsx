import type { Order } from '@onsite/domain';
import { dateTimeColumn, dictColumn } from '@onsite/ui';
import { Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../OrderStatusBadge';

/** The order number, opening the order's details when the menu has them (every order list). */
export function orderNoColumn(t: TFunction, detailsPath: string | null): TableColumnsType<Order>[number] {
  return {
    title: t('field.orderNo'),
    dataIndex: 'orderNo',
    key: 'orderNo',
    fixed: 'left',
    render: (orderNo: string, order: Order) =>
      detailsPath === null ? orderNo : <Link to={`${detailsPath}?orderId=${order.orderId}`}>{orderNo}</Link>,
  };
}

/** The order list's columns; the order number opens the details when the menu has them. */
export function orderColumns(t: TFunction, detailsPath: string | null): TableColumnsType<Order> {
  return [
    orderNoColumn(t, detailsPath),
    {
      title: t('field.orderStatus'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      // D29: a held order keeps its status, marked 已挂起 with who, when and why.
      render: (status: Order['orderStatus'], order) => (
        <Space size={4} wrap>
          <OrderStatusBadge status={status} />
          {order.held && (
            <Tooltip
              title={t('list.heldSince', {
                holdBy: order.holdBy ?? '',
                holdTime: order.holdTime ?? '',
                holdReason: order.holdReason ?? '',
              })}
            >
              <Tag tabIndex={0}>{t('list.heldTag')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('field.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
    { title: t('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    { title: t('field.customerMobile'), dataIndex: 'customerMobile', key: 'customerMobile' },
    { title: t('field.address'), dataIndex: 'address', key: 'address', ellipsis: true, width: 240 },
    dictColumn<Order>(t('field.installType'), 'installType', 'install_type'),
    { title: t('field.orderType'), dataIndex: 'orderTypeName', key: 'orderTypeName' },
    { title: t('field.number'), dataIndex: 'number', key: 'number', align: 'right' },
    { title: t('field.master'), dataIndex: 'masterName', key: 'masterName' },
    dateTimeColumn<Order>(t('field.createTime'), 'createTime', { sorter: true }),
    dateTimeColumn<Order>(t('field.dispatchTime'), 'dispatchTime', { sorter: true }),
  ];
}
