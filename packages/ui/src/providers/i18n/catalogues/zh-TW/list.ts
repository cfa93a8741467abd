import type { UiCatalogue } from '../types';

export const list: UiCatalogue['list'] = {
  search: '查詢',
  reset: '重置',
  expand: '展開',
  collapse: '收起',
  filters: '查詢條件',
  actions: '操作',
  more: '更多',
  export: '匯出',
  exportSuccess: '匯出成功',
  confirmTitle: '請確認',
  confirmOk: '確定',
  confirmCancel: '取消',
  inputPlaceholder: '請輸入{{label}}',
  selectPlaceholder: '請選擇{{label}}',
  startDate: '開始日期',
  endDate: '結束日期',
  systemError: '系統錯誤，請稍後再試',
};
