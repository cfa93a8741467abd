import { formatDay, formatTime } from '../core/time';
import type { Db } from '../db/database';
import { type SeedFilesDir, sampleBarcodePng, samplePdf, writeSeedFile } from './sampleFiles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** D54: the label catalogue: [name, colour, status, remark]. */
const LABELS = [
  ['金牌师傅', 'gold', '0', '评分高、客户评价好，优先派单'],
  ['新手', 'green', '0', '入职不满三个月，安排简单订单'],
  ['夜间可派', 'purple', '0', '接受 20:00 以后上门的订单'],
  ['智能锁专家', 'blue', '0', '熟悉各品牌智能锁的安装与调试'],
  ['节假日可派', 'cyan', '1', '节假日值班安排调整，暂停使用'],
  ['需复训', 'orange', '0', '客户投诉后需要参加复训'],
] as const;

/** Which masters carry which label (by master name). */
const LINKS: readonly (readonly [label: string, masters: readonly string[]])[] = [
  ['金牌师傅', ['郭师傅', '马师傅', '胡师傅']],
  ['新手', ['邓师傅', '邱师傅']],
  ['夜间可派', ['郭师傅', '朱师傅', '高师傅']],
  ['智能锁专家', ['马师傅', '林师傅']],
  ['节假日可派', ['胡师傅']],
];

interface ContractSeed {
  master: string;
  /** Days from today (negative: in the past). */
  start: number;
  end: number;
  signed: boolean;
  terminated?: { reason: string; daysAgo: number };
  /** The index (in this list) of the contract it renews. */
  renews?: number;
  remark?: string;
}

/**
 * Contracts in every state: running (郭师傅, after an expired one it renews), expiring in 20 days (马师傅), one
 * expiring but already renewed (胡师傅, the renewal 未生效), awaiting a signature (朱师傅, 邓师傅), terminated
 * (高师傅, 何师傅), expired and not renewed (林师傅), and a long one (罗师傅).
 */
const CONTRACTS: readonly ContractSeed[] = [
  { master: '郭师傅', start: -565, end: -201, signed: true },
  { master: '郭师傅', start: -200, end: 165, signed: true, renews: 0 },
  { master: '马师傅', start: -345, end: 20, signed: true },
  { master: '胡师傅', start: -355, end: 10, signed: true },
  { master: '胡师傅', start: 11, end: 376, signed: true, renews: 3, remark: '提前续签一年' },
  { master: '朱师傅', start: -3, end: 362, signed: false, remark: '纸质合同已寄出，等待师傅签回' },
  {
    master: '高师傅',
    start: -100,
    end: 265,
    signed: true,
    terminated: { reason: '师傅申请转为兼职，双方协商解除', daysAgo: 5 },
  },
  {
    master: '何师傅',
    start: -300,
    end: 65,
    signed: true,
    terminated: { reason: '多次爽约未上门，已列入黑名单', daysAgo: 20 },
  },
  { master: '林师傅', start: -500, end: -135, signed: true },
  { master: '邓师傅', start: 5, end: 370, signed: false },
  { master: '罗师傅', start: -30, end: 700, signed: true, remark: '两年期合同' },
];

/** Given names for the holders of the seeded ID cards (the masters are seeded by their title, 郭师傅). */
const GIVEN_NAMES = [
  '建国',
  '志明',
  '海涛',
  '文斌',
  '国强',
  '永红',
  '建华',
  '晓东',
  '立伟',
  '振宇',
  '俊杰',
] as const;

/**
 * A seeded file stored like an upload (as the offline transfers' bank slips, D35): a `dfs_file` row and the file
 * in the data folder. Answers its path.
 */
function storeFile(
  db: Db,
  filesDir: SeedFilesDir,
  relative: string,
  originalName: string,
  data: Buffer,
  time: string,
): string {
  const mime = relative.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  db.prepare(
    `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
     VALUES (?, ?, ?, ?, 'enterprise', NULL, NULL, ?)`,
  ).run(relative, originalName, mime, data.length, time);
  writeSeedFile(filesDir, relative, data);
  return relative;
}

/**
 * D54: master labels and who carries them, service contracts in every state and the ID card review records (the
 * holder's name, who submitted and who decided; 邓师傅's card waits for review, 曹师傅's was refused). Signed
 * contracts carry a sample PDF and every card a sample front and back picture, stored like uploads. No random draws.
 */
