import type { DictLabelTranslations } from '@onsite/domain';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { INSTALL_TYPES } from './installTypes';

/** One seeded entry: its value and its label in zh-CN, zh-TW, en-US and pt-BR (D31). */
export type DictSeedEntry = readonly [value: string, zhCN: string, zhTW: string, enUS: string, ptBR: string];

interface DictSeed {
  type: string;
  name: string;
  remark?: string;
  entries: readonly DictSeedEntry[];
}

/** The dictionaries of spec 000 §3 and 001 §3 (value → label), plus the statuses the screens show. */
export const DICTIONARIES: readonly DictSeed[] = [
  {
    type: 'install_type',
    name: '安装类型',
    entries: INSTALL_TYPES.map(
      ({ value, label, translations }) =>
        [value, label, translations['zh-TW'], translations['en-US'], translations['pt-BR']] as const,
    ),
  },
  {
    type: 'remove_type',
    name: '客户订单移除原因',
    remark: '原因 3 需要填写备注（spec 000 §5）',
    entries: [
      ['1', '重复下单', '重複下單', 'Duplicate order', 'Pedido duplicado'],
      ['2', '客户取消', '客戶取消', 'Cancelled by the customer', 'Cancelado pelo cliente'],
      ['3', '其他', '其他', 'Other', 'Outro'],
      ['4', '信息有误', '資訊有誤', 'Wrong information', 'Informações incorretas'],
      ['5', '超出服务范围', '超出服務範圍', 'Outside the service area', 'Fora da área de atendimento'],
    ],
  },
  {
    type: 'invoice_type',
    name: '发票类型',
    entries: [
      ['0', '增值税普通发票', '增值稅普通發票', 'Standard VAT invoice', 'Nota fiscal comum'],
      ['1', '增值税专用发票', '增值稅專用發票', 'Special VAT invoice', 'Nota fiscal com crédito de imposto'],
      ['2', '电子发票', '電子發票', 'Electronic invoice', 'Nota fiscal eletrônica'],
    ],
  },
  {
    type: 'enterprise_level',
    name: '企业星级',
    entries: [
      ['1', '一星', '一星', '1 star', '1 estrela'],
      ['2', '二星', '二星', '2 stars', '2 estrelas'],
      ['3', '三星', '三星', '3 stars', '3 estrelas'],
      ['4', '四星', '四星', '4 stars', '4 estrelas'],
      ['5', '五星', '五星', '5 stars', '5 estrelas'],
    ],
  },
  {
    type: 'enterprise_importance_type',
    name: '企业重要程度',
    remark: '1 重点企业：可指定订单负责人（spec 001 §4）',
    entries: [
      ['0', '普通企业', '普通企業', 'Regular enterprise', 'Empresa comum'],
      ['1', '重点企业', '重點企業', 'Key enterprise', 'Empresa-chave'],
    ],
  },
  {
    type: 'enterprise_invoice',
    name: '是否开票',
    entries: [
      ['0', '不开票', '不開票', 'No invoice', 'Sem nota fiscal'],
      ['1', '开票', '開票', 'Invoice', 'Com nota fiscal'],
    ],
  },
  {
    type: 'enterprise_tax',
    name: '税费承担方',
    entries: [
      ['0', '企业承担', '企業承擔', 'Paid by the enterprise', 'Pago pela empresa'],
      ['1', '平台承担', '平台承擔', 'Paid by the platform', 'Pago pela plataforma'],
    ],
  },
  {
    type: 'pay_type',
    name: '付款方式',
    entries: [
      ['0', '预付款', '預付款', 'Prepayment', 'Pagamento antecipado'],
      ['1', '后付款', '後付款', 'Postpayment', 'Pagamento posterior'],
      ['2', '线下转账', '線下轉帳', 'Bank transfer', 'Transferência bancária'],
    ],
  },
  {
    type: 'settle_cycle',
    name: '结算周期',
    remark: '1 周结、2 月结可选回款方式（spec 001 §4）',
    entries: [
      ['0', '单结', '單結', 'Per order', 'Por pedido'],
      ['1', '周结', '週結', 'Weekly', 'Semanal'],
      ['2', '月结', '月結', 'Monthly', 'Mensal'],
    ],
  },
  {
    type: 'return_money',
    name: '回款方式',
    remark: '0 按日期回款；1 开票后回款（spec 001 §4）',
    entries: [
      ['0', '固定日期回款', '固定日期回款', 'On a fixed date', 'Em data fixa'],
      ['1', '开票后回款', '開票後回款', 'After invoicing', 'Após a emissão da nota'],
    ],
  },
  {
    type: 'customer_order_status',
    name: '客户订单状态',
    entries: [
      ['0', '待处理', '待處理', 'To process', 'A processar'],
      ['1', '已处理', '已處理', 'Processed', 'Processado'],
      ['2', '已移除', '已移除', 'Removed', 'Removido'],
    ],
  },
  {
    type: 'order_status',
    name: '订单状态',
    entries: [
      ['toDispatch', '待派单', '待派單', 'To dispatch', 'A despachar'],
      ['dispatched', '已派单', '已派單', 'Dispatched', 'Despachado'],
      ['accepted', '已接单', '已接單', 'Accepted', 'Aceito'],
      ['inService', '服务中', '服務中', 'In service', 'Em atendimento'],
      ['completed', '已完成', '已完成', 'Completed', 'Concluído'],
      ['verified', '已验收', '已驗收', 'Verified', 'Vistoriado'],
      ['settled', '已结算', '已結算', 'Settled', 'Liquidado'],
      ['cancelled', '已取消', '已取消', 'Cancelled', 'Cancelado'],
      ['customerServiceApply', '客服申请', '客服申請', 'Customer service request', 'Pedido ao atendimento'],
    ],
  },
  {
    type: 'recharge_status',
    name: '充值状态',
    entries: [
      ['1', '已支付', '已支付', 'Paid', 'Pago'],
      ['2', '未支付', '未支付', 'Unpaid', 'Não pago'],
      ['3', '已取消', '已取消', 'Cancelled', 'Cancelado'],
    ],
  },
  {
    type: 'recharge_pay_type',
    name: '充值支付方式',
    entries: [
      ['1', '线下转账', '線下轉帳', 'Bank transfer', 'Transferência bancária'],
      ['2', '在线支付', '線上支付', 'Online payment', 'Pagamento online'],
    ],
  },
  {
    type: 'bill_oper_type',
    name: '账单操作类型',
    remark: '5 同时表示回收站恢复与转单恢复（D6）',
    entries: [
      ['0', '充值', '儲值', 'Top-up', 'Recarga'],
      ['1', '工单', '工單', 'Work order', 'Ordem de serviço'],
      ['2', '回收站', '回收站', 'Recycle bin', 'Lixeira'],
      ['3', '修改', '修改', 'Change', 'Alteração'],
      ['4', '转单', '轉單', 'Transfer', 'Transferência'],
      ['5', '回收站恢复', '回收站恢復', 'Restored', 'Restaurado'],
    ],
  },
  {
    type: 'sys_user_sex',
    name: '用户性别',
    entries: [
      ['0', '男', '男', 'Male', 'Masculino'],
      ['1', '女', '女', 'Female', 'Feminino'],
      ['2', '未知', '未知', 'Unknown', 'Não informado'],
    ],
  },
  {
    type: 'sys_normal_disable',
    name: '系统开关',
    entries: [
      ['0', '正常', '正常', 'Normal', 'Normal'],
      ['1', '停用', '停用', 'Disabled', 'Desativado'],
    ],
  },
];

/** The translations of a seeded entry, as `sys_dict_data.label_translations` keeps them. */
export function seedTranslations([, , zhTW, enUS, ptBR]: DictSeedEntry): DictLabelTranslations {
  return { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
}

export function seedDictionaries(db: Db, at: number): void {
  const time = formatTime(at);
  const type = db.prepare(
    'INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, remark, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const data = db.prepare(
    `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, status, remark, create_time, label_translations)
     VALUES (?, ?, ?, ?, '0', '', ?, ?)`,
  );
  DICTIONARIES.forEach((dict, index) => {
    type.run(index + 1, dict.name, dict.type, '0', dict.remark ?? '', time);
    dict.entries.forEach((entry, sort) => {
      const [value, label] = entry;
      data.run(sort + 1, label, value, dict.type, time, JSON.stringify(seedTranslations(entry)));
    });
  });
}
