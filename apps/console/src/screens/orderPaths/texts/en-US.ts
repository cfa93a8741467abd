import type { TextsOf } from '../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const enUS: TextsOf<typeof zhCN> = {
  table: {
    back: 'Returned orders',
    recovery: 'Order recovery',
    cancelled: 'Cancellations',
    course: 'Order progress',
  },
  field: {
    backMaster: 'Returned by',
    backCount: 'Times returned',
    cancelBy: 'Cancelled by',
    cancelTime: 'Cancelled at',
    returnedAt: 'Returned at',
    cancelledAt: 'Cancelled at',
  },
  back: {
    hint: 'Orders a master sent back, waiting to be dispatched again: dispatch them again or cancel them',
    redispatch: 'Dispatch again',
  },
  recovery: {
    hint: 'A cancelled order can be restored: with a reason, it goes back to waiting for dispatch',
  },
  cancelled: {
    hint: 'Cancelled orders: who cancelled them, when and why',
  },
  course: {
    search: 'Search',
    orderNo: 'Order number',
    orderNoRequired: 'Please enter the order number',
    prompt: 'Enter an order number to see every step of the order: time, who and remark',
    notFound: 'No order {{orderNo}} found',
    failed: 'The order progress failed to load',
    order: 'Order',
    steps: 'Order progress',
    time: 'Time',
    operator: 'By',
    step: 'Step',
    remark: 'Remark',
    noSteps: 'No steps yet',
    details: 'Open the order details',
  },
};
