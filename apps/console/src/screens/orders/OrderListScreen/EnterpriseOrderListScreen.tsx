import OrderListScreen from './OrderListScreen';

/** 企业订单列表 (`enterpriseOrderList`): the order list led by the enterprise filter. */
export default function EnterpriseOrderListScreen() {
  return <OrderListScreen scope="enterprise" />;
}
