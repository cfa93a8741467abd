import type { Db } from '../db/database';
import { pick, type Random, randomInt } from './prng';

/** zh-CN name parts and address parts of the demo data. */
export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
export const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '平',
  '刚',
];
const TITLES = ['先生', '女士'];
const STREETS = [
  '科技园路',
  '人民路',
  '解放大道',
  '中山路',
  '建设路',
  '文三路',
  '长江路',
  '和平街',
  '新华路',
  '学府路',
];
const BUILDINGS = [
  '阳光花园',
  '翠湖苑',
  '锦绣家园',
  '金色港湾',
  '万科城',
  '碧桂园',
  '保利花园',
  '龙湖天街',
  '恒大名都',
  '绿地中心',
];
export const INFO_NAMES = ['门锁型号', '门厚(mm)', '开门方向', '宽带账号', '预约时段', '旧锁处理'];
const INFO_VALUES: Record<string, readonly string[]> = {
  门锁型号: ['AJ-S1', 'AJ-S3 Pro', 'DS-K8', 'XM-X2', 'LK-920'],
  '门厚(mm)': ['45', '50', '60', '70', '90'],
  开门方向: ['左内开', '右内开', '左外开', '右外开'],
  宽带账号: ['ad0571001', 'ad0571088', 'ad0755020', 'ad0210315'],
  预约时段: ['上午 9-12 点', '下午 14-18 点', '晚上 18-20 点', '周末全天'],
  旧锁处理: ['回收', '客户保留'],
};

export function customerName(random: Random): string {
  return `${pick(random, SURNAMES)}${pick(random, TITLES)}`;
}

export function personName(random: Random): string {
  return `${pick(random, SURNAMES)}${pick(random, GIVEN)}`;
}

export function mobile(random: Random): string {
  return `1${pick(random, ['3', '5', '7', '8', '9'])}${String(randomInt(random, 0, 999_999_999)).padStart(9, '0')}`;
}

export function detailedAddress(random: Random): string {
  return `${pick(random, STREETS)}${randomInt(random, 1, 999)}号${pick(random, BUILDINGS)}${randomInt(random, 1, 30)}栋${randomInt(random, 1, 32)}0${randomInt(random, 1, 6)}`;
}

export function infoList(random: Random): { infoName: string; infoValue: string }[] {
  const count = randomInt(random, 0, 2);
  const names = [...INFO_NAMES].sort(() => random() - 0.5).slice(0, count);
  return names.map((infoName) => ({ infoName, infoValue: pick(random, INFO_VALUES[infoName] ?? ['—']) }));
}

/** Every (province, city, area) chain the basicdata family seeded. */
export function regionChains(db: Db): { provinceCode: string; cityCode: string; areaCode: string }[] {
  return db
    .prepare(
      `SELECT c.province_code AS provinceCode, c.city_code AS cityCode, a.area_code AS areaCode
       FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code ORDER BY a.area_code`,
    )
    .all() as { provinceCode: string; cityCode: string; areaCode: string }[];
}

/** Every enabled order type with its install type. */
export function orderTypes(db: Db): { orderTypeId: number; typeName: string; installType: string }[] {
  return db
    .prepare(
      `SELECT order_type_id AS orderTypeId, type_name AS typeName, install_type AS installType FROM bd_order_type
       WHERE status = '0' ORDER BY order_type_id`,
    )
    .all() as { orderTypeId: number; typeName: string; installType: string }[];
}
