import { contract } from '@onsite/api-client';
import {
  addDays,
  type ContractPeriodProblem,
  contractPeriodProblem,
  daysFrom,
  isMasterContractFile,
  MASTER_CONTRACT_EXPIRING_DAYS,
  MASTER_CONTRACT_MAX_YEARS,
  MASTER_CONTRACT_NO_PATTERN,
  type MasterContract,
  masterContractStateOf,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { profileRowOf } from '../../core/masterProfiles';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatDay, formatTime } from '../../core/time';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface ContractRow {
  contract_id: number;
  contract_no: string;
  master_id: number;
  master_name: string;
  phonenumber: string;
  team_name: string | null;
  start_date: string;
  end_date: string;
  sign_date: string | null;
  file_path: string | null;
  file_name: string | null;
  renewed_from_no: string | null;
  remark: string;
  terminate_reason: string | null;
  terminate_by: string | null;
  terminate_time: string | null;
  create_by: string;
  create_time: string;
  renewed: number;
}

/** Whether a later contract of the master, not terminated, follows `c` (a renewal). */
const RENEWED = `EXISTS (SELECT 1 FROM master_contract n WHERE n.master_id = c.master_id AND n.terminate_time IS NULL
  AND n.start_date > c.end_date)`;

const SELECT = `SELECT c.*, m.master_name, m.phonenumber, t.team_name, f.original_name AS file_name,
  p.contract_no AS renewed_from_no, ${RENEWED} AS renewed
  FROM master_contract c JOIN master m ON m.master_id = c.master_id
  LEFT JOIN master_team t ON t.team_id = m.team_id
  LEFT JOIN dfs_file f ON f.path = c.file_path
  LEFT JOIN master_contract p ON p.contract_id = c.renewed_from`;
const FROM = 'FROM master_contract c JOIN master m ON m.master_id = c.master_id';

/** The state on a day (given twice as the parameters), as `masterContractStateOf` derives it. */
const STATE_SQL = `(CASE WHEN c.terminate_time IS NOT NULL THEN 'terminated' WHEN c.end_date < ? THEN 'expired'
  WHEN c.sign_date IS NULL THEN 'pending' WHEN c.start_date > ? THEN 'upcoming' ELSE 'active' END)`;

const PERIOD_MESSAGES: Record<ContractPeriodProblem, string> = {
  startInvalid: '请输入正确的开始日期（YYYY-MM-DD）',
  endInvalid: '请输入正确的结束日期（YYYY-MM-DD）',
  endNotAfterStart: '结束日期必须晚于开始日期',
  tooLong: `合同期限最长 ${MASTER_CONTRACT_MAX_YEARS} 年`,
  endPassed: '结束日期已过，不能登记已到期的合同',
};

function toContract(row: ContractRow, today: string): MasterContract {
  const state = masterContractStateOf(
    {
      startDate: row.start_date,
      endDate: row.end_date,
      signed: row.sign_date !== null,
      terminated: row.terminate_time !== null,
    },
    today,
  );
  const running = state === 'pending' || state === 'upcoming' || state === 'active';
  const daysLeft = running ? daysFrom(today, row.end_date) : null;
  return {
    contractId: row.contract_id,
    contractNo: row.contract_no,
    masterId: row.master_id,
    masterName: row.master_name,
    phonenumber: row.phonenumber,
    teamName: row.team_name,
    startDate: row.start_date,
    endDate: row.end_date,
    state,
    daysLeft,
    expiring: daysLeft !== null && daysLeft <= MASTER_CONTRACT_EXPIRING_DAYS && row.renewed !== 1,
    renewed: row.renewed === 1,
    signDate: row.sign_date,
    fileName: row.file_path === null ? null : (row.file_name ?? row.file_path.split('/').pop() ?? null),
    filePath: row.file_path,
    renewedFromNo: row.renewed_from_no,
    remark: row.remark,
    terminateReason: row.terminate_reason,
    terminateBy: row.terminate_by,
    terminateTime: row.terminate_time,
    createBy: row.create_by,
    createTime: row.create_time,
  };
}

