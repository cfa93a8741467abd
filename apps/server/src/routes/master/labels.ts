import { contract } from '@onsite/api-client';
import {
  type LabelledMaster,
  MASTER_LABELS_PER_MASTER_MAX,
  type MasterLabel,
  type MasterLabelColor,
  type MasterLabelStatus,
} from '@onsite/domain';
import { button, isAllowed } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { profileRowOf, toProfiles } from '../../core/masterProfiles';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface LabelRow {
  label_id: number;
  label_name: string;
  color: MasterLabelColor;
  status: MasterLabelStatus;
  remark: string;
  master_count: number;
  create_by: string;
  create_time: string;
  update_by: string | null;
  update_time: string | null;
}

const LABEL_SELECT = `SELECT l.*, (SELECT COUNT(*) FROM master_label_link k WHERE k.label_id = l.label_id) AS master_count
  FROM master_label l`;

const toLabel = (row: LabelRow): MasterLabel => ({
  labelId: row.label_id,
  labelName: row.label_name,
  color: row.color,
  status: row.status,
  remark: row.remark,
  masterCount: row.master_count,
  createBy: row.create_by,
  createTime: row.create_time,
  updateBy: row.update_by,
  updateTime: row.update_time,
});

function labelRowOf(db: Db, labelId: number): LabelRow {
  const row = db.prepare(`${LABEL_SELECT} WHERE l.label_id = ?`).get(labelId) as LabelRow | undefined;
  if (!row) throw businessError(`标签 ${labelId} 不存在`);
  return row;
}

/** A label's name, checked: not blank, no other label's (case-insensitively). */
function checkedName(db: Db, labelName: string, labelId: number): string {
  const name = labelName.trim();
  if (name === '') throw businessError('请输入标签名称');
  if (
    db
      .prepare('SELECT 1 FROM master_label WHERE label_name = ? COLLATE NOCASE AND label_id <> ?')
      .get(name, labelId)
  )
    throw businessError(`标签「${name}」已存在`);
  return name;
}

const enabledOrRefused = (row: LabelRow) => {
  if (row.status !== '0') throw businessError(`标签「${row.label_name}」已停用，不能贴给师傅`);
};

/**
 * D54: 师傅标签 on the server. Staff list the labels (`master:label:list`) and, with `master:label:edit`, add, edit
 * and delete them (refused while masters carry the label, naming how many: disable it or take it off them first),
 * attach an enabled label to masters, take it off one, or set one master's labels (师傅列表's 标签).
 */
