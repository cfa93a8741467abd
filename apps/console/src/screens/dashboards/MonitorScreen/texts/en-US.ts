import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const enUS: TextsOf<typeof zhCN> = {
  title: 'Monitor',
  figures: 'Orders now',
  updatedAt: 'Updated at {{time}}; refreshed every minute and on each live alert',
  refresh: 'Refresh',
  toDispatch: 'To dispatch',
  dispatched: 'Dispatched',
  inService: 'In service',
  overdue: 'Overdue',
  inServiceTable: 'Orders in service',
  overdueTable: 'Overdue orders',
  overdueRule:
    'Overdue: waiting for dispatch over {{toDispatch}} h, dispatched and not started over {{dispatched}} h, in service over {{inService}} h; held orders do not count.',
  orderNo: 'Order number',
  enterpriseName: 'Enterprise',
  customerName: 'Customer',
  masterName: 'Master',
  status: 'Status',
  since: 'Since',
  overdueBy: 'Overdue by',
  minutes: '{{count}} min',
  hoursMinutes: '{{hours}} h {{minutes}} min',
  onTime: 'On time',
  noOrders: 'No orders',
  noOverdue: 'No overdue orders',
  alerts: 'Live alerts',
  alertsHint:
    'Keep this page open to see the alerts the live channel delivers (as set in New message notifications).',
  noAlerts: 'No new alerts',
};
