import type { TextsOf } from '../../../i18n/areaTexts';

/**
 * The account screens' texts in zh-CN, the source. Its keys type the other languages
 * (`Texts`): a missing or extra key there is a type error.
 */
export const zhCN = {
  center: {
    profile: '个人信息',
    loginName: '登录账号',
    userName: '用户名称',
    dept: '部门',
    role: '角色',
    phone: '手机号码',
    recentLogins: '最近登录',
    loginTime: '登录时间',
    ipaddr: '登录地址',
    loginLocation: '登录地点',
    deviceType: '设备类型',
    browser: '浏览器',
    os: '操作系统',
    loadFailed: '加载失败',
    retry: '重试',
  },
  base: {
    title: '基本设置',
    email: '邮箱',
    sex: '性别',
    male: '男',
    female: '女',
    unknown: '未知',
    save: '保存',
    saved: '保存成功',
    nameRequired: '请输入用户名称',
    mobileRule: '请输入正确的手机号码',
    emailRule: '请输入正确的邮箱地址',
    systemError: '系统错误，请稍后再试',
  },
  security: {
    title: '安全设置',
    password: '账户密码',
    passwordHint: '修改后当前会话结束，需要使用新密码重新登录',
    change: '修改',
  },
  custom: {
    title: '个性化设置',
    hint: '偏好设置保存在服务器上，在任何浏览器登录后都会生效。',
    language: '语言',
    tableDensity: '表格密度',
    densityLarge: '默认',
    densityMedium: '中等',
    densitySmall: '紧凑',
    save: '保存',
    saved: '保存成功',
    restore: '恢复默认',
    restoreTitle: '恢复默认设置？',
    restoreContent: '布局设置和表格密度将恢复为默认值并立即保存，语言保持不变。',
    cancel: '取消',
    systemError: '系统错误，请稍后再试',
  },
} as const;

/** The shape of the account screens' texts in every language: the zh-CN keys, each a text. */
export type Texts = TextsOf<typeof zhCN>;
