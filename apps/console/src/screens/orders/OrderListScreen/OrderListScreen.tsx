import {
  BUTTON_CODES,
  canHoldOrder,
  canTransitionOrder,
  canUseButton,
  type Order,
  type OrderSettlement,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import {
  definedOnly,
  formatMoney,
  ListScreen,
  numberFilter,
  pageQueryOf,
  type RowAction,
  serverMessageOf,
  useAppFeedback,
  useOnsiteClient,
  useOnsiteUser,
} from '@onsite/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { useUrlFilters } from '../../list/useUrlFilters';
import { DispatchOrderModal } from '../DispatchOrderModal';
import { CancelOrderModal, HoldOrderModal, RecoverOrderModal } from '../OrderReasonModal';
import { canCancel, canDispatch, isOrderStatus, orderLinkOf } from '../orderModel';
import { orderKeys, useOrderDetails } from '../orderQueries';
import { ordersTexts } from '../texts';
import { useScreenPath } from '../useScreenPath';
import { orderColumns } from './orderColumns';
import { type OrderListScope, orderListFields } from './orderListFields';

export interface OrderListScreenProps {
  /** `orders` (订单列表, the default), `all` (全部订单: no "my orders"), `enterprise` (企业订单列表). */
  scope?: OrderListScope;
}

/**
 * 订单列表 (catalogue key `orderList`; also `orderListAll`, `enterpriseOrderList`): every status
 * including customerServiceApply, the jumpList filters and the `orderId` / `time` query of spec
 * 000 §2.1 and `held` (D29), filters in the URL; dispatch to a master, hold with a reason and
 * resume (D29), cancel with a reason, open the details; accept (验收) a completed order, settle a
 * verified one (showing what was written) and restore a cancelled one with a reason (D32).
 */
export default function OrderListScreen({ scope = 'orders' }: OrderListScreenProps) {
  const { t } = useAreaTexts(ordersTexts);
  const { t: ui } = useTranslation('ui');
  const client = useOnsiteClient();
  const user = useOnsiteUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const enterpriseUser = user?.userType === USER_TYPE_ENTERPRISE;
  const detailsPath = useScreenPath('orderDetails');
  const createPath = useScreenPath(enterpriseUser ? 'qyCreateOrder' : 'createOrder');
  const [dispatching, setDispatching] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [holding, setHolding] = useState<Order | null>(null);
  const [recovering, setRecovering] = useState<Order | null>(null);
  const { message, modal } = useAppFeedback();
  const queryClient = useQueryClient();
  const canHold = canUseButton(user, BUTTON_CODES.orderHold);
  // 恢复 (D29): no reason needed; the server's refusal shows as it says.
  const resume = useMutation({
    mutationFn: (order: Order) => client.order.order.resume({ orderId: order.orderId }),
    onSuccess: () => {
      void message.success(t('list.resumed'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => void message.error(serverMessageOf(error) ?? ui('header.user.systemError')),
  });

  // 结算 (D32): what the server wrote (the master's earning, the enterprise's charge, its balance after).
  const showSettlement = (order: Order, settlement: OrderSettlement) =>
    void modal.success({
      title: t('settlement.title'),
      content: (
        <Descriptions
          size="small"
          column={1}
          title={t('settlement.order', { orderNo: order.orderNo })}
          items={[
            {
              key: 'master',
              label: t('settlement.masterAmount'),
              children: formatMoney(settlement.masterAmount),
            },
            {
              key: 'enterprise',
              label: t('settlement.enterpriseAmount'),
              children: formatMoney(settlement.enterpriseAmount),
            },
            { key: 'balance', label: t('settlement.balance'), children: formatMoney(settlement.balance) },
          ]}
        />
      ),
    });

  const fields = useMemo(
    () =>
      orderListFields(t, {
        scope,
        enterpriseUser,
        placeholder: (label) => ui('list.selectPlaceholder', { label }),
      }),
    [t, ui, scope, enterpriseUser],
  );
  const [filters, setFilters] = useUrlFilters(fields);
  const link = orderLinkOf(params);
  // A reminder links by the order's id; a person knows the order by its number.
  const linkedOrder = useOrderDetails(link.orderId);
  const linkedOrderNo = linkedOrder.data?.orderNo;
  const clearLink = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('orderId');
      next.delete('time');
      return next;
    });

  const rowActions = (order: Order): RowAction[] => [
    {
      key: 'details',
      label: t('list.details'),
      visible: detailsPath !== null,
      run: () => void navigate(`${detailsPath}?orderId=${order.orderId}`),
    },
    {
      key: 'dispatch',
      label: order.orderStatus === 'dispatched' ? t('list.redispatch') : t('list.dispatch'),
      visible: canDispatch(order) && canUseButton(user, BUTTON_CODES.orderDispatch),
      run: () => setDispatching(order),
    },
    {
      key: 'hold',
      label: t('list.hold'),
      visible: canHold && canHoldOrder(order),
      run: () => setHolding(order),
    },
    {
      key: 'resume',
      label: t('list.resume'),
      visible: canHold && order.held,
      run: () => resume.mutate(order),
    },
    {
      key: 'verify',
      label: t('list.verify'),
      visible: canTransitionOrder(order, 'verify') && canUseButton(user, BUTTON_CODES.orderVerify),
      confirm: t('list.verifyConfirm', { orderNo: order.orderNo }),
      run: () => client.order.order.verify({ orderId: order.orderId, remark: '' }),
      successText: t('list.verified'),
    },
    {
      key: 'settle',
      label: t('list.settle'),
      visible: canTransitionOrder(order, 'settle') && canUseButton(user, BUTTON_CODES.orderSettle),
      confirm: t('list.settleConfirm', { orderNo: order.orderNo }),
      run: () =>
        client.order.order
          .settle({ orderId: order.orderId, remark: '' })
          .then((settlement) => showSettlement(order, settlement)),
    },
    {
      key: 'recover',
      label: t('list.recover'),
      visible: canTransitionOrder(order, 'recover') && canUseButton(user, BUTTON_CODES.orderRecover),
      run: () => setRecovering(order),
    },
    {
      key: 'cancel',
      label: t('list.cancel'),
      danger: true,
      visible: canCancel(order) && canUseButton(user, BUTTON_CODES.orderCancel),
      run: () => setCancelling(order),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {(link.orderId !== undefined || link.day !== undefined) && (
        <Alert
          type="info"
          showIcon
          title={
            link.orderId === undefined
              ? t('list.oneDay', { day: link.day })
              : linkedOrderNo
                ? t('list.oneOrder', { orderNo: linkedOrderNo })
                : t('list.oneRemindedOrder')
          }
          action={
            <Button size="small" onClick={clearLink}>
              {t('list.showAll')}
            </Button>
          }
        />
      )}
      <ListScreen<Order>
        label={t('list.table')}
        queryKey={[...orderKeys.list(scope), link]}
        fields={fields}
        filters={filters}
        onFiltersChange={setFilters}
        collapsedCount={3}
        columns={orderColumns(t, detailsPath)}
        rowKey="orderId"
        rowActions={rowActions}
        actionsWidth={200}
        toolbar={
          createPath !== null &&
          canUseButton(user, BUTTON_CODES.orderAdd) && (
            <Button type="primary" onClick={() => void navigate(createPath)}>
              {t('list.create')}
            </Button>
          )
        }
        fetchPage={(applied, request, signal) =>
          client.order.order.list(
            {
              ...pageQueryOf(request),
              ...definedOnly({
                orderStatus: isOrderStatus(applied.orderStatus) ? applied.orderStatus : undefined,
                isMyOrder: applied.isMyOrder === 'true' ? true : undefined,
                held: applied.held === 'true' ? true : applied.held === 'false' ? false : undefined,
                orderId: link.orderId,
                time: link.day,
                orderNo: applied.orderNo,
                enterpriseId: numberFilter(applied.enterpriseId),
                customerName: applied.customerName,
                customerMobile: applied.customerMobile,
                provinceCode: applied.provinceCode,
                cityCode: applied.cityCode,
                areaCode: applied.areaCode,
                installType: applied.installType,
                orderTypeId: numberFilter(applied.orderTypeId),
                beginTime: applied.beginTime,
                endTime: applied.endTime,
              }),
            },
            { signal },
          )
        }
      />
      <DispatchOrderModal order={dispatching} onClose={() => setDispatching(null)} />
      <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />
      <HoldOrderModal order={holding} onClose={() => setHolding(null)} />
      <RecoverOrderModal order={recovering} onClose={() => setRecovering(null)} />
    </Flex>
  );
}
