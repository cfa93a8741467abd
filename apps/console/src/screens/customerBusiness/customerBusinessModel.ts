/** D60: the query keys of 客户信息订单 and 业务列表 (a change invalidates the area's). */
export const customerBusinessKeys = {
  all: ['customerBusiness'] as const,
  customers: () => ['customerBusiness', 'customers'] as const,
  history: (mobile: string) => ['customerBusiness', 'history', mobile] as const,
  leads: () => ['customerBusiness', 'leads'] as const,
  follows: (leadId: number) => ['customerBusiness', 'follows', leadId] as const,
};
