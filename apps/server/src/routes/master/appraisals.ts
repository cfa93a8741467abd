import { contract } from '@onsite/api-client';
import { type Appraisal, type AppraisalFormBody, TRAIN_TEXT_MAX, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { pageOf, Where } from '../../core/paging';
import { compactTime, formatDay, formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const EXPORT_ROW_LIMIT = 20_000;

interface AppraisalRow {
  appraisal_id: number;
  master_id: number;
  master_name: string;
  period: string;
  quality: number;
  punctuality: number;
  attitude: number;
  compliance: number;
  comment: string;
  appraiser: string;
  appraise_time: string;
}

const FROM = 'FROM master_appraisal a JOIN master m ON m.master_id = a.master_id';
const SELECT = `SELECT a.appraisal_id, a.master_id, m.master_name, a.period, a.quality, a.punctuality, a.attitude,
    a.compliance, a.comment, a.appraiser, a.appraise_time ${FROM}`;

const toAppraisal = (row: AppraisalRow): Appraisal => ({
  appraisalId: row.appraisal_id,
  masterId: row.master_id,
  masterName: row.master_name,
  period: row.period,
  quality: row.quality,
  punctuality: row.punctuality,
  attitude: row.attitude,
  compliance: row.compliance,
  total: row.quality + row.punctuality + row.attitude + row.compliance,
  comment: row.comment,
  appraiser: row.appraiser,
  appraiseTime: row.appraise_time,
});

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;

/**
 * D59, 考核表: staff appraise a master per month on four criteria (0–25 each, the total out of 100); one appraisal
 * per master and month, not for a month to come. A master reads only their own; enterprise users are refused. An
 * appraisal is a record for the staff: it changes neither the master's score (D50) nor dispatch.
 */
export function appraisalRoutes({ db, now, config }: RouteDeps): RouteDefinition[] {
  const calls = contract.master.appraisal;
  const scopeOf = (user: SessionUser): number | null => {
    if (isEnterprise(user)) throw forbidden('「考核表」');
    if (!isMasterUser(user)) return null;
    return masterOfUser(db, user.userId)?.masterId ?? 0;
  };
  const staffOnly = (user: SessionUser, what: string) => {
    if (isEnterprise(user) || isMasterUser(user)) throw forbidden(what);
  };
  const found = (appraisalId: number) => {
    const row = db.prepare(`${SELECT} WHERE a.appraisal_id = ?`).get(appraisalId) as AppraisalRow | undefined;
    if (!row) throw businessError(`考核记录 ${appraisalId} 不存在`);
    return row;
  };
  const where = (query: { masterName?: string; period?: string }, own: number | null) => {
    const clause = new Where().contains('m.master_name', query.masterName).equals('a.period', query.period);
    if (own !== null) clause.equals('a.master_id', own);
    return clause;
  };
  /** The body checked: a master that exists, a month not to come, no other appraisal of the master that month. */
  const checked = (body: AppraisalFormBody, appraisalId: number | null) => {
    if (body.period > formatDay(now()).slice(0, 7)) throw businessError('考核月份不能晚于本月');
    const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(body.masterId) as
      | { master_name: string }
      | undefined;
    if (!master) throw businessError(`师傅 ${body.masterId} 不存在`);
    const clash = db
      .prepare('SELECT appraisal_id FROM master_appraisal WHERE master_id = ? AND period = ?')
      .get(body.masterId, body.period) as { appraisal_id: number } | undefined;
    if (clash && clash.appraisal_id !== appraisalId)
      throw businessError(`${master.master_name}在 ${body.period} 已有考核记录`);
    return body.comment.trim().slice(0, TRAIN_TEXT_MAX);
  };

  return [
    route(calls.list, button(CODES.appraisalList), ({ query }, { user }) => {
      const clause = where(query, scopeOf(user));
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${SELECT} ${clause.toSql()} ORDER BY a.period DESC, a.appraisal_id DESC LIMIT ? OFFSET ?`)
        .all(...clause.params, limit, offset) as AppraisalRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${FROM} ${clause.toSql()}`)
        .get(...clause.params) as { total: number };
      return { rows: rows.map(toAppraisal), total, pageNum };
    }),

    route(calls.add, button(CODES.appraisalEdit), ({ body }, { user }) => {
      staffOnly(user, '「考核维护」');
      const appraisalId = db.transaction(() => {
        const comment = checked(body, null);
        return Number(
          db
            .prepare(
              `INSERT INTO master_appraisal (master_id, period, quality, punctuality, attitude, compliance, comment,
                 appraiser, appraiser_user_id, appraise_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              body.masterId,
              body.period,
              body.quality,
              body.punctuality,
              body.attitude,
              body.compliance,
              comment,
              user.userName,
              user.userId,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: toAppraisal(found(appraisalId)), msg: '新增成功' };
    }),

    route(calls.edit, button(CODES.appraisalEdit), ({ body }, { user }) => {
      staffOnly(user, '「考核维护」');
      const data = db.transaction(() => {
        const current = found(body.appraisalId);
        const comment = checked(body, current.appraisal_id);
        db.prepare(
          `UPDATE master_appraisal SET master_id = ?, period = ?, quality = ?, punctuality = ?, attitude = ?,
             compliance = ?, comment = ?, appraiser = ?, appraiser_user_id = ?, appraise_time = ? WHERE appraisal_id = ?`,
        ).run(
          body.masterId,
          body.period,
          body.quality,
          body.punctuality,
          body.attitude,
          body.compliance,
          comment,
          user.userName,
          user.userId,
          formatTime(now()),
          current.appraisal_id,
        );
        return toAppraisal(found(current.appraisal_id));
      })();
      return { data, msg: '修改成功' };
    }),

    route(calls.remove, button(CODES.appraisalEdit), ({ body }, { user }) => {
      staffOnly(user, '「考核维护」');
      const current = found(body.appraisalId);
      db.prepare('DELETE FROM master_appraisal WHERE appraisal_id = ?').run(current.appraisal_id);
      return { data: null, msg: '删除成功' };
    }),

    route(calls.export, button(CODES.appraisalExport), async ({ query }, { user }) => {
      staffOnly(user, '「考核导出」');
      const at = now();
      const clause = where(query, null);
      const rows = db
        .prepare(`${SELECT} ${clause.toSql()} ORDER BY a.period DESC, a.appraisal_id DESC LIMIT ?`)
        .all(...clause.params, EXPORT_ROW_LIMIT) as AppraisalRow[];
      const header = [
        '师傅',
        '考核月份',
        '服务质量',
        '准时守约',
        '服务态度',
        '规范合规',
        '总分',
        '评语',
        '考核人',
        '考核时间',
      ];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => {
          const item = toAppraisal(row);
          return [
            item.masterName,
            item.period,
            item.quality,
            item.punctuality,
            item.attitude,
            item.compliance,
            item.total,
            item.comment,
            item.appraiser,
            item.appraiseTime,
          ];
        }),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '考核表' }).toBuffer();
      const exportName = `考核表_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'master-appraisals',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: calls.export.produces, fileName: exportName };
    }),
  ];
}
