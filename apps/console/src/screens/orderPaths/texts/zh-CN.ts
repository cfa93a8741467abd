/**
 * The texts of an order's side paths (D41: 退单列表, 订单回收, 取消列表, 订单进度) in zh-CN, the source;
 * the spec gives none of them but the screens' names (the catalogue's). The order fields and
 * statuses come from the order screens' texts.
 */
export const zhCN = {
  table: {
    back: '退单列表',
    recovery: '订单回收',
    cancelled: '取消列表',
    course: '订单进度',
  },
  field: {
    backMaster: '退单师傅',
    backCount: '退单次数',
    cancelBy: '取消人',
    cancelTime: '取消时间',
    returnedAt: '退单时间',
    cancelledAt: '取消时间',
  },
  back: {
    hint: '师傅退回的订单，待重新派单：可重新派单或取消订单',
    redispatch: '重新派单',
  },
  recovery: {
    hint: '已取消的订单可以恢复：填写恢复原因后订单回到待派单',
  },
  cancelled: {
    hint: '已取消的订单：取消人、取消时间与取消原因',
  },
  course: {
    search: '查询',
    orderNo: '订单编号',
    orderNoRequired: '请输入订单编号',
    prompt: '输入订单编号，查看订单的每一步：时间、操作人与备注',
    notFound: '没有找到订单 {{orderNo}}',
    failed: '订单进度加载失败',
    order: '订单信息',
    steps: '订单进度',
    time: '时间',
    operator: '操作人',
    step: '操作',
    remark: '备注',
    noSteps: '暂无记录',
    details: '查看订单详情',
  },
};