/**
 * D54: 师傅合同 on the server. A contract runs from its first to its last day; its state is derived from what is
 * stored on the server's today (never moved by a job). Staff (`master:contract:list`) list them with filters and the
 * expiring ones (ending within 30 days, not yet renewed); with `master:contract:edit` they add one (the number typed
 * or given, the period checked, the signed copy optional), edit one awaiting its signature (attaching the signed
 * copy signs it), renew a signed one (from the day after its end, or today when it is over) and terminate one not yet
 * over (a reason required). A master's contracts that are not terminated never overlap: one at a time.
 */
export function contractRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const c = contract.master.contract;
  const today = () => formatDay(now());

  const rowOf = (contractId: number): ContractRow => {
    const row = db.prepare(`${SELECT} WHERE c.contract_id = ?`).get(contractId) as ContractRow | undefined;
    if (!row) throw businessError(`师傅合同 ${contractId} 不存在`);
    return row;
  };

  const checkPeriod = (start: string, end: string) => {
    const problem = contractPeriodProblem(start, end, today());
    if (problem !== null) throw businessError(PERIOD_MESSAGES[problem]);
  };

  /** Refuses a period overlapping another contract of the master that is not terminated. */
  const checkOverlap = (masterId: number, start: string, end: string, except: number) => {
    const other = db
      .prepare(
        `SELECT c.contract_no, c.start_date, c.end_date, m.master_name FROM master_contract c
         JOIN master m ON m.master_id = c.master_id
         WHERE c.master_id = ? AND c.contract_id <> ? AND c.terminate_time IS NULL
           AND c.start_date <= ? AND c.end_date >= ? ORDER BY c.start_date LIMIT 1`,
      )
      .get(masterId, except, end, start) as
      | { contract_no: string; start_date: string; end_date: string; master_name: string }
      | undefined;
    if (other)
      throw businessError(
        `${other.master_name}已有合同 ${other.contract_no}（${other.start_date} 至 ${other.end_date}），合同期间不能重叠`,
      );
  };

  /** A typed number checked (format, unique), or the next one of the day (SC + YYYYMMDD + 4 digits). */
  const numberOf = (typed: string): string => {
    const contractNo = typed.trim();
    if (contractNo !== '') {
      if (!new RegExp(MASTER_CONTRACT_NO_PATTERN).test(contractNo))
        throw businessError('合同编号须为 4–32 位字母、数字或短横线');
      if (db.prepare('SELECT 1 FROM master_contract WHERE contract_no = ? COLLATE NOCASE').get(contractNo))
        throw businessError(`合同编号 ${contractNo} 已存在`);
      return contractNo;
    }
    const day = today().replace(/-/g, '');
    const { last } = db
      .prepare('SELECT MAX(contract_no) AS last FROM master_contract WHERE contract_no GLOB ?')
      .get(`SC${day}[0-9][0-9][0-9][0-9]`) as { last: string | null };
    return `SC${day}${String(last === null ? 1 : Number(last.slice(-4)) + 1).padStart(4, '0')}`;
  };

  /** A signed copy the caller uploaded (or the contract's own), a PDF or a picture; null stays null. */
  const checkedFile = (user: SessionUser, filePath: string | null, current: string | null) => {
    if (filePath === null || filePath === current) return filePath;
    const file = db
      .prepare(
        "SELECT original_name FROM dfs_file WHERE path = ? AND kind = 'enterprise' AND uploaded_by = ?",
      )
      .get(filePath, user.userId) as { original_name: string } | undefined;
    if (!file) throw businessError('合同文件不存在，请重新上传');
    if (!isMasterContractFile(filePath)) throw businessError('合同文件须为 PDF 或图片（jpg、png）');
    return filePath;
  };

  const answer = (contractId: number) => toContract(rowOf(contractId), today());

  return [
    route(c.list, button(CODES.masterContractList), ({ query }, { user }) => {
      staffOnly(user);
      const day = today();
      const where = new Where()
        .contains('c.contract_no', query.contractNo)
        .contains('m.master_name', query.masterName)
        .equals('c.master_id', query.masterId);
      if (query.state !== undefined) where.add(`${STATE_SQL} = ?`, day, day, query.state);
      if (query.expiring === '1')
        where.add(
          `c.terminate_time IS NULL AND c.end_date >= ? AND c.end_date <= ? AND NOT ${RENEWED}`,
          day,
          addDays(day, MASTER_CONTRACT_EXPIRING_DAYS),
        );
      const { limit, offset, pageNum } = pageOf(query);
      // The soonest end first unless the caller sorts otherwise (what needs attention on top).
      const order =
        query.sortField === undefined
          ? 'ORDER BY c.terminate_time IS NOT NULL, c.end_date < ?, c.end_date, c.contract_id'
          : orderByOf(
              query,
              { startDate: 'c.start_date', endDate: 'c.end_date', createTime: 'c.create_time' },
              'c.end_date',
              'c.contract_id',
            );
      const orderParams = query.sortField === undefined ? [day] : [];
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, ...orderParams, limit, offset) as ContractRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map((row) => toContract(row, day)), total, pageNum };
    }),

    route(c.add, button(CODES.masterContractEdit), ({ body }, { user }) => {
      staffOnly(user);
      const master = profileRowOf(db, body.masterId);
      checkPeriod(body.startDate, body.endDate);
      const filePath = checkedFile(user, body.filePath, null);
      const id = db.transaction(() => {
        checkOverlap(master.master_id, body.startDate, body.endDate, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO master_contract (contract_no, master_id, start_date, end_date, sign_date, file_path, remark,
                 create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              numberOf(body.contractNo),
              master.master_id,
              body.startDate,
              body.endDate,
              filePath === null ? null : today(),
              filePath,
              body.remark.trim(),
              user.userName,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: answer(id), msg: '新增成功' };
    }),

    route(c.edit, button(CODES.masterContractEdit), ({ body }, { user }) => {
      staffOnly(user);
      const current = answer(body.contractId);
      if (current.state !== 'pending') throw businessError('只有待签署的合同可以修改');
      checkPeriod(body.startDate, body.endDate);
      const filePath = checkedFile(user, body.filePath, current.filePath);
      db.transaction(() => {
        checkOverlap(current.masterId, body.startDate, body.endDate, current.contractId);
        db.prepare(
          `UPDATE master_contract SET start_date = ?, end_date = ?, file_path = ?, sign_date = ?, remark = ?
           WHERE contract_id = ? AND sign_date IS NULL AND terminate_time IS NULL`,
        ).run(
          body.startDate,
          body.endDate,
          filePath,
          filePath === null ? null : today(),
          body.remark.trim(),
          current.contractId,
        );
      })();
      return { data: answer(current.contractId), msg: filePath === null ? '修改成功' : '合同已签署' };
    }),

    route(c.renew, button(CODES.masterContractEdit), ({ body }, { user }) => {
      staffOnly(user);
      const current = answer(body.contractId);
      if (current.state !== 'active' && current.state !== 'upcoming' && current.state !== 'expired')
        throw businessError('只有已签署的合同（生效、未生效或已到期）可以续签');
      const day = today();
      const next = addDays(current.endDate, 1);
      // The later of the two days (ISO days compare as text).
      const startDate = [day, next].sort()[1] ?? next;
      checkPeriod(startDate, body.endDate);
      const filePath = checkedFile(user, body.filePath, null);
      const id = db.transaction(() => {
        checkOverlap(current.masterId, startDate, body.endDate, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO master_contract (contract_no, master_id, start_date, end_date, sign_date, file_path,
                 renewed_from, remark, create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              numberOf(body.contractNo),
              current.masterId,
              startDate,
              body.endDate,
              filePath === null ? null : day,
              filePath,
              current.contractId,
              body.remark.trim(),
              user.userName,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: answer(id), msg: `已续签，新合同自 ${startDate} 起` };
    }),

    route(c.terminate, button(CODES.masterContractEdit), ({ body }, { user }) => {
      staffOnly(user);
      const current = answer(body.contractId);
      if (current.state === 'terminated') throw businessError(`合同 ${current.contractNo} 已终止`);
      if (current.state === 'expired') throw businessError(`合同 ${current.contractNo} 已到期，不能终止`);
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入终止原因');
      const changed = db
        .prepare(
          `UPDATE master_contract SET terminate_reason = ?, terminate_by = ?, terminate_time = ?
           WHERE contract_id = ? AND terminate_time IS NULL`,
        )
        .run(reason, user.userName, formatTime(now()), current.contractId).changes;
      if (changed !== 1) throw businessError(`合同 ${current.contractNo} 已终止`);
      return { data: answer(current.contractId), msg: '合同已终止' };
    }),
  ];
}
