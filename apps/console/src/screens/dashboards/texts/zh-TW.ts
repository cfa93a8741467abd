import type { Texts } from './zh-CN';

/** The dashboards' and result pages' texts in zh-TW: exactly the zh-CN keys. */
export const zhTW: Texts = {
  yuan: '{{amount}} 元',
  loadFailed: '載入失敗',
  workbench: {
    wallet: '錢包餘額',
    topUp: '儲值',
    viewOrders: '檢視訂單',
    orderCounts: '訂單概況',
    latestOrders: '最新訂單',
    allOrders: '全部訂單',
    orderNo: '訂單號',
    customerName: '客戶姓名',
    orderType: '訂單類型',
    orderStatus: '訂單狀態',
    createTime: '建立時間',
  },
  analysis: {
    title: '每月訂單',
    description: '本年每月新建的訂單數',
    month: '月份',
    count: '訂單數',
    chart: '圖表',
    table: '表格',
    chartLabel: '本年每月新建訂單數長條圖，最多的一個月 {{max}} 單，全年共 {{total}} 單',
  },
  result: {
    successTitle: '操作成功',
    successSubTitle: '您的操作已成功完成。',
    failTitle: '操作失敗',
    failSubTitle: '請核對並修改資訊後重新提交。',
    home: '返回首頁',
    back: '返回上一頁',
  },
};