export function labelRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const l = contract.master.label;
  const reveals = (user: SessionUser) => isAllowed(user, button(CODES.masterEdit));
  return [
    route(l.list, button(CODES.masterLabelList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where().contains('l.label_name', query.labelName).equals('l.status', query.status);
      const { limit, offset, pageNum } = pageOf(query);
      const order =
        query.sortField === undefined
          ? 'ORDER BY l.status, l.label_id'
          : orderByOf(
              query,
              { labelName: 'l.label_name', masterCount: 'master_count', createTime: 'l.create_time' },
              'l.label_id',
              'l.label_id',
            );
      const rows = db
        .prepare(`${LABEL_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as LabelRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master_label l ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toLabel), total, pageNum };
    }),

    route(l.add, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const name = checkedName(db, body.labelName, 0);
      const id = Number(
        db
          .prepare(
            `INSERT INTO master_label (label_name, color, status, remark, create_by, create_time)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(name, body.color, body.status, body.remark.trim(), user.userName, formatTime(now()))
          .lastInsertRowid,
      );
      return { data: toLabel(labelRowOf(db, id)), msg: '新增成功' };
    }),

    route(l.edit, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const row = labelRowOf(db, body.labelId);
      const name = checkedName(db, body.labelName, row.label_id);
      db.prepare(
        `UPDATE master_label SET label_name = ?, color = ?, status = ?, remark = ?, update_by = ?, update_time = ?
         WHERE label_id = ?`,
      ).run(
        name,
        body.color,
        body.status,
        body.remark.trim(),
        user.userName,
        formatTime(now()),
        row.label_id,
      );
      return { data: toLabel(labelRowOf(db, row.label_id)), msg: '修改成功' };
    }),

    route(l.remove, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const row = labelRowOf(db, body.labelId);
      // The count and the delete in one transaction: a label attached meanwhile is not deleted under a master.
      db.transaction(() => {
        const carried = labelRowOf(db, row.label_id).master_count;
        if (carried > 0)
          throw businessError(
            `标签「${row.label_name}」已贴在 ${carried} 名师傅身上，不能删除：请先停用或从师傅身上移除`,
          );
        db.prepare('DELETE FROM master_label WHERE label_id = ?').run(row.label_id);
      })();
      return { data: null, msg: '删除成功' };
    }),

    route(l.masters, button(CODES.masterLabelList), ({ query }, { user }) => {
      staffOnly(user);
      const label = labelRowOf(db, query.labelId);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT m.master_id, m.master_name, m.phonenumber, t.team_name, k.assign_by, k.assign_time
           FROM master_label_link k JOIN master m ON m.master_id = k.master_id
           LEFT JOIN master_team t ON t.team_id = m.team_id
           WHERE k.label_id = ? ORDER BY k.assign_time DESC, m.master_id LIMIT ? OFFSET ?`,
        )
        .all(label.label_id, limit, offset) as {
        master_id: number;
        master_name: string;
        phonenumber: string;
        team_name: string | null;
        assign_by: string;
        assign_time: string;
      }[];
      return {
        rows: rows.map(
          (row): LabelledMaster => ({
            masterId: row.master_id,
            masterName: row.master_name,
            phonenumber: row.phonenumber,
            teamName: row.team_name,
            assignBy: row.assign_by,
            assignTime: row.assign_time,
          }),
        ),
        total: label.master_count,
        pageNum,
      };
    }),

    route(l.assign, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const label = labelRowOf(db, body.labelId);
      enabledOrRefused(label);
      const masters = [...new Set(body.masterIds)].map((masterId) => profileRowOf(db, masterId));
      const count = db.prepare('SELECT COUNT(*) AS n FROM master_label_link WHERE master_id = ?');
      const added = db.transaction(() => {
        let changes = 0;
        for (const master of masters) {
          if (
            db
              .prepare('SELECT 1 FROM master_label_link WHERE master_id = ? AND label_id = ?')
              .get(master.master_id, label.label_id)
          )
            continue;
          if ((count.get(master.master_id) as { n: number }).n >= MASTER_LABELS_PER_MASTER_MAX)
            throw businessError(
              `${master.master_name}已有 ${MASTER_LABELS_PER_MASTER_MAX} 个标签，请先移除其他标签`,
            );
          changes += db
            .prepare(
              'INSERT INTO master_label_link (master_id, label_id, assign_by, assign_time) VALUES (?, ?, ?, ?)',
            )
            .run(master.master_id, label.label_id, user.userName, formatTime(now())).changes;
        }
        return changes;
      })();
      if (added === 0) throw businessError(`所选师傅都已有标签「${label.label_name}」`);
      return {
        data: toLabel(labelRowOf(db, label.label_id)),
        msg: `已为 ${added} 名师傅贴上标签「${label.label_name}」`,
      };
    }),

    route(l.unassign, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const label = labelRowOf(db, body.labelId);
      const master = profileRowOf(db, body.masterId);
      const removed = db
        .prepare('DELETE FROM master_label_link WHERE master_id = ? AND label_id = ?')
        .run(master.master_id, label.label_id).changes;
      if (removed === 0) throw businessError(`${master.master_name}没有标签「${label.label_name}」`);
      return {
        data: toLabel(labelRowOf(db, label.label_id)),
        msg: `已移除${master.master_name}的标签「${label.label_name}」`,
      };
    }),

    route(l.setOfMaster, button(CODES.masterLabelEdit), ({ body }, { user }) => {
      staffOnly(user);
      const master = profileRowOf(db, body.masterId);
      const wanted = [...new Set(body.labelIds)].map((labelId) => labelRowOf(db, labelId));
      const carried = new Set(
        (
          db.prepare('SELECT label_id FROM master_label_link WHERE master_id = ?').all(master.master_id) as {
            label_id: number;
          }[]
        ).map((row) => row.label_id),
      );
      // A disabled label may stay on a master who carries it; it is not attached anew.
      for (const label of wanted) if (!carried.has(label.label_id)) enabledOrRefused(label);
      db.transaction(() => {
        const keep = new Set(wanted.map((label) => label.label_id));
        for (const labelId of carried)
          if (!keep.has(labelId))
            db.prepare('DELETE FROM master_label_link WHERE master_id = ? AND label_id = ?').run(
              master.master_id,
              labelId,
            );
        for (const label of wanted)
          if (!carried.has(label.label_id))
            db.prepare(
              'INSERT INTO master_label_link (master_id, label_id, assign_by, assign_time) VALUES (?, ?, ?, ?)',
            ).run(master.master_id, label.label_id, user.userName, formatTime(now()));
      })();
      const [profile] = toProfiles(db, [profileRowOf(db, master.master_id)], reveals(user));
      return { data: profile as NonNullable<typeof profile>, msg: `${master.master_name}的标签已保存` };
    }),
  ];
}
