import { contract } from '@onsite/api-client';
import {
  type IdCardRecord,
  type IdCardState,
  isIdCardHolderName,
  isIdCardNumber,
  type MasterState,
  maskIdCard,
} from '@onsite/domain';
import { button, isAllowed } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyIdCardDecided } from '../../live/masterNotify';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface IdCardRow {
  master_id: number;
  master_name: string;
  phonenumber: string;
  team_name: string | null;
  state: MasterState;
  id_card_name: string | null;
  id_card_no: string;
  id_card_state: IdCardState;
  id_card_front: string | null;
  id_card_back: string | null;
  id_card_submit_by: string | null;
  id_card_submit_user: number | null;
  id_card_submit_time: string | null;
  id_card_review_by: string | null;
  id_card_review_time: string | null;
  id_card_reason: string | null;
}

const SELECT = `SELECT m.master_id, m.master_name, m.phonenumber, t.team_name, m.state, m.id_card_name, m.id_card_no,
  m.id_card_state, m.id_card_front, m.id_card_back, m.id_card_submit_by, m.id_card_submit_user, m.id_card_submit_time,
  m.id_card_review_by, m.id_card_review_time, m.id_card_reason
  FROM master m LEFT JOIN master_team t ON t.team_id = m.team_id`;

/** Extensions of an ID card picture. */
const PICTURE = /\.(jpe?g|png|webp)$/i;

/** Who may see full numbers and the pictures: those who submit or review ID cards (least data). */
const seesPictures = (user: SessionUser) => isAllowed(user, button(CODES.idCardSubmit, CODES.idCardReview));
const seesNumbers = (user: SessionUser) =>
  isAllowed(user, button(CODES.idCardSubmit, CODES.idCardReview, CODES.masterEdit));

function toRecord(row: IdCardRow, user: SessionUser): IdCardRecord {
  const pictures = seesPictures(user);
  const numbers = seesNumbers(user);
  return {
    masterId: row.master_id,
    masterName: row.master_name,
    phonenumber: row.phonenumber,
    teamName: row.team_name,
    masterState: row.state,
    holderName: row.id_card_name,
    idCardNo: numbers ? row.id_card_no : maskIdCard(row.id_card_no),
    idCardMasked: !numbers,
    idCardState: row.id_card_state,
    hasPictures: row.id_card_front !== null && row.id_card_back !== null,
    frontPath: pictures ? row.id_card_front : null,
    backPath: pictures ? row.id_card_back : null,
    submitBy: row.id_card_submit_by,
    submitTime: row.id_card_submit_time,
    reviewBy: row.id_card_review_by,
    reviewTime: row.id_card_review_time,
    refuseReason: row.id_card_reason,
  };
}

/**
 * D54: 身份证审核 on the server. The review is a state on the master's record (D38's `id_card_state`, with the
 * holder's name, the front and back pictures, who submitted and who decided), not a request of D34's approval model:
 * the state belongs to the master and D38's form and lists already read it. Staff with `master:idcard:submit` submit
 * a master's card (holder name, the number with its check character, both pictures they uploaded): it is pending
 * until someone holding `master:idcard:review` other than its submitter approves it (both pictures stored) or
 * refuses it with a reason. Numbers are masked and pictures left out for a caller with the list code alone.
 *
 * D60: a master (userType '2', holding the list and submit codes) reads only their own card and submits only their
 * own (pictures they uploaded themselves) while it is not approved: an approved card is changed through staff, so a
 * master never takes themselves out of dispatch (which needs an approved card) by resubmitting. Enterprise users are
 * refused. The master hears of the decision on the live channel.
 */