export function seedMasterRecords(db: Db, anchor: number, filesDir: SeedFilesDir): void {
  const at = (days: number) => formatTime(anchor + days * DAY_MS);
  const day = (days: number) => formatDay(anchor + days * DAY_MS);
  const masterId = (name: string) =>
    (
      db.prepare('SELECT master_id FROM master WHERE master_name = ?').get(name) as
        | { master_id: number }
        | undefined
    )?.master_id;

  const labelIds = new Map<string, number>();
  LABELS.forEach(([name, color, status, remark], index) => {
    const id = db
      .prepare(
        `INSERT INTO master_label (label_name, color, status, remark, create_by, create_time, update_by, update_time)
         VALUES (?, ?, ?, ?, '王派单', ?, ?, ?)`,
      )
      .run(
        name,
        color,
        status,
        remark,
        at(-120 + index),
        status === '1' ? '王派单' : null,
        status === '1' ? at(-10) : null,
      ).lastInsertRowid;
    labelIds.set(name, Number(id));
  });
  const link = db.prepare(
    "INSERT INTO master_label_link (master_id, label_id, assign_by, assign_time) VALUES (?, ?, '王派单', ?)",
  );
  LINKS.forEach(([label, masters], index) => {
    for (const name of masters) {
      const id = masterId(name);
      if (id !== undefined) link.run(id, labelIds.get(label), at(-90 + index * 7));
    }
  });

  const contractIds: number[] = [];
  const insert = db.prepare(
    `INSERT INTO master_contract (contract_no, master_id, start_date, end_date, sign_date, file_path, renewed_from,
       remark, terminate_reason, terminate_by, terminate_time, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '王派单', ?)`,
  );
  CONTRACTS.forEach((seed, index) => {
    const id = masterId(seed.master);
    if (id === undefined) return;
    const created = Math.min(seed.start, 0) - 7;
    const contractNo = `SC${day(created).replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`;
    const signed = seed.signed ? day(Math.min(seed.start, 0) - 2) : null;
    const filePath =
      signed === null
        ? null
        : storeFile(
            db,
            filesDir,
            `uploads/mastercontract/seed/${contractNo}.pdf`,
            `${seed.master}服务合同.pdf`,
            samplePdf([
              `Onsite master service contract ${contractNo}`,
              `Term: ${day(seed.start)} - ${day(seed.end)}`,
            ]),
            `${signed} 10:00:00`,
          );
    const contractId = Number(
      insert.run(
        contractNo,
        id,
        day(seed.start),
        day(seed.end),
        signed,
        filePath,
        seed.renews === undefined ? null : (contractIds[seed.renews] ?? null),
        seed.remark ?? '',
        seed.terminated?.reason ?? null,
        seed.terminated ? '王派单' : null,
        seed.terminated ? at(-seed.terminated.daysAgo) : null,
        at(created),
      ).lastInsertRowid,
    );
    contractIds[index] = contractId;
  });

  // ID cards: every master's holder name; the approved ones submitted by 王派单 and approved by 系统管理员.
  const masters = db
    .prepare('SELECT master_id, master_name, id_card_state, create_time FROM master ORDER BY master_id')
    .all() as { master_id: number; master_name: string; id_card_state: string; create_time: string }[];
  const record = db.prepare(
    `UPDATE master SET id_card_name = ?, id_card_front = ?, id_card_back = ?, id_card_submit_by = ?,
       id_card_submit_user = ?, id_card_submit_time = ?, id_card_review_by = ?, id_card_review_time = ?,
       id_card_reason = ? WHERE master_id = ?`,
  );
  masters.forEach((master, index) => {
    const holder = `${master.master_name.slice(0, 1)}${GIVEN_NAMES[index % GIVEN_NAMES.length]}`;
    const parsed = Date.parse(`${master.create_time.replace(' ', 'T')}+08:00`);
    const created = Number.isNaN(parsed) ? anchor - 200 * DAY_MS : parsed;
    const [submitted, submitBy, submitUser, reviewed, reviewBy, reason] =
      master.id_card_state === 'approved'
        ? [formatTime(created + DAY_MS), '王派单', 2, formatTime(created + 2 * DAY_MS), '系统管理员', null]
        : master.id_card_state === 'pending'
          ? [at(-2), '孙调度', 6, null, null, null]
          : [at(-10), '孙调度', 6, at(-9), '王派单', '人像面照片模糊，无法辨认号码，请重新拍摄上传'];
    const picture = (side: 'front' | 'back', seed: number) =>
      storeFile(
        db,
        filesDir,
        `uploads/idcard/seed/${master.master_id}-${side}.png`,
        `身份证${side === 'front' ? '人像面' : '国徽面'}.png`,
        sampleBarcodePng(200, 126, seed),
        submitted,
      );
    record.run(
      holder,
      picture('front', master.master_id),
      picture('back', master.master_id + 50),
      submitBy,
      submitUser,
      submitted,
      reviewBy,
      reviewed,
      reason,
      master.master_id,
    );
  });
}
