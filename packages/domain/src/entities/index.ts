export * from './approval';
export * from './common';
export * from './complaint';
export * from './contract';
// D60: 客户信息订单 and 业务列表.
export * from './customerBusiness';
export * from './customerFinance';
export * from './customerOrder';
export * from './dashboard';
export * from './demand';
export * from './enterprise';
// D66: an enterprise's pictures (图片管理).
export * from './enterpriseImage';
// D63: district prices, deductions and the enterprise requests of the approval model.
export * from './enterpriseRequests';
export * from './enterpriseService';
export * from './enterpriseStatement';
export * from './enterpriseUsers';
export * from './feedback';
export * from './finance';
export * from './guarantee';
export * from './history';
export * from './jobs';
export * from './marginReturn';
export * from './master';
export * from './masterFinance';
export * from './masterLabel';
export * from './masterRecords';
export * from './masterTeams';
export * from './model';
export * from './order';
export * from './orderPaths';
// D65: order timeouts per enterprise and overdue orders.
export * from './orderTimeout';
// D61: accessories, commodities, parts stock, stock moves and parts orders.
export * from './parts';
export * from './preferences';
export * from './price';
export * from './realtime';
export * from './reference';
export * from './registrationCode';
export * from './salesCatalog';
export * from './session';
export * from './storedFile';
export * from './stuff';
export * from './sysOps';
export * from './system';
export * from './thirdOrder';
export * from './training';
export * from './workflow';
