import type { DemandType } from '@onsite/domain';
import {
  INSTALL_TYPE_INSTALL,
  INSTALL_TYPE_MAINTAIN,
  INSTALL_TYPE_MEASURE,
  INSTALL_TYPE_REPAIR,
} from './installTypes';

/** Order types per install type with the platform's base price in yuan (ids follow this order, from 1). */
export const ORDER_TYPES: readonly (readonly [installType: string, typeName: string, basePrice: number])[] = [
  [INSTALL_TYPE_INSTALL, '智能锁安装', 120],
  [INSTALL_TYPE_INSTALL, '机械锁安装', 80],
  [INSTALL_TYPE_INSTALL, '宽带安装', 60],
  [INSTALL_TYPE_INSTALL, '光猫安装', 50],
  [INSTALL_TYPE_INSTALL, '智能摄像头安装', 70],
  [INSTALL_TYPE_REPAIR, '智能锁维修', 90],
  [INSTALL_TYPE_REPAIR, '开锁服务', 100],
  [INSTALL_TYPE_REPAIR, '宽带故障维修', 55],
  [INSTALL_TYPE_REPAIR, '配件更换', 40],
  [INSTALL_TYPE_MEASURE, '门体测量', 30],
  [INSTALL_TYPE_MEASURE, '开孔测量', 35],
  [INSTALL_TYPE_MAINTAIN, '智能锁保养', 45],
  [INSTALL_TYPE_MAINTAIN, '电池更换', 20],
];

/** Brands with their models (lock brands first, then network equipment). */
export const BRANDS: readonly {
  name: string;
  lock: boolean;
  models: readonly (readonly [name: string, code: string])[];
}[] = [
  {
    name: '德施曼',
    lock: true,
    models: [
      ['小嘀Q5', 'DSM-Q5'],
      ['R8 Pro', 'DSM-R8P'],
      ['T86', 'DSM-T86'],
    ],
  },
  {
    name: '凯迪仕',
    lock: true,
    models: [
      ['K20 Max', 'KDS-K20M'],
      ['Q9', 'KDS-Q9'],
      ['S6', 'KDS-S6'],
    ],
  },
  {
    name: '小米',
    lock: true,
    models: [
      ['智能门锁 Pro', 'XM-LOCK-P'],
      ['智能门锁 M20', 'XM-M20'],
    ],
  },
  {
    name: '鹿客',
    lock: true,
    models: [
      ['Classic 2X', 'LK-C2X'],
      ['S50M', 'LK-S50M'],
    ],
  },
  {
    name: '飞利浦',
    lock: true,
    models: [
      ['EasyKey 702', 'PH-702'],
      ['Alpha-VP', 'PH-AVP'],
    ],
  },
  {
    name: '华为',
    lock: false,
    models: [
      ['光猫 HN8145X6', 'HW-8145X6'],
      ['路由 AX3', 'HW-AX3'],
    ],
  },
  {
    name: '中兴',
    lock: false,
    models: [
      ['光猫 F7610M', 'ZTE-F7610M'],
      ['路由 AX5400', 'ZTE-AX5400'],
    ],
  },
  {
    name: 'TP-LINK',
    lock: false,
    models: [
      ['TL-XDR5430', 'TP-XDR5430'],
      ['TL-IPC44AW', 'TP-IPC44AW'],
    ],
  },
];

export const LOCK_WORDS = [
  '安居',
  '金盾',
  '卫士',
  '恒泰',
  '鑫源',
  '华安',
  '盛世',
  '永固',
  '名门',
  '固特',
  '安心',
  '智守',
  '锦程',
  '瑞祥',
  '顺达',
  '天合',
  '宏图',
  '嘉和',
  '博安',
  '君安',
];
export const OPERATORS = ['中国电信', '中国移动', '中国联通', '中国广电'];

/** Requirement texts per demand type. */
export const DEMAND_TEXTS: Record<DemandType, readonly string[]> = {
  create_order_demand: [
    '下单时必须填写客户门厚',
    '请备注门锁型号及开门方向',
    '宽带工单需填写宽带账号',
    '预约时段需与客户确认',
  ],
  dispatch_order_demand: [
    '优先派给有锁具资质的师傅',
    '同一小区订单合并派单',
    '2 小时内完成派单',
    '夜间订单派给值班师傅',
  ],
  price_demand: ['远程费超过 50 元需报备', '开孔费按实际收取', '超出 20 公里加收上门费', '拆旧锁不另收费'],
  master_demand: [
    '师傅需穿工服并佩戴工牌',
    '上门前 30 分钟电话联系客户',
    '安装完成后拍照上传',
    '禁止向客户推销其他产品',
  ],
  writeoff_demand: [
    '核销需上传完工照片和条形码',
    '客户签字后方可核销',
    '核销时填写旧锁回收情况',
    '宽带测速截图作为核销凭证',
  ],
};

/** Accessory price rows: type, name, category, specification, price. */
export const ACCESSORIES: readonly (readonly [
  type: string,
  name: string,
  category: string,
  spec: string,
  price: number,
])[] = [
  ['1', '锁体', '锁体', '6068 标准锁体', 85],
  ['1', '锁芯', '锁芯', 'C 级叶片锁芯', 60],
  ['1', '把手', '面板', '左开把手', 45],
  ['2', '指纹模组', '电子件', 'FPC1020', 120],
  ['2', '电池盒', '电子件', '4 节 AA', 25],
  ['2', '主板', '电子件', '通用主板', 150],
  ['3', '扣板', '辅材', '不锈钢 240mm', 15],
  ['3', '螺丝包', '辅材', 'M4 × 20 套', 5],
  ['3', '网线', '辅材', '超五类 / 米', 2],
];

export const CUSTOM_INFO_TEXTS = [
  '大客户专线：4008-123-456',
  '月底统一对账',
  '旧锁回收返还企业仓库',
  '安装后 7 天回访',
  '需开具电子发票',
];
