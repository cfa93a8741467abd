import type { TextsOf } from '../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const zhTW: TextsOf<typeof zhCN> = {
  table: {
    back: '退單列表',
    recovery: '訂單回收',
    cancelled: '取消列表',
    course: '訂單進度',
  },
  field: {
    backMaster: '退單師傅',
    backCount: '退單次數',
    cancelBy: '取消人',
    cancelTime: '取消時間',
    returnedAt: '退單時間',
    cancelledAt: '取消時間',
  },
  back: {
    hint: '師傅退回的訂單，待重新派單：可重新派單或取消訂單',
    redispatch: '重新派單',
  },
  recovery: {
    hint: '已取消的訂單可以恢復：填寫恢復原因後訂單回到待派單',
  },
  cancelled: {
    hint: '已取消的訂單：取消人、取消時間與取消原因',
  },
  course: {
    search: '查詢',
    orderNo: '訂單編號',
    orderNoRequired: '請輸入訂單編號',
    prompt: '輸入訂單編號，查看訂單的每一步：時間、操作人與備註',
    notFound: '沒有找到訂單 {{orderNo}}',
    failed: '訂單進度載入失敗',
    order: '訂單資訊',
    steps: '訂單進度',
    time: '時間',
    operator: '操作人',
    step: '操作',
    remark: '備註',
    noSteps: '暫無記錄',
    details: '查看訂單詳情',
  },
};
