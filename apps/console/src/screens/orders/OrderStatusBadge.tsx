import { Badge } from 'antd';
import { useAreaTexts } from '../../i18n/areaTexts';
import { type OrderStatus, STATUS_BADGE } from './orderModel';
import { ordersTexts } from './texts';

/** An order's status as a dot and its name. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAreaTexts(ordersTexts);
  return <Badge status={STATUS_BADGE[status]} text={t(`status.${status}`)} />;
}
