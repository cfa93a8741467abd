import { CustomerOrdersTabs } from '@onsite/ui';
import { Card } from 'antd';

/** 客户订单管理 (`customerOrderManage`): the header's customer-orders tabs (spec 000 §2.4, §4.4) as a page. */
export default function CustomerOrderManageScreen() {
  return (
    <Card size="small">
      <CustomerOrdersTabs />
    </Card>
  );
}
