import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { INSTALL_TYPES } from './installTypes';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** An 18-character ID card number: the 17 given digits and their check character (GB 11643). */
export function idCard(base: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(base[index]) * (WEIGHTS[index] ?? 0);
  return `${base}${'10X98765432'[sum % 11]}`;
}

type Region = readonly [province: string, city?: string, area?: string];
/** Every province (the demo masters serve the whole country, so the journeys can dispatch them to any order). */
const NATIONWIDE = 'nationwide' as const;

interface ProfileSeed {
  masterId: number;
  idBase: string;
  idState: 'pending' | 'approved' | 'refused';
  skills: readonly string[];
  regions: readonly Region[] | typeof NATIONWIDE;
  score: number | null;
  state?: 'active' | 'blacklisted' | 'off';
  blacklist?: { reason: string; by: string; daysAgo: number };
}

const ALL_SKILLS = INSTALL_TYPES.map((type) => type.value);

/** D38: the profiles of the masters of seed/orders.ts (1–12) and of the four added here (13–16). */
const PROFILES: readonly ProfileSeed[] = [
  {
    masterId: 1,
    idBase: '44030519900307123',
    idState: 'approved',
    skills: ALL_SKILLS,
    regions: NATIONWIDE,
    score: 4.8,
  },
  {
    masterId: 2,
    idBase: '44030419851112567',
    idState: 'approved',
    skills: ALL_SKILLS,
    regions: NATIONWIDE,
    score: 4.9,
  },
  {
    masterId: 3,
    idBase: '44010619780823456',
    idState: 'approved',
    skills: ['1', '2'],
    regions: NATIONWIDE,
    score: 4.5,
  },
  {
    masterId: 4,
    idBase: '44030419880412135',
    idState: 'approved',
    skills: ['1', '2', '4'],
    regions: [['440000']],
    score: 4.6,
  },
  {
    masterId: 5,
    idBase: '44030319920120246',
    idState: 'approved',
    skills: ['1', '3'],
    regions: [['440000', '440300']],
    score: 4.3,
  },
  {
    masterId: 6,
    idBase: '33010619920615789',
    idState: 'approved',
    skills: ['1', '2'],
    regions: [['330000']],
    score: 4.7,
  },
  {
    masterId: 7,
    idBase: '33010219870228357',
    idState: 'approved',
    skills: ['2', '4'],
    regions: [['330000', '330100']],
    score: 4.4,
  },
  {
    masterId: 8,
    idBase: '32010619830717468',
    idState: 'approved',
    skills: ['1', '2', '3'],
    regions: [['320000']],
    score: 4.1,
  },
  {
    masterId: 9,
    idBase: '11010519890303579',
    idState: 'approved',
    skills: ['1', '2'],
    regions: [['110000']],
    score: 4.6,
  },
  {
    masterId: 10,
    idBase: '11010819910909680',
    idState: 'approved',
    skills: ['3', '4'],
    regions: [
      ['110000', '110100', '110105'],
      ['110000', '110100', '110108'],
    ],
    score: 4.2,
  },
  {
    masterId: 11,
    idBase: '31011519880209321',
    idState: 'approved',
    skills: ['1', '2', '4'],
    regions: [['310000']],
    score: 4.8,
  },
  {
    masterId: 12,
    idBase: '31010419930518432',
    idState: 'approved',
    skills: ['1'],
    regions: [['310000', '310100', '310115']],
    score: 4.0,
  },
  {
    masterId: 13,
    idBase: '44030719870919135',
    idState: 'approved',
    skills: ['1', '2'],
    regions: [['440000', '440300']],
    score: 2.9,
    state: 'blacklisted',
    blacklist: { reason: '多次爽约未上门，客户投诉三次', by: '王派单', daysAgo: 12 },
  },
  {
    masterId: 14,
    idBase: '33010519950101888',
    idState: 'approved',
    skills: ['2'],
    regions: [['330000']],
    score: 4.5,
    state: 'off',
  },
  {
    masterId: 15,
    idBase: '11010819830505246',
    idState: 'pending',
    skills: ['1', '3'],
    regions: [['110000']],
    score: null,
  },
  {
    masterId: 16,
    idBase: '31011519900228579',
    idState: 'refused',
    skills: ['1'],
    regions: [['310000', '310100']],
    score: 3.8,
  },
];

/** D38: masters added beside those of seed/orders.ts: [name, phone, team]. */
export const MORE_MASTERS = [
  ['何师傅', '13600000013', null],
  ['许师傅', '13600000014', '西湖一队'],
  ['邓师傅', '13600000015', null],
  ['曹师傅', '13600000016', '浦东一队'],
] as const;

/**
 * D38: the masters' profiles (ID card, review state, skills, regions, score, state), four more masters (one
 * blacklisted, one off post, one whose ID card awaits review, one refused) and their creation times; no random
 * draws. The demo master 1 (郭师傅) and team head 2 (马师傅) serve every province in every install type, so
 * every seeded or new order can be dispatched to them.
 */
export function seedMasterProfiles(db: Db, anchor: number): void {
  const first = (
    db.prepare('SELECT COALESCE(MAX(master_id), 0) AS last FROM master').get() as { last: number }
  ).last;
  const insert = db.prepare(
    `INSERT INTO master (master_id, master_name, phonenumber, team_name, team_id)
     VALUES (?, ?, ?, ?, (SELECT team_id FROM master_team WHERE team_name = ?))`,
  );
  MORE_MASTERS.forEach(([name, phone, team], index) => {
    insert.run(first + index + 1, name, phone, team, team);
  });
  const provinces = (
    db.prepare('SELECT province_code FROM bd_province ORDER BY sort, province_code').all() as {
      province_code: string;
    }[]
  ).map((row) => row.province_code);
  const profile = db.prepare(
    `UPDATE master SET id_card_no = ?, id_card_state = ?, score = ?, state = ?, blacklist_reason = ?, blacklist_time = ?,
       blacklist_by = ?, create_time = ? WHERE master_id = ?`,
  );
  const skill = db.prepare('INSERT INTO master_skill (master_id, install_type) VALUES (?, ?)');
  const region = db.prepare(
    'INSERT INTO master_region (master_id, province_code, city_code, area_code) VALUES (?, ?, ?, ?)',
  );
  for (const seed of PROFILES) {
    if (!db.prepare('SELECT 1 FROM master WHERE master_id = ?').get(seed.masterId)) continue;
    profile.run(
      idCard(seed.idBase),
      seed.idState,
      seed.score,
      seed.state ?? 'active',
      seed.blacklist?.reason ?? null,
      seed.blacklist ? formatTime(anchor - seed.blacklist.daysAgo * DAY_MS) : null,
      seed.blacklist?.by ?? null,
      formatTime(anchor - (400 - seed.masterId * 10) * DAY_MS),
      seed.masterId,
    );
    for (const type of seed.skills) skill.run(seed.masterId, type);
    const regions: readonly Region[] =
      seed.regions === NATIONWIDE ? provinces.map((code) => [code] as const) : seed.regions;
    for (const [province, city, area] of regions)
      region.run(seed.masterId, province, city ?? null, area ?? null);
  }
}
