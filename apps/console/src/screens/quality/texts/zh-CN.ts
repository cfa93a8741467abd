import type { TextsOf } from '../../../i18n/areaTexts';

/**
 * The texts of 订单反馈, 师傅评分 and 师傅查询 in zh-CN, the source (D50). The spec names only the screens;
 * the rest is ours. Its keys type the other languages.
 */
export const zhCN = {
  field: {
    orderNo: '工单号',
    enterprise: '企业',
    customer: '客户',
    master: '师傅',
    stars: '评分',
    comment: '评价内容',
    finishTime: '完工时间',
    createTime: '评价时间',
    createBy: '记录人',
    phonenumber: '手机号码',
    team: '所属团队',
    state: '状态',
    score: '评分',
    ratingCount: '评价数',
    lastRatingTime: '最近评价',
    skills: '技能',
    regions: '服务区域',
    openOrders: '在办订单',
    minScore: '最低评分',
    maxScore: '最高评分',
    province: '服务省份',
    city: '服务城市',
    area: '服务区县',
  },
  states: { active: '在岗', blacklisted: '已拉黑', off: '离岗' },
  starCount: '{{count}} 星',
  starOptions: {
    '5': '5 星 · 非常满意',
    '4': '4 星 · 满意',
    '3': '3 星 · 一般',
    '2': '2 星 · 不满意',
    '1': '1 星 · 非常不满意',
  },
  noScore: '暂无评分',
  noComment: '（未填写）',
  chooseMaster: '输入姓名搜索师傅',
  chooseEnterprise: '请选择企业',
  scorePlaceholder: '0–5',
  feedback: {
    table: '订单反馈',
    add: '记录评价',
    title: '记录客户评价',
    hint: '订单完工（已完工、已验收、已结算）后才能记录客户的评价，每个订单只能评价一次；记录后师傅的评分立即重新计算。',
    orderNoRequired: '请输入工单号',
    orderNoPlaceholder: '例如 GD20240601000001',
    starsRequired: '请选择评分',
    commentRequired: '两星及以下的评价请填写评价内容',
    commentPlaceholder: '客户的原话或问题描述，最多 500 字',
    saved: '评价已记录',
  },
  score: {
    table: '师傅评分',
    formula:
      '评分 = 最近 {{window}} 条客户评价的平均星级 − 近 {{days}} 天每条成立的投诉扣 {{deduction}} 分，限定在 0–5 分，保留一位小数；没有评价的师傅暂无评分。成立的投诉来自投诉管理。',
    detail: '评分明细',
    detailTitle: '{{name}} · 评分明细',
    current: '当前评分',
    ratingCount: '评价总数',
    counted: '计入评分',
    countedValue: '最近 {{count}} 条（最多 {{window}} 条）',
    average: '平均星级',
    complaints: '投诉扣分',
    complaintsValue: '成立的投诉 {{count}} 条，扣 {{deduction}} 分',
    ratings: '计入评分的评价',
    noRatings: '该师傅还没有客户评价',
    detailFailed: '评分明细加载失败',
    retry: '重试',
  },
  query: {
    table: '师傅查询',
    hint: '只读查询：按技能、服务区域、状态和评分找师傅，查看其在办订单和评分；派单请在订单列表中操作。',
  },
};

export type Texts = TextsOf<typeof zhCN>;
