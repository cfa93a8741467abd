import { DEMAND_TYPES } from '@onsite/domain';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { DEMAND_TYPE_LABELS } from '../enterprise/labels';
import { ACCESSORIES, BRANDS, CUSTOM_INFO_TEXTS, DEMAND_TEXTS } from './enterpriseCatalog';
import { detailedAddress, mobile, personName } from './names';
import { chance, pick, type Random, randomInt } from './prng';
import { sampleBarcodePng, samplePdf } from './sampleFiles';

export const ENTERPRISE_COUNT = 40;
/** Enterprises whose contracts carry real PDF files (uploads/contract/<id>/…). */
const ENTERPRISES_WITH_FILES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const OPERATOR = '系统管理员';

/** A file the seed stores under the data folder (written after the transaction). */
export interface SeededFile {
  path: string;
  data: Buffer;
}

interface Seeded {
  enterprise_id: number;
  enterprise_name: string;
  types: 0 | 1;
  create_time: string;
  place: string;
}

const SEND_BACKS = ['顺丰到付', '旧锁需装袋并贴单号', '注明工单号', '每周五统一寄回', '配件单独包装'];
const CONTRACT_NAMES = ['补充协议', '价格调整协议', '保密协议'];

function seedContracts(
  db: Db,
  random: Random,
  enterprise: Seeded,
  base: number,
  files: SeededFile[],
  record: HistoryWriter,
): void {
  const count = randomInt(random, 1, 3);
  const start = enterprise.create_time.slice(0, 10);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const insert = db.prepare(
    `INSERT INTO ent_contract (enterprise_id, contract_no, contract_name, is_main_contract, contract_start_time,
       contract_end_time, forbidden_status, contract_preview_address, contract_addresss, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const file = db.prepare(
    `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
     VALUES (?, ?, 'application/pdf', ?, 'contract', ?, 1, ?)`,
  );
  for (let n = 1; n <= count; n++) {
    const contractNo = `HT2024${String(enterprise.enterprise_id).padStart(3, '0')}${n}`;
    const name = n === 1 ? '年度服务框架合同' : (CONTRACT_NAMES[n - 2] ?? '补充协议');
    let stored = '';
    if (enterprise.enterprise_id <= ENTERPRISES_WITH_FILES) {
      stored = `uploads/contract/${enterprise.enterprise_id}/seed-contract-${n}.pdf`;
      const data = samplePdf([
        `Onsite service contract ${contractNo}`,
        `Enterprise #${enterprise.enterprise_id}`,
        `Term: ${start} - ${end}`,
      ]);
      files.push({ path: stored, data });
      file.run(stored, `${name}.pdf`, data.length, enterprise.enterprise_id, enterprise.create_time);
    }
    const time = formatTime(base + enterprise.enterprise_id * 9 * DAY_MS + n * 3600_000);
    insert.run(
      enterprise.enterprise_id,
      contractNo,
      name,
      n === 1 ? 1 : 0,
      `${start} 00:00:00`,
      `${end} 23:59:59`,
      n === 3 ? 1 : 0,
      stored,
      stored,
      time,
    );
    record(enterprise.enterprise_id, '企业合同', '上传', 0, `上传合同「${name}」`, time);
  }
}

type HistoryWriter = (
  enterpriseId: number,
  module: string,
  operateType: string,
  dataType: 0 | 1,
  content: string,
  time: string,
) => void;