export function idCardRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const i = contract.master.idCard;

  /** Staff pass (null); a master passes with their own master id (0: linked to none); anyone else is refused. */
  const callerScope = (user: SessionUser): { masterId: number } | null => {
    if (isMasterUser(user)) return { masterId: masterOfUser(db, user.userId)?.masterId ?? 0 };
    if (user.enterpriseId !== null) throw forbidden('「师傅管理」');
    staffOnly(user);
    return null;
  };

  const rowOf = (masterId: number): IdCardRow => {
    const row = db.prepare(`${SELECT} WHERE m.master_id = ?`).get(masterId) as IdCardRow | undefined;
    if (!row) throw businessError(`师傅 ${masterId} 不存在`);
    return row;
  };

  /** A pending card the caller may decide: not their own submission. */
  const decidable = (user: SessionUser, masterId: number): IdCardRow => {
    const row = rowOf(masterId);
    if (row.id_card_state !== 'pending') throw businessError(`${row.master_name}的身份证不在待审核状态`);
    if (row.id_card_submit_user === user.userId)
      throw businessError('不能审核本人提交的身份证，请由其他审核人处理');
    return row;
  };

  /** A picture the caller uploaded (or the card's own), of a picture type. */
  const checkedPicture = (user: SessionUser, path: string, current: readonly (string | null)[]) => {
    if (!current.includes(path)) {
      const stored = db
        .prepare("SELECT 1 FROM dfs_file WHERE path = ? AND kind = 'enterprise' AND uploaded_by = ?")
        .get(path, user.userId);
      if (!stored) throw businessError('身份证照片不存在，请重新上传');
    }
    if (!PICTURE.test(path)) throw businessError('身份证照片须为图片（jpg、png、webp）');
    return path;
  };

  return [
    route(i.list, button(CODES.idCardList), ({ query }, { user }) => {
      const own = callerScope(user);
      const where = new Where()
        .contains('m.master_name', query.masterName)
        .startsWith('m.phonenumber', query.phonenumber)
        .equals('m.id_card_state', query.idCardState);
      // D60: a master reads their own card only.
      if (own !== null) where.equals('m.master_id', own.masterId);
      const { limit, offset, pageNum } = pageOf(query);
      // The cards waiting for a decision first, the latest submitted first.
      const rows = db
        .prepare(
          `${SELECT} ${where.toSql()} ORDER BY m.id_card_state <> 'pending', m.id_card_submit_time IS NULL,
             m.id_card_submit_time DESC, m.master_id LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as IdCardRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master m ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map((row) => toRecord(row, user)), total, pageNum };
    }),

    route(i.submit, button(CODES.idCardSubmit), ({ body }, { user }) => {
      const own = callerScope(user);
      // D60: a master submits their own card, and not once it is approved.
      if (own !== null && own.masterId !== body.masterId) throw businessError('师傅只能提交本人的身份证');
      const row = rowOf(body.masterId);
      if (own !== null && row.id_card_state === 'approved')
        throw businessError('您的身份证已审核通过，如需更换请联系平台');
      const holderName = body.holderName.trim();
      if (holderName === '') throw businessError('请输入身份证上的姓名');
      if (!isIdCardHolderName(holderName)) throw businessError('姓名须为 2–30 个汉字或字母');
      const idCardNo = body.idCardNo.trim().toUpperCase();
      if (!isIdCardNumber(idCardNo)) throw businessError('请输入正确的18位身份证号码');
      if (
        db
          .prepare('SELECT 1 FROM master WHERE id_card_no = ? AND master_id <> ?')
          .get(idCardNo, row.master_id)
      )
        throw businessError('该身份证号码已被其他师傅使用');
      const current = [row.id_card_front, row.id_card_back];
      const front = checkedPicture(user, body.frontPath, current);
      const back = checkedPicture(user, body.backPath, current);
      if (front === back) throw businessError('人像面和国徽面不能是同一张照片');
      db.prepare(
        `UPDATE master SET id_card_name = ?, id_card_no = ?, id_card_front = ?, id_card_back = ?, id_card_state = 'pending',
           id_card_submit_by = ?, id_card_submit_user = ?, id_card_submit_time = ?, id_card_review_by = NULL,
           id_card_review_time = NULL, id_card_reason = NULL
         WHERE master_id = ?`,
      ).run(holderName, idCardNo, front, back, user.userName, user.userId, formatTime(now()), row.master_id);
      return { data: toRecord(rowOf(row.master_id), user), msg: '已提交审核' };
    }),

    route(i.approve, button(CODES.idCardReview), ({ body }, { user }) => {
      staffOnly(user);
      const row = decidable(user, body.masterId);
      if (row.id_card_front === null || row.id_card_back === null)
        throw businessError(`${row.master_name}的身份证照片不全，不能通过，请驳回或重新提交`);
      const changed = db
        .prepare(
          `UPDATE master SET id_card_state = 'approved', id_card_review_by = ?, id_card_review_time = ?, id_card_reason = NULL
           WHERE master_id = ? AND id_card_state = 'pending'`,
        )
        .run(user.userName, formatTime(now()), row.master_id).changes;
      if (changed !== 1) throw businessError(`${row.master_name}的身份证不在待审核状态`);
      notifyIdCardDecided(deps, { masterId: row.master_id, state: 'approved', reason: null });
      return { data: toRecord(rowOf(row.master_id), user), msg: '身份证审核已通过' };
    }),

    route(i.refuse, button(CODES.idCardReview), ({ body }, { user }) => {
      staffOnly(user);
      const row = decidable(user, body.masterId);
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入驳回原因');
      const changed = db
        .prepare(
          `UPDATE master SET id_card_state = 'refused', id_card_review_by = ?, id_card_review_time = ?, id_card_reason = ?
           WHERE master_id = ? AND id_card_state = 'pending'`,
        )
        .run(user.userName, formatTime(now()), reason, row.master_id).changes;
      if (changed !== 1) throw businessError(`${row.master_name}的身份证不在待审核状态`);
      notifyIdCardDecided(deps, { masterId: row.master_id, state: 'refused', reason });
      return { data: toRecord(rowOf(row.master_id), user), msg: '已驳回' };
    }),
  ];
}
