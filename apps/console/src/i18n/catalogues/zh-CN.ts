import { menuCatalogue } from './menuTitles';

/**
 * The console's own texts in zh-CN (namespace `console`). Texts the spec quotes are verbatim
 * (spec README); the others are ours. Every other catalogue has exactly these keys.
 */
export const zhCN = {
  app: {
    title: '上门服务管理平台',
  },
  brand: {
    product: { name: '上门服务管理平台', slogan: '安装与售后服务，一站管理' },
    alliance: { name: '上门服务联盟', slogan: '连接企业、师傅与客户' },
    lockAlliance: { name: '智能门锁服务联盟', slogan: '门锁安装与售后服务协作平台' },
    telecomAlliance: { name: '通信装维服务联盟', slogan: '通信装维服务协作平台' },
    icp: 'ICP备案号（部署时配置）',
  },
  errors: {
    systemError: '系统错误，请稍后再试',
    sessionExpired: '登录超时，请重新登录',
    forbidden: '无权访问',
    userInfoTitle: '错误',
    userInfoText: '请求用户信息失败，请重试',
  },
  session: {
    userInfoFailed: '请求用户信息失败，请重试',
  },
  password: {
    rule: '请输入8位以上密码，必须包含数字、字母、英文特殊字符',
    mismatch: '两次密码不一致!',
  },
  form: {
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    phoneRequired: '请输入手机号',
    phoneInvalid: '请输入11位手机号',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入短信验证码',
    smsCodeRequired: '请输入短信验证码',
    smsCodeInvalid: '验证码为4到6位数字',
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    codeSent: '验证码已发送',
    password: '密码',
    passwordPlaceholder: '8位以上，含数字、字母和英文特殊字符',
    passwordRequired: '请输入密码',
    confirmPassword: '确认密码',
    confirmPlaceholder: '请再次输入密码',
    confirmRequired: '请再次输入密码',
    backToLogin: '返回登录',
  },
  login: {
    tabAccount: '账号密码登录',
    tabPhone: '手机号登录',
    username: '账号',
    usernamePlaceholder: '请输入账号',
    usernameRequired: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    captcha: '图形验证码',
    captchaPlaceholder: '请输入图形验证码',
    captchaRequired: '请输入图形验证码',
    captchaImage: '图形验证码，点击换一张',
    captchaRefresh: '换一张',
    captchaFailed: '加载失败，点击重试',
    submit: '登录',
    forgot: '忘记密码',
    registerEnterprise: '注册企业',
    registerEmployee: '员工注册',
    success: '登录成功',
  },
  register: {
    title: '企业注册',
    enterpriseName: '企业名称',
    enterpriseNamePlaceholder: '请输入企业全称',
    enterpriseNameRequired: '请输入企业名称',
    enterpriseSysName: '企业简称',
    enterpriseSysNamePlaceholder: '请输入企业简称',
    enterpriseSysNameRequired: '请输入企业简称',
    types: '企业类型',
    typesRequired: '请选择企业类型',
    typeLock: '门锁企业',
    typeTelecom: '通信企业',
    userName: '联系人姓名',
    userNamePlaceholder: '请输入联系人姓名',
    userNameRequired: '请输入联系人姓名',
    submit: '注册',
    haveAccount: '已有账号？去登录',
  },
  userRegister: {
    title: '员工注册',
    registrationCode: '企业注册码',
    registrationCodePlaceholder: '请输入企业提供的注册码',
    registrationCodeRequired: '请输入企业注册码',
    registrationCodeInvalid: '注册码为4到32位字母或数字',
    check: '验证',
    enterprise: '所属企业：{{name}}',
    checkFirst: '请先验证企业注册码',
    userName: '姓名',
    userNamePlaceholder: '请输入您的姓名',
    userNameRequired: '请输入姓名',
    submit: '注册',
  },
  registerResult: {
    title: '注册成功',
    enterprise: '企业“{{name}}”已注册，请使用手机号 {{phone}} 和密码登录。',
    employee: '您已加入“{{name}}”，请使用手机号 {{phone}} 和密码登录。',
    noneTitle: '没有注册记录',
    noneText: '请先完成注册，或直接登录。',
    goRegister: '去注册',
  },
  recover: {
    title: '找回密码',
    newPassword: '新密码',
    submit: '重置密码',
    success: '密码已重置，请使用新密码登录',
    contactAdminTitle: '请联系管理员重置密码',
    contactAdminText: '本站点的账号由所属机构统一管理，忘记密码时请联系您的管理员。',
  },
  header: {
    screenUnavailable: '您没有该页面的访问权限',
  },
  live: {
    customerService: { title: '客服工单提醒', open: '查看工单' },
    newOrder: { title: '新订单提醒' },
    reminder: { title: '催单提醒' },
    info: { title: '消息通知' },
    noOrderList: '您没有订单列表的访问权限',
  },
  notification: {
    later: '稍后处理',
    now: '立即处理',
  },
  screens: {
    welcomeRole: '{{role}} · {{dept}}',
    welcomeIntro: '欢迎使用{{product}}。请从左侧菜单选择要处理的工作。',
    chunkFailedTitle: '页面加载失败',
    chunkFailedText: '网络不稳定或系统已更新，请重试。',
    retry: '重试',
    reload: '刷新页面',
    loading: '正在加载…',
  },
  /** Menu titles by menu key (the server's menuName is the zh-CN title). */
  menu: menuCatalogue('zh-CN'),
  testHome: {
    title: '测试页',
    text: '这是不依赖菜单的固定页面（/test/home），使用空白布局。',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every catalogue of the console has: the zh-CN keys, with any string as value. */
export type ConsoleCatalogue = Widen<typeof zhCN>;
