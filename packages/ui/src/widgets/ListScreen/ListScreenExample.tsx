import {
  CUSTOMER_ORDER_REMOVED,
  type CustomerOrder,
  type CustomerOrderStatus,
  type PermissionCode,
} from '@onsite/domain';
import { useState } from 'react';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import type { FilterField, FilterValues } from '../QueryForm';
import { dateTimeColumn, dictColumn } from './columns';
import { ListScreen } from './ListScreen';
import { definedOnly, pageQueryOf } from './pageQuery';

const FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'orderNo', label: '客户订单号' },
  { kind: 'text', name: 'customerName', label: '客户姓名' },
  { kind: 'text', name: 'customerMobile', label: '客户电话' },
  { kind: 'dict', name: 'installType', label: '安装类型', dictType: 'install_type' },
  { kind: 'dateRange', name: 'createTime', label: '创建时间', from: 'createStartTime', to: 'createEndTime' },
];

const RECYCLE_BIN: CustomerOrderStatus = CUSTOMER_ORDER_REMOVED;

export interface ListScreenExampleProps {
  /** The filters the screen opens with, as a URL would give them. */
  initialFilters?: FilterValues;
  /** The code the restore action needs (D11). */
  restorePermission?: PermissionCode;
}

/**
 * A screen described on the pattern, for the pattern's stories: the recycle bin of customer orders
 * with five filters, a dictionary column, a confirmed restore and the Excel export. Filters live in
 * component state here; the console keeps them in the URL.
 */
export function ListScreenExample({ initialFilters = {}, restorePermission }: ListScreenExampleProps) {
  const client = useOnsiteClient();
  const [filters, setFilters] = useState<FilterValues>(initialFilters);
  const query = (applied: FilterValues) => ({
    status: RECYCLE_BIN,
    ...definedOnly({
      orderNo: applied.orderNo,
      customerName: applied.customerName,
      customerMobile: applied.customerMobile,
      installType: applied.installType,
      createStartTime: applied.createStartTime,
      createEndTime: applied.createEndTime,
    }),
  });
  return (
    <ListScreen<CustomerOrder>
      label="回收站"
      queryKey={['example', 'customerOrders']}
      fields={FIELDS}
      filters={filters}
      onFiltersChange={setFilters}
      rowKey="id"
      columns={[
        { title: '客户订单号', dataIndex: 'no' },
        { title: '客户姓名', dataIndex: 'customerName' },
        dictColumn<CustomerOrder>('安装类型', 'installType', 'install_type'),
        dateTimeColumn<CustomerOrder>('创建时间', 'createTime', { sorter: true }),
      ]}
      rowActions={(row) => [
        {
          key: 'restore',
          label: '恢复',
          confirm: `确定要恢复客户订单 ${row.no} 吗？`,
          successText: '恢复成功',
          ...(restorePermission ? { permission: restorePermission } : {}),
          run: () => client.order.customer.recoverOrder({ id: row.id }),
        },
      ]}
      exportFile={(applied) => client.order.customer.export(query(applied))}
      fetchPage={(applied, request, signal) =>
        client.order.customer.selectOrderList({ ...pageQueryOf(request), ...query(applied) }, { signal })
      }
    />
  );
}
