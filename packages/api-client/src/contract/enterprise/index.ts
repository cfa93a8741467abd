import { brand } from './brand';
import { contract } from './contract';
import { customInfo } from './customInfo';
import { demand } from './demand';
import { demandPic } from './demandPic';
import { enterpriseRole, enterpriseUser } from './enterpriseUsers';
import { guarantee } from './guarantee';
import { management } from './management';
import { model } from './model';
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
};
