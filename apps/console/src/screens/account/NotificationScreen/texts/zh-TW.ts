import type { TextsOf } from '../../../../i18n/areaTexts';
import type { zhCN } from './zh-CN';

export const zhTW: TextsOf<typeof zhCN> = {
  title: '新訊息通知',
  hint: '設定保存在伺服器上，即時通道依此推送：不接收的提醒不會送達，不播報的提醒只顯示不朗讀。',
  kinds: {
    customerService: '客服申請',
    newOrder: '新訂單提醒',
    reminder: '催單提醒',
    info: '其他通知',
  },
  kindHints: {
    customerService: '訂單申請客服介入時提醒',
    newOrder: '企業下了新的客戶訂單時提醒',
    reminder: '客戶催單時提醒',
    info: '派單、完工、審批結果等其他訊息',
  },
  receive: '接收',
  speak: '語音播報',
  receiveOf: '接收{{kind}}',
  speakOf: '語音播報{{kind}}',
  neverSpoken: '不播報',
  save: '保存',
  saved: '保存成功',
  systemError: '系統錯誤，請稍後再試',
};
