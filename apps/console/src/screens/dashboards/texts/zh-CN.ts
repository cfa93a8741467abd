import type { TextsOf } from '../../../i18n/areaTexts';

/**
 * The dashboards' and result pages' texts in zh-CN, the source. Its keys type the other languages
 * (`Texts`): a missing or extra key there is a type error.
 */
export const zhCN = {
  yuan: '{{amount}} 元',
  loadFailed: '加载失败',
  workbench: {
    wallet: '钱包余额',
    topUp: '充值',
    viewOrders: '查看订单',
    orderCounts: '订单概况',
    latestOrders: '最新订单',
    allOrders: '全部订单',
    orderNo: '订单号',
    customerName: '客户姓名',
    orderType: '订单类型',
    orderStatus: '订单状态',
    createTime: '创建时间',
  },
  analysis: {
    title: '月度订单',
    description: '本年每月新建的订单数',
    month: '月份',
    count: '订单数',
    chart: '图表',
    table: '表格',
    chartLabel: '本年每月新建订单数柱状图，最多的一个月 {{max}} 单，全年共 {{total}} 单',
  },
  result: {
    successTitle: '操作成功',
    successSubTitle: '您的操作已成功完成。',
    failTitle: '操作失败',
    failSubTitle: '请核对并修改信息后重新提交。',
    home: '返回首页',
    back: '返回上一页',
  },
} as const;

/** The shape of the dashboards' and result pages' texts in every language: the zh-CN keys, each a text. */
export type Texts = TextsOf<typeof zhCN>;
