import { brand } from './brand';
import { contract } from './contract';
import { customInfo } from './customInfo';
import { demand } from './demand';
import { demandPic } from './demandPic';
import { enterpriseRequests } from './enterpriseRequests';
import { blacklist, customerDatabase, orderManagement, problem } from './enterpriseService';
import { enterpriseAccount, enterpriseRole, enterpriseUser } from './enterpriseUsers';
import { guarantee } from './guarantee';
import { image } from './image';
import { management } from './management';
import { model } from './model';
import { orderTimeout } from './orderTimeout';
import { parts } from './parts';
import { price } from './price';
import { query } from './query';
import { registrationCode } from './registrationCode';
import { salesCatalog } from './salesCatalog';

/** The enterprise family: one group per helper family of spec 000 §7.9 and 001 §7. */
export const enterprise = {
  management,
  contract,
  price,
  model,
  brand,
  guarantee,
  demand,
  demandPic,
  customInfo,
  query,
  enterpriseUser,
  enterpriseRole,
  // D56: staff's registration codes (contract/enterprise/registrationCode.ts).
  registrationCode,
  // D53: shops, suppliers, channels and order sources (contract/enterprise/salesCatalog.ts).
  ...salesCatalog,
  // D62: an enterprise's blacklist, problem list and customer database (contract/enterprise/enterpriseService.ts).
  blacklist,
  problem,
  customerDatabase,
  orderManagement,
  // D62: staff's view of every enterprise's accounts (contract/enterprise/enterpriseUsers.ts).
  enterpriseAccount,
  // D63: district prices, deductions and the enterprise requests (contract/enterprise/enterpriseRequests.ts).
  ...enterpriseRequests,
  // D61: accessories, commodities, stock parts, storage records and parts orders (contract/enterprise/parts.ts).
  ...parts,
  // D65: order timeouts per enterprise and the overdue orders (contract/enterprise/orderTimeout.ts).
  orderTimeout,
  // D66: an enterprise's pictures, 图片管理 (contract/enterprise/image.ts).
  image,
};
