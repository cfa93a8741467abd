import type { TextsOf } from '../../../i18n/areaTexts';

/**
 * The wallet and finance screens' texts in zh-CN, the source. Its keys type the other languages
 * (`Texts`): a missing or extra key there is a type error.
 */
export const zhCN = {
  enterprise: '企业',
  chooseEnterprise: '请选择企业',
  yuan: '{{amount}} 元',
  recharge: {
    enterprise: '充值企业',
    chooseFirst: '请先选择要充值的企业',
    balance: '钱包余额',
    records: '充值记录',
    accountFailed: '账户信息加载失败',
  },
  walletList: {
    table: '钱包列表',
    enterpriseId: '企业编号',
    enterpriseName: '企业名称',
    totalBalance: '钱包余额（元）',
    bills: '账单',
    records: '充值记录',
  },
  walletRecord: {
    table: '充值记录',
    enterpriseName: '企业名称',
    orderNo: '订单号',
    rechargeMoney: '充值金额（元）',
    payType: '支付方式',
    status: '状态',
    createBy: '创建人',
    rechargeTime: '充值时间',
    pay: '支付',
    delete: '删除',
    deleteConfirm: '确定删除该充值记录吗？',
    deleted: '删除成功',
    deleteFailed: '删除失败',
    deleteFailedBecause: '删除失败：{{reason}}',
    topUp: '在线充值',
  },
  enterpriseBill: {
    table: '企业账单',
    operType: '操作类型',
    orderNo: '订单号',
    createBy: '操作人',
    createTime: '操作时间',
    changeMoney: '变动金额（元）',
    balance: '余额（元）',
    marketPrincipal: '市场负责人',
    phonenumber: '联系电话',
    remark: '备注',
    chooseFirst: '请选择企业后查看其账单',
  },
} as const;

/** The shape of the wallet and finance screens' texts in every language: the zh-CN keys, each a text. */
export type Texts = TextsOf<typeof zhCN>;
