/** 新消息通知 (D64): which live alerts I receive and which are spoken. Ours (the spec names the screen only). */
export const zhCN = {
  title: '新消息通知',
  hint: '设置保存在服务器上，实时通道按此推送：不接收的提醒不会送达，不播报的提醒只显示不朗读。',
  kinds: {
    customerService: '客服申请',
    newOrder: '新订单提醒',
    reminder: '催单提醒',
    info: '其他通知',
  },
  kindHints: {
    customerService: '订单申请客服介入时提醒',
    newOrder: '企业下了新的客户订单时提醒',
    reminder: '客户催单时提醒',
    info: '派单、完工、审批结果等其他消息',
  },
  receive: '接收',
  speak: '语音播报',
  receiveOf: '接收{{kind}}',
  speakOf: '语音播报{{kind}}',
  neverSpoken: '不播报',
  save: '保存',
  saved: '保存成功',
  systemError: '系统错误，请稍后再试',
};
