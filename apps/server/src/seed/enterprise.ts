import { BANKS, returnDayOptions } from '@onsite/domain';
import { formatTime, parseTime } from '../core/time';
import type { Db } from '../db/database';
import { ensurePriceRows } from '../enterprise/prices';
import { BRANDS, LOCK_WORDS, OPERATORS, ORDER_TYPES } from './enterpriseCatalog';
import { ENTERPRISE_COUNT, seedEnterpriseDetails } from './enterpriseDetails';
import { REGIONS } from './enterpriseRegions';
import { INSTALL_TYPES } from './installTypes';
import { detailedAddress, mobile, personName } from './names';
import { chance, pick, type Random, randomInt } from './prng';
import { filesDirOf, writeSeedFile } from './sampleFiles';

export { ENTERPRISE_COUNT, INSTALL_TYPES };

/** Users of the core seed the enterprises point at: market principals (dept 104) and order principals (dept 103). */
export const SEED_MARKET_PRINCIPALS = [3, 7] as const;
export const SEED_ORDER_PRINCIPALS = [2, 6, 8] as const;
/** The operator named by the seeded history rows (user 1 of the core seed). */
export const SEED_OPERATOR = '系统管理员';

/** Enterprises in the demo states: disabled and removed (spec 001 §4). */
export const DISABLED_ENTERPRISES = [37, 38] as const;
export const REMOVED_ENTERPRISES = [40] as const;

/** Every seeded time derives from this instant, so each start seeds the same data. */
const SEED_BASE = parseTime('2024-01-08 09:00:00');
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedEnterpriseOptions {
  /**
   * Data folder receiving the sample contract PDFs and barcode picture (uploads/…). Defaults to the
   * folder of the database file; nothing is written for an in-memory database.
   */
  dataDir?: string | null;
}

