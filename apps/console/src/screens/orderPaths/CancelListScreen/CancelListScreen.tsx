import { CancelledOrderList } from '../CancelledOrderList';

/** 取消列表 (catalogue key `cancelList`, D41): the cancelled orders with who cancelled them, when and why. */
export default function CancelListScreen() {
  return <CancelledOrderList mode="cancelled" />;
}
