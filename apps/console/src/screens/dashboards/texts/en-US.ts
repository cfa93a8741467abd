import type { Texts } from './zh-CN';

/** The dashboards' and result pages' texts in en-US: exactly the zh-CN keys. */
export const enUS: Texts = {
  yuan: '{{amount}} yuan',
  loadFailed: 'Could not load',
  workbench: {
    wallet: 'Wallet balance',
    topUp: 'Top up',
    viewOrders: 'View orders',
    orderCounts: 'Orders by status',
    latestOrders: 'Latest orders',
    allOrders: 'All orders',
    orderNo: 'Order number',
    customerName: 'Customer',
    orderType: 'Order type',
    orderStatus: 'Status',
    createTime: 'Created',
  },
  analysis: {
    title: 'Orders per month',
    description: 'Orders created in each month of this year',
    month: 'Month',
    count: 'Orders',
    chart: 'Chart',
    table: 'Table',
    chartLabel: 'Bar chart of orders created per month this year; busiest month {{max}}, {{total}} in all',
  },
  result: {
    successTitle: 'Done',
    successSubTitle: 'Your request was completed.',
    failTitle: 'Something went wrong',
    failSubTitle: 'Check the information and submit again.',
    home: 'Back to home',
    back: 'Go back',
  },
};
