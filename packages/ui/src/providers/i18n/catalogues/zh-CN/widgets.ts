/**
 * Texts of the shell widgets (spec 000 §2.2, §2.3, §4.5, §8, §9). Quoted spec texts are verbatim;
 * texts the spec does not give (menu commands, PDF counter, notice placeholder, labels) are ours.
 */
export const widgets = {
  common: {
    saveSuccess: '保存成功',
    systemError: '系统错误，请稍后再试',
    retry: '重试',
    save: '保存',
    cancel: '取消',
  },
  language: {
    menu: '语言',
    current: '语言：{{language}}',
    loadFailed: '{{language}} 加载失败，请重试',
  },
  tabs: {
    lastTab: '这是最后一个标签了, 无法被关闭',
    noneLeft: '左侧没有标签',
    noneRight: '右侧没有标签',
    closeCurrent: '关闭当前',
    closeRight: '关闭右侧',
    closeLeft: '关闭左侧',
    closeAll: '关闭全部',
    close: '关闭标签',
    more: '标签操作',
    list: '已打开的页面',
    refresh: '刷新当前标签',
    /** Closing a tab whose screen holds unsaved input (issue 16 item 5); the enterprise dialog's wording. */
    unsaved: {
      title: '有未保存的修改，确定关闭吗？',
      content: '关闭后，未保存的修改将丢失。',
      ok: '关闭',
      cancel: '继续编辑',
    },
    unsavedRefresh: {
      title: '有未保存的修改，确定刷新吗？',
      content: '刷新后，未保存的修改将丢失。',
      ok: '刷新',
    },
  },
  pdf: {
    previous: '上一页',
    next: '下一页',
    counter: '第 {{page}} / {{total}} 页',
    page: '第 {{page}} 页',
    loading: '正在加载文件…',
    loadFailed: '文件加载失败',
    loadFailedHint: '文件不存在或已损坏，请稍后再试或联系管理员。',
    defaultTitle: 'PDF 预览',
  },
  demand: {
    title: '需求配置',
    stepModels: '关联机型',
    stepOrderTypes: '关联工单类型',
    relaType: '关系类型',
    link: '关联',
    exclude: '排除',
    models: '机型',
    orderTypes: '工单类型',
    noModels: '暂无机型',
    noOrderTypes: '暂无工单类型',
    loadFailed: '需求配置加载失败',
  },
  notice: {
    label: '通知',
    title: '通知',
    empty: '暂无通知',
    clear: '清空',
    closeAlerts: '关闭所有弹出提醒（{{count}}）',
  },
  table: {
    total: '共计 {{total}} 项条目',
    loadFailed: '数据加载失败',
  },
  exception: {
    forbidden: '无权访问',
    notFound: '页面不存在或仍在开发中',
    serverError: '服务器出错了',
    backHome: '返回首页',
  },
} as const;