function seedReference(db: Db, time: string): void {
  const province = db.prepare(
    'INSERT INTO bd_province (province_code, province_name, sort) VALUES (?, ?, ?)',
  );
  const city = db.prepare('INSERT INTO bd_city (city_code, province_code, city_name) VALUES (?, ?, ?)');
  const area = db.prepare('INSERT INTO bd_area (area_code, city_code, area_name) VALUES (?, ?, ?)');
  REGIONS.forEach((region, index) => {
    province.run(region.code, region.name, index);
    for (const c of region.cities) {
      city.run(c.code, region.code, c.name);
      for (const [code, name] of c.areas) area.run(code, c.code, name);
    }
  });
  const orderType = db.prepare(
    'INSERT INTO bd_order_type (order_type_id, type_name, install_type, order_num, status, remark) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const basicPrice = db.prepare(
    'INSERT INTO bd_basic_price (basic_price_id, install_type, order_type_id, price) VALUES (?, ?, ?, ?)',
  );
  ORDER_TYPES.forEach(([installType, typeName, price], index) => {
    orderType.run(index + 1, typeName, installType, index + 1, '0', '');
    basicPrice.run(index + 1, installType, index + 1, price);
  });
  const brand = db.prepare('INSERT INTO ent_brand (brand_id, brand_name) VALUES (?, ?)');
  const model = db.prepare(
    'INSERT INTO ent_model (model_id, brand_id, model_name, model_code, forbidden_status, remark, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let modelId = 0;
  BRANDS.forEach((entry, index) => {
    brand.run(index + 1, entry.name);
    for (const [name, code] of entry.models) {
      modelId += 1;
      model.run(modelId, index + 1, name, code, modelId === 3 ? 1 : 0, '', time);
    }
  });
}

const shortCity = (name: string) => name.replace(/市$/, '');

/** Install types: enterprise 1 has all four; lock enterprises install, repair, maybe measure; telecom maybe maintain. */
function installTypesFor(random: Random, id: number, isLock: boolean): string[] {
  if (id === 1) return INSTALL_TYPES.map((type) => type.value);
  const types = ['1', '2'];
  if (isLock && chance(random, 0.6)) types.push('3');
  if (chance(random, 0.4)) types.push('4');
  return types;
}

function seedProfile(db: Db, random: Random, id: number): void {
  const isLock = id % 2 === 1;
  const k = Math.floor((id - 1) / 2);
  const region = REGIONS[((isLock ? k * 5 : k * 3) + 10) % REGIONS.length] ?? REGIONS[0];
  if (!region) throw new Error('no regions');
  const city = id <= 2 ? region.cities[0] : pick(random, region.cities);
  if (!city) throw new Error(`no city in ${region.name}`);
  const area = id <= 2 ? (city.areas[2] ?? city.areas[0]) : pick(random, city.areas);
  const cityName = shortCity(city.name);
  const operator = OPERATORS[k % OPERATORS.length] ?? '中国电信';
  const word = LOCK_WORDS[k % LOCK_WORDS.length] ?? '安居';
  const name = isLock ? `${cityName}${word}智能锁业有限公司` : `${operator}${cityName}分公司`;
  const shortName = isLock ? `${word}锁业` : `${operator.slice(2)}${cityName}`;
  const createTime = formatTime(SEED_BASE + (id - 1) * 9 * DAY_MS + randomInt(random, 0, 8 * 3600) * 1000);
  const installTypes = installTypesFor(random, id, isLock);
  const settlement = pick(random, ['0', '1', '2']);
  const returnType = settlement === '0' ? null : pick(random, ['0', '1']);
  const days = returnDayOptions(settlement, returnType);
  const importance = id === 1 || chance(random, 0.3) ? '1' : '0';
  const orderPrincipals =
    importance === '1' ? SEED_ORDER_PRINCIPALS.filter(() => chance(random, 0.6)).join(',') || '2' : '';
  const registrant = personName(random);
  const phone = id === 1 ? '13800000004' : id <= 4 ? `1370000000${id}` : mobile(random);
  db.prepare(
    `INSERT INTO ent_enterprise (enterprise_id, enterprise_name, enterprise_sys_name, register, register_phone, create_time,
       market_principal, default_install_type, login_name, user_name, phone, types, enterprise_principal,
       enterprise_principal_phone, finance_principal, finance_principal_phone, enterprise_pay_type,
       enterprise_settlement_type, returned_money_type, returned_money_date, enterprise_invoice, invoice_title, invoice_type,
       enterprise_tax_no, enterprise_cardorg, enterprise_card_number, province, city, area, enterprise_address,
       enterprise_mobile, enterprise_tax, enterprise_tax_point, enterprise_star, enterprise_importance_type,
       order_principals, content, need_sale_order_code, need_accessories, forbidden_status, del_status, update_time, update_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    name,
    shortName,
    registrant,
    mobile(random),
    createTime,
    SEED_MARKET_PRINCIPALS[id % SEED_MARKET_PRINCIPALS.length],
    '1',
    id === 1 ? 'enterprise' : `ent${id}`,
    personName(random),
    phone,
    isLock ? 0 : 1,
    personName(random),
    mobile(random),
    personName(random),
    mobile(random),
    pick(random, ['0', '1', '2']),
    settlement,
    returnType,
    days.length > 0 ? pick(random, days) : null,
    pick(random, ['0', '1']),
    name,
    pick(random, ['0', '1', '2']),
    `91${String(330_100 + id * 37).padStart(6, '0')}MA${String(randomInt(random, 10_000_000, 99_999_999))}`,
    pick(random, BANKS),
    `6222${String(randomInt(random, 100_000_000, 999_999_999))}${String(randomInt(random, 100_000, 999_999))}`,
    region.code,
    city.code,
    area?.[0] ?? null,
    detailedAddress(random),
    `0${randomInt(random, 10, 99)}-${randomInt(random, 6_000_000, 8_999_999)}`,
    pick(random, ['0', '1']),
    pick(random, [0, 3, 6, 9]),
    String(randomInt(random, 1, 5)),
    importance,
    orderPrincipals,
    isLock ? '锁具安装与售后服务企业' : '宽带与智能家居装维合作企业',
    id % 5 === 0 ? 1 : 0,
    isLock ? 1 : 0,
    (DISABLED_ENTERPRISES as readonly number[]).includes(id) ? 1 : 0,
    (REMOVED_ENTERPRISES as readonly number[]).includes(id) ? 1 : 0,
    createTime,
    SEED_OPERATOR,
  );
  const installType = db.prepare(
    'INSERT INTO ent_enterprise_install_type (enterprise_id, install_type, sort) VALUES (?, ?, ?)',
  );
  const user = db.prepare(
    `INSERT INTO ent_installation_user (enterprise_id, install_type, principal_name, principal_phone, technique_name,
       technique_phone, technique_name2, technique_phone2, customer_service_name, customer_service_phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  installTypes.forEach((type, index) => {
    installType.run(id, type, index);
    user.run(
      id,
      type,
      personName(random),
      mobile(random),
      personName(random),
      mobile(random),
      '',
      '',
      personName(random),
      mobile(random),
    );
  });
}

/**
 * The enterprise family's demo data (ids 1..40): regions, order types and base prices, brands and
 * models, then each enterprise with its contacts, contracts, prices, settings, demands and history.
 * Odd ids are lock enterprises (types 0), even ids telecom companies (types 1); enterprise 1 belongs
 * to the `enterprise` account. Deterministic: every value comes from `random` (a seeded PRNG) and
 * fixed times. Call it on an empty database, before the core seed's users.
 */
/** Regions, order types with their base prices, brands and models: the reference data of every installation. */
export function seedReferenceData(db: Db): void {
  const time = formatTime(SEED_BASE);
  db.transaction(() => {
    seedReference(db, time);
    ensurePriceRows(db, time, SEED_OPERATOR);
  })();
}

export function seedEnterprises(db: Db, random: Random, options: SeedEnterpriseOptions = {}): void {
  const time = formatTime(SEED_BASE);
  const files = db.transaction(() => {
    seedReference(db, time);
    for (let id = 1; id <= ENTERPRISE_COUNT; id++) seedProfile(db, random, id);
    ensurePriceRows(db, time, SEED_OPERATOR);
    return seedEnterpriseDetails(db, random, SEED_BASE);
  })();
  const dataDir = options.dataDir === undefined ? filesDirOf(db) : options.dataDir;
  for (const file of files) writeSeedFile(dataDir, file.path, file.data);
}
