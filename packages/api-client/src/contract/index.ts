import { analysis } from './analysis';
import { auth } from './auth';
import { backlog } from './backlog';
import { basicdata } from './basicdata';
import { dfs } from './dfs';
import { enterprise } from './enterprise';
import { finance } from './finance';
import { master } from './master';
import { order } from './order';
import { stuff } from './stuff';
import { system } from './system';

export * from './define';
export { UploadResultSchema } from './dfs';
export {
  type EnterpriseProfileUpdate,
  EnterpriseProfileUpdateSchema,
  type ReturnAddressRow,
  ReturnAddressRowSchema,
} from './enterprise/management';
export { EnterprisePriceRowInputSchema, PriceInputField } from './enterprise/price';
export * from './envelope';
export { type ContractEntry, listCalls } from './list';

/**
 * Every call of the backend, grouped by the spec's families. The client's functions mirror this
 * object (`client.enterprise.contract.toMain`); the reference server registers a route for each
 * call with the same schemas.
 */
export const contract = {
  auth,
  system,
  stuff,
  order,
  finance,
  basicdata,
  enterprise,
  dfs,
  backlog,
  analysis,
  master,
};

export type Contract = typeof contract;
