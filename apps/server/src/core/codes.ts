/**
 * Button / permission codes of the core families, in RuoYi's `family:entity:action` form. The spec
 * names codes only for the enterprise dialog (001 §6); these are this server's choice for the other
 * screens and are what roles grant (`sys_role_button`) and what the routes check (D11 applies:
 * user 1 and a user whose roles grant no button at all may use every button).
 */
export const CODES = {
  userList: 'system:user:list',
  userQuery: 'system:user:query',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userResetPwd: 'system:user:resetPwd',
  roleList: 'system:role:list',
  roleQuery: 'system:role:query',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  deptList: 'system:dept:list',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictRemove: 'system:dict:remove',
  loginLogList: 'monitor:logininfor:list',
  operLogList: 'monitor:operlog:list',
  customerOrderList: 'order:customer:list',
  customerOrderPlace: 'order:customer:place',
  customerOrderRemove: 'order:customer:remove',
  customerOrderRecover: 'order:customer:recover',
  customerOrderExport: 'order:customer:export',
  orderList: 'order:order:list',
  orderQuery: 'order:order:query',
  orderAdd: 'order:order:add',
  orderDispatch: 'order:order:dispatch',
  orderCancel: 'order:order:cancel',
  walletQuery: 'finance:wallet:query',
  rechargeList: 'finance:recharge:list',
  rechargeAdd: 'finance:recharge:add',
  rechargeRemove: 'finance:recharge:remove',
  billList: 'finance:bill:list',
} as const;

export type CoreCode = (typeof CODES)[keyof typeof CODES];
