import OrderListScreen from './OrderListScreen';

/** 全部订单 (`orderListAll`): the order list over every order, without the "my orders" filter. */
export default function OrderListAllScreen() {
  return <OrderListScreen scope="all" />;
}
