/**
 * The values the reference server writes into history rows (module and operation type are matched
 * exactly by `/enterprise/management/recordList`). The contract types them as free text, so the
 * filter offers these; the labels come from the catalogues.
 */
export const HISTORY_MODULES = {
  profile: '企业信息',
  price: '金额信息',
  setting: '企业设置',
  contract: '企业合同',
  demand: '企业需求',
} as const;
export type HistoryModuleKey = keyof typeof HISTORY_MODULES;

export const HISTORY_OPERATE_TYPES = {
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
export type HistoryOperateTypeKey = keyof typeof HISTORY_OPERATE_TYPES;
