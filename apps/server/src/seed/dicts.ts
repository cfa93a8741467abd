import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { INSTALL_TYPES } from './installTypes';

interface DictSeed {
  type: string;
  name: string;
  remark?: string;
  entries: readonly (readonly [value: string, label: string])[];
}

/** The dictionaries of spec 000 §3 and 001 §3 (value → label), plus the statuses the screens show. */
export const DICTIONARIES: readonly DictSeed[] = [
  {
    type: 'install_type',
    name: '安装类型',
    entries: INSTALL_TYPES.map((entry) => [entry.value, entry.label] as const),
  },
  {
    type: 'remove_type',
    name: '客户订单移除原因',
    remark: '原因 3 需要填写备注（spec 000 §5）',
    entries: [
      ['1', '重复下单'],
      ['2', '客户取消'],
      ['3', '其他'],
      ['4', '信息有误'],
      ['5', '超出服务范围'],
    ],
  },
  {
    type: 'invoice_type',
    name: '发票类型',
    entries: [
      ['0', '增值税普通发票'],
      ['1', '增值税专用发票'],
      ['2', '电子发票'],
    ],
  },
  {
    type: 'enterprise_level',
    name: '企业星级',
    entries: [
      ['1', '一星'],
      ['2', '二星'],
      ['3', '三星'],
      ['4', '四星'],
      ['5', '五星'],
    ],
  },
  {
    type: 'enterprise_importance_type',
    name: '企业重要程度',
    remark: '1 重点企业：可指定订单负责人（spec 001 §4）',
    entries: [
      ['0', '普通企业'],
      ['1', '重点企业'],
    ],
  },
  {
    type: 'enterprise_invoice',
    name: '是否开票',
    entries: [
      ['0', '不开票'],
      ['1', '开票'],
    ],
  },
  {
    type: 'enterprise_tax',
    name: '税费承担方',
    entries: [
      ['0', '企业承担'],
      ['1', '平台承担'],
    ],
  },
  {
    type: 'pay_type',
    name: '付款方式',
    entries: [
      ['0', '预付款'],
      ['1', '后付款'],
      ['2', '线下转账'],
    ],
  },
  {
    type: 'settle_cycle',
    name: '结算周期',
    remark: '1 周结、2 月结可选回款方式（spec 001 §4）',
    entries: [
      ['0', '单结'],
      ['1', '周结'],
      ['2', '月结'],
    ],
  },
  {
    type: 'return_money',
    name: '回款方式',
    remark: '0 按日期回款；1 开票后回款（spec 001 §4）',
    entries: [
      ['0', '固定日期回款'],
      ['1', '开票后回款'],
    ],
  },
  {
    type: 'customer_order_status',
    name: '客户订单状态',
    entries: [
      ['0', '待处理'],
      ['1', '已处理'],
      ['2', '已移除'],
    ],
  },
  {
    type: 'order_status',
    name: '订单状态',
    entries: [
      ['toDispatch', '待派单'],
      ['dispatched', '已派单'],
      ['inService', '服务中'],
      ['completed', '已完成'],
      ['cancelled', '已取消'],
      ['customerServiceApply', '客服申请'],
    ],
  },
  {
    type: 'recharge_status',
    name: '充值状态',
    entries: [
      ['1', '已支付'],
      ['2', '未支付'],
      ['3', '已取消'],
    ],
  },
  {
    type: 'recharge_pay_type',
    name: '充值支付方式',
    entries: [
      ['1', '线下转账'],
      ['2', '在线支付'],
    ],
  },
  {
    type: 'bill_oper_type',
    name: '账单操作类型',
    remark: '5 同时表示回收站恢复与转单恢复（D6）',
    entries: [
      ['0', '充值'],
      ['1', '工单'],
      ['2', '回收站'],
      ['3', '修改'],
      ['4', '转单'],
      ['5', '回收站恢复'],
    ],
  },
  {
    type: 'sys_user_sex',
    name: '用户性别',
    entries: [
      ['0', '男'],
      ['1', '女'],
      ['2', '未知'],
    ],
  },
  {
    type: 'sys_normal_disable',
    name: '系统开关',
    entries: [
      ['0', '正常'],
      ['1', '停用'],
    ],
  },
];

export function seedDictionaries(db: Db, at: number): void {
  const time = formatTime(at);
  const type = db.prepare(
    'INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, remark, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const data = db.prepare(
    `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, status, remark, create_time)
     VALUES (?, ?, ?, ?, '0', '', ?)`,
  );
  DICTIONARIES.forEach((dict, index) => {
    type.run(index + 1, dict.name, dict.type, '0', dict.remark ?? '', time);
    dict.entries.forEach(([value, label], sort) => {
      data.run(sort + 1, label, value, dict.type, time);
    });
  });
}