function seedPricesAndSettings(
  db: Db,
  random: Random,
  enterprise: Seeded,
  files: SeededFile[],
  time: string,
): void {
  const id = enterprise.enterprise_id;
  const prices = db
    .prepare('SELECT enterprise_price_id, price FROM ent_price WHERE enterprise_id = ?')
    .all(id) as {
    enterprise_price_id: number;
    price: number;
  }[];
  const updatePrice = db.prepare(
    'UPDATE ent_price SET price_type = ?, price = ?, proportion = ?, price_remark = ? WHERE enterprise_price_id = ?',
  );
  for (const row of prices) {
    const proportional = chance(random, 0.15);
    updatePrice.run(
      proportional ? 1 : 0,
      Math.round(row.price * (0.8 + random() * 0.7)),
      proportional ? pick(random, [10, 15, 20, 30]) : 0,
      chance(random, 0.2) ? '含上门费' : '',
      row.enterprise_price_id,
    );
  }
  const accessory = db.prepare(
    `INSERT INTO ent_accessory_price (enterprise_id, accessory_type, accessory_name, accessory_category, accessory_specification,
       brand_name, model_name, accessory_price, accessory_price_threshold, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const brands = BRANDS.filter((brand) => brand.lock === (enterprise.types === 0));
  for (const [type, name, category, spec, price] of ACCESSORIES.filter(() => chance(random, 0.5))) {
    const brand = pick(random, brands);
    accessory.run(
      id,
      type,
      name,
      category,
      spec,
      brand.name,
      pick(random, brand.models)[0],
      price,
      Math.round(price * 1.2),
      '',
    );
  }
  const installTypes = (
    db
      .prepare('SELECT install_type FROM ent_enterprise_install_type WHERE enterprise_id = ? ORDER BY sort')
      .all(id) as {
      install_type: string;
    }[]
  ).map((row) => row.install_type);
  const setting = db.prepare(
    'INSERT INTO ent_setting (enterprise_id, install_type, sms_notice_flag, serial_no_flag, urgent_ratio, serial_diagram) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const guarantee = db.prepare(
    `INSERT INTO ent_guarantee (enterprise_id, install_type, order_type_id, guarantee_time, relation_order_type, remark, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const repairTypes = (
    db.prepare("SELECT order_type_id FROM bd_order_type WHERE install_type = '2'").all() as {
      order_type_id: number;
    }[]
  ).map((row) => row.order_type_id);
  for (const installType of installTypes) {
    let diagram = '';
    if (id === 1 && installType === '1') {
      diagram = 'uploads/enterprise/seed/barcode-1.png';
      const data = sampleBarcodePng();
      files.push({ path: diagram, data });
      db.prepare(
        `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
         VALUES (?, 'barcode-example.png', 'image/png', ?, 'enterprise', 1, 1, ?)`,
      ).run(diagram, data.length, time);
      db.prepare(
        "INSERT INTO ent_demand_pic (enterprise_id, pic_type, pic_path, sort) VALUES (1, 'create_order_demand', ?, 0)",
      ).run(diagram);
    }
    setting.run(
      id,
      installType,
      chance(random, 0.5) ? 1 : 0,
      diagram ? 1 : 0,
      pick(random, [0, 10, 20, 30, 50]),
      diagram,
    );
    const orderTypes = db
      .prepare('SELECT order_type_id FROM bd_order_type WHERE install_type = ? ORDER BY order_type_id')
      .all(installType) as {
      order_type_id: number;
    }[];
    orderTypes.slice(0, randomInt(random, 1, 2)).forEach((orderType, sort) => {
      const related = installType === '1' ? repairTypes.filter(() => chance(random, 0.5)).join(',') : '';
      guarantee.run(
        id,
        installType,
        orderType.order_type_id,
        pick(random, [90, 180, 365, 730]),
        related,
        '',
        sort,
      );
    });
  }
}

function seedDemandsAndMore(
  db: Db,
  random: Random,
  enterprise: Seeded,
  time: string,
  record: HistoryWriter,
): void {
  const id = enterprise.enterprise_id;
  const demand = db.prepare(
    `INSERT INTO ent_demand (enterprise_id, demand_type, demand_content, disabled_flag, create_time, update_time, update_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const type of DEMAND_TYPES) {
    const texts = DEMAND_TEXTS[type].filter(() => chance(random, id === 1 ? 0.8 : 0.35));
    texts.forEach((text, index) => {
      demand.run(id, type, text, index === 2 ? 1 : 0, time, time, OPERATOR);
      record(id, '企业需求', '新增', 0, `${DEMAND_TYPE_LABELS[type]}：${text}`, time);
    });
  }
  if (id % 3 === 1) {
    db.prepare('INSERT INTO ent_custom_info (enterprise_id, info1, info2, info3) VALUES (?, ?, ?, ?)').run(
      id,
      pick(random, CUSTOM_INFO_TEXTS),
      pick(random, CUSTOM_INFO_TEXTS),
      '',
    );
  }
  const models = db
    .prepare(
      'SELECT m.model_id FROM ent_model m JOIN ent_brand b ON b.brand_id = m.brand_id WHERE b.brand_id IN (' +
        BRANDS.map((brand, index) => (brand.lock === (enterprise.types === 0) ? index + 1 : 0)).join(',') +
        ') ORDER BY m.model_id',
    )
    .all() as { model_id: number }[];
  const link = db.prepare('INSERT INTO ent_enterprise_model (enterprise_id, model_id) VALUES (?, ?)');
  for (const model of models) if (id === 1 || chance(random, 0.4)) link.run(id, model.model_id);
  const contacts = db.prepare(
    'INSERT INTO ent_contact (enterprise_id, contact, phone_number, address, default_status, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const count = id === 1 ? 3 : randomInt(random, 1, 3);
  for (let n = 0; n < count; n++)
    contacts.run(
      id,
      personName(random),
      mobile(random),
      `${enterprise.place}${detailedAddress(random)}`,
      n === 0 ? 0 : 1,
      n,
    );
  const sendBack = db.prepare(
    'INSERT INTO ent_send_back (enterprise_id, requirement, sort) VALUES (?, ?, ?)',
  );
  const requirements = SEND_BACKS.filter(() => chance(random, id === 1 ? 0.9 : 0.4));
  for (const [index, text] of requirements.entries()) sendBack.run(id, text, index);
}

/** Contacts, contracts, prices, settings, demands, models and history of every seeded enterprise; answers the files to write. */
export function seedEnterpriseDetails(db: Db, random: Random, base: number): SeededFile[] {
  const files: SeededFile[] = [];
  const history = db.prepare(
    `INSERT INTO ent_history (enterprise_id, module, operate_type, data_type, operate_content, operate_by, operate_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const record: HistoryWriter = (enterpriseId, module, operateType, dataType, content, time) =>
    history.run(enterpriseId, module, operateType, dataType, content, OPERATOR, time);
  const enterprises = db
    .prepare(
      `SELECT e.enterprise_id, e.enterprise_name, e.types, e.create_time, p.province_name || c.city_name AS place
       FROM ent_enterprise e JOIN bd_province p ON p.province_code = e.province JOIN bd_city c ON c.city_code = e.city
       ORDER BY e.enterprise_id`,
    )
    .all() as Seeded[];
  for (const enterprise of enterprises) {
    const time = enterprise.create_time;
    record(
      enterprise.enterprise_id,
      '企业信息',
      '新增',
      0,
      `新增企业「${enterprise.enterprise_name}」`,
      time,
    );
    seedContracts(db, random, enterprise, base, files, record);
    seedPricesAndSettings(db, random, enterprise, files, time);
    seedDemandsAndMore(db, random, enterprise, time, record);
    const later = formatTime(base + enterprise.enterprise_id * 9 * DAY_MS + 2 * DAY_MS);
    const star = db
      .prepare('SELECT enterprise_star FROM ent_enterprise WHERE enterprise_id = ?')
      .get(enterprise.enterprise_id) as {
      enterprise_star: string;
    };
    record(
      enterprise.enterprise_id,
      '企业信息',
      '修改',
      1,
      JSON.stringify([
        { label: '企业等级', oldValue: '', newValue: star.enterprise_star },
        {
          label: '企业备注',
          oldValue: '',
          newValue: enterprise.types === 0 ? '锁具安装与售后服务企业' : '宽带与智能家居装维合作企业',
        },
      ]),
      later,
    );
    record(
      enterprise.enterprise_id,
      '金额信息',
      '修改',
      1,
      JSON.stringify([{ label: '安装-智能锁安装-价格', oldValue: '120', newValue: '110' }]),
      later,
    );
    record(enterprise.enterprise_id, '企业设置', '修改', 0, '保存安装类型设置', later);
  }
  return files;
}
