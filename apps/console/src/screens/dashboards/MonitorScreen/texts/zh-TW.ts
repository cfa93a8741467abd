import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const zhTW: TextsOf<typeof zhCN> = {
  title: '監控頁',
  figures: '訂單即時概況',
  updatedAt: '資料更新於 {{time}}，每分鐘及收到即時提醒時自動重新整理',
  refresh: '重新整理',
  toDispatch: '待派單',
  dispatched: '已派單',
  inService: '服務中',
  overdue: '已逾時',
  inServiceTable: '服務中的訂單',
  overdueTable: '逾時訂單',
  overdueRule:
    '逾時規則：待派單超過 {{toDispatch}} 小時、已派單未開始超過 {{dispatched}} 小時、服務中超過 {{inService}} 小時；掛起的訂單不計。',
  orderNo: '訂單編號',
  enterpriseName: '企業',
  customerName: '客戶',
  masterName: '師傅',
  status: '狀態',
  since: '開始時間',
  overdueBy: '逾時',
  minutes: '{{count}} 分鐘',
  hoursMinutes: '{{hours}} 小時 {{minutes}} 分鐘',
  onTime: '未逾時',
  noOrders: '暫無訂單',
  noOverdue: '暫無逾時訂單',
  alerts: '即時提醒',
  alertsHint: '保持此頁開啟即可看到即時通道送達的提醒（依「新訊息通知」的設定）。',
  noAlerts: '暫無新提醒',
};
