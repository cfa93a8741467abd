/**
 * Texts of the enterprise setup screens (D56): 企业配置, 企业定制 and 企业注册. The screen names are the
 * seeded menu's; the spec names only the keys. The parts shown inside (the switches, the custom info,
 * the requirements) keep the ui's texts of the enterprise dialog (spec 001).
 */
export const zhCN = {
  picker: {
    choose: '选择企业',
    chooseHint: '请选择企业',
    noEnterprise: '当前账号未关联企业',
  },
  configuration: {
    noPermission: '无权查看企业配置',
  },
  customisation: {
    demands: '需求配置',
    noDemandPermission: '无权查看需求配置',
  },
  registration: {
    table: '企业注册码',
    field: {
      enterprise: '企业',
      code: '注册码',
      kind: '类型',
      state: '状态',
      status: '启用状态',
      uses: '使用次数',
      expireTime: '有效期至',
      createBy: '创建人',
      createTime: '创建时间',
      updateTime: '最近变更',
    },
    states: { enabled: '可用', disabled: '已禁用', expired: '已过期', usedUp: '已用完' },
    status: { enabled: '启用', disabled: '禁用' },
    kinds: { standing: '企业常设', issued: '发放' },
    uses: '{{used}} / {{max}}',
    noLimit: '不限',
    noExpiry: '长期有效',
    add: '生成注册码',
    addTitle: '生成注册码',
    chooseEnterprise: '请选择企业',
    expireDay: '有效期至（当天 23:59:59）',
    expireRequired: '请选择有效期',
    maxUses: '可使用次数',
    maxUsesRequired: '请输入可使用次数',
    ok: '生成',
    created: '注册码已生成',
    rotate: '更换',
    confirmRotate: '更换后旧注册码立即失效，确定更换吗？',
    rotated: '注册码已更换，旧注册码已失效',
    disable: '禁用',
    confirmDisable: '禁用后该注册码不能再注册，确定禁用吗？',
    disabledDone: '禁用成功',
    enable: '启用',
    confirmEnable: '确定启用该注册码吗？',
    enabledDone: '启用成功',
    reveal: {
      title: '注册码',
      enterprise: '企业：{{name}}',
      once: '注册码只显示这一次：请复制后交给该企业的员工，在注册页（加入企业）使用。关闭后只显示末四位。',
      close: '我已保存',
    },
  },
};
