import { CancelledOrderList } from '../CancelledOrderList';

/**
 * 订单回收 (catalogue key `orderRecovery`, D41): the cancelled orders, each restorable with 恢复订单
 * (a reason required; the order goes back to waiting for dispatch, D32 `recover`).
 */
export default function OrderRecoveryScreen() {
  return <CancelledOrderList mode="recovery" />;
}
