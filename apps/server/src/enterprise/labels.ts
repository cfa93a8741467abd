import type {
  AddressMessage,
  BarcodeMessage,
  DemandMessage,
  DemandType,
  EnterpriseMessage,
} from '@onsite/domain';

/**
 * Chinese texts of the enterprise family: the zh-CN texts of the domain's message keys (spec 001 §5,
 * character for character), history modules and operation types, and display labels.
 */
export const DOMAIN_MESSAGE_TEXT: Record<
  AddressMessage | BarcodeMessage | DemandMessage | EnterpriseMessage,
  string
> = {
  'address.phoneInvalid': '请输入11位联系方式',
  'address.incomplete': '旧件寄回地址填写不完整!',
  'barcode.pictureRequired': '产品条形码打开，至少上传一张示例图！',
  'barcode.tooManyPictures': '产品条形码示例图最多上传3张',
  'demand.contentRequired': '要求不能为空！',
  'enterprise.nameRequired': '请输入企业名称',
  'enterprise.shortNameRequired': '请输入企业简称',
};

/** Spec 001 §5 contract upload message. */
export const CONTRACT_FILE_TYPE_MESSAGE = '上传文件格式不支持!';

/** Modules of the history tab (filter `module`). */
export const HISTORY_MODULES = {
  profile: '企业信息',
  price: '金额信息',
  setting: '企业设置',
  contract: '企业合同',
  demand: '企业需求',
} as const;
export type HistoryModule = (typeof HISTORY_MODULES)[keyof typeof HISTORY_MODULES];

/** Operation types of the history tab (filter `operateType`). */
export const OPERATE_TYPES = {
  add: '新增',
  edit: '修改',
  remove: '删除',
  resume: '恢复',
  enable: '启用',
  disable: '禁用',
  setMain: '设为主合同',
  unsetMain: '取消主合同',
  upload: '上传',
  configure: '配置',
} as const;
export type OperateType = (typeof OPERATE_TYPES)[keyof typeof OPERATE_TYPES];

/** The five requirement tabs (spec 001 §2 Tab 3). */
export const DEMAND_TYPE_LABELS: Record<DemandType, string> = {
  create_order_demand: '开单要求',
  dispatch_order_demand: '派单要求',
  price_demand: '金额要求',
  master_demand: '师傅要求',
  writeoff_demand: '核销要求',
};

/** Enterprise types (spec 001 §9): 0 lock enterprise, 1 telecom company. */
export const ENTERPRISE_TYPE_LABELS: Record<0 | 1, string> = { 0: '锁企', 1: '电信企业' };

/** Accessory types of the accessory price tab (value → label). */
export const ACCESSORY_TYPES: readonly { value: string; label: string }[] = [
  { value: '1', label: '锁体配件' },
  { value: '2', label: '电子配件' },
  { value: '3', label: '安装辅材' },
];

export function accessoryTypeLabel(value: string): string {
  return ACCESSORY_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** Yes / no of the 0/1 switches as history shows them. */
export const flagText = (flag: number | null | undefined) => (flag === 1 ? '是' : '否');
