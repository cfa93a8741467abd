import { rmSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import type { DutyTechnician } from '@onsite/domain';
import { ROLE_ADD_DUTY_TECHNICIAN } from '@onsite/domain';
import { role, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** Users of the technical-support pool (work type `technical`) can be put on duty. */
export const TECHNICAL_WORK_TYPE = 'technical';

/** "My downloads" is personal: a user reads and clears only their own list (user 1 any). */
function assertOwnList(user: SessionUser, userId: number): void {
  if (user.userId !== 1 && user.userId !== userId) throw forbidden('「查看他人的下载记录」');
}

function technicians(db: Db, onDutyOnly: boolean): DutyTechnician[] {
  const rows = db
    .prepare(
      onDutyOnly
        ? `SELECT u.user_id, u.user_name, u.phonenumber FROM duty_technician t JOIN sys_user u ON u.user_id = t.technical_id
           ORDER BY t.order_num, t.technical_id`
        : `SELECT user_id, user_name, phonenumber FROM sys_user WHERE work_type = ? AND status = '0' ORDER BY user_id`,
    )
    .all(...(onDutyOnly ? [] : [TECHNICAL_WORK_TYPE])) as {
    user_id: number;
    user_name: string;
    phonenumber: string | null;
  }[];
  return rows.map((row) => ({
    technicalId: row.user_id,
    technicalName: row.user_name,
    phonenumber: row.phonenumber ?? '',
  }));
}

/** My downloads and the duty technicians (spec 000 §7.7). */
export function recordRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { record, technical } = contract.stuff;
  return [
    route(record.list, SIGNED_IN, ({ query }, { user }) => {
      assertOwnList(user, query.userId);
      const rows = db
        .prepare(
          `SELECT record_id, export_name, export_time, export_type, export_url FROM export_record
           WHERE user_id = ? ORDER BY record_id DESC LIMIT 100`,
        )
        .all(query.userId) as {
        record_id: number;
        export_name: string;
        export_time: string;
        export_type: 0 | 1;
        export_url: string;
      }[];
      return {
        data: rows.map((row) => ({
          recordId: row.record_id,
          exportName: row.export_name,
          exportTime: row.export_time,
          exportType: row.export_type,
          exportUrl: row.export_url,
        })),
      };
    }),
    route(record.clearExportRecord, SIGNED_IN, ({ query }, { user }) => {
      assertOwnList(user, query.userId);
      const urls = (
        db.prepare('SELECT export_url FROM export_record WHERE user_id = ?').all(query.userId) as {
          export_url: string;
        }[]
      ).map((row) => row.export_url);
      // spec 000 §8: the console shows 暂无数据 when the code is 500.
      if (urls.length === 0) throw businessError('暂无数据', 500);
      db.prepare('DELETE FROM export_record WHERE user_id = ?').run(query.userId);
      const root = path.resolve(config.dataDir);
      for (const url of urls) {
        const file = path.resolve(root, url);
        if (file.startsWith(`${root}${path.sep}`)) rmSync(file, { force: true });
      }
      return { data: null, msg: '清空成功' };
    }),
    route(technical.getSupportWorkNo, SIGNED_IN, () => ({ data: technicians(db, false) })),
    route(technical.getTechnicalList, SIGNED_IN, () => ({ data: technicians(db, true) })),
    // spec 000 §6: only role 29 may put technicians on duty; an empty selection clears the list (§5).
    route(technical.save, role(ROLE_ADD_DUTY_TECHNICIAN), ({ body }, { user }) => {
      const pool = new Set(technicians(db, false).map((item) => item.technicalId));
      for (const item of body) {
        if (!pool.has(item.technicalId)) throw businessError(`技术人员 ${item.technicalId} 不在可值班名单中`);
      }
      db.transaction(() => {
        db.prepare('DELETE FROM duty_technician').run();
        const insert = db.prepare(
          'INSERT OR IGNORE INTO duty_technician (technical_id, order_num, create_by, create_time) VALUES (?, ?, ?, ?)',
        );
        body.forEach((item, index) => {
          insert.run(item.technicalId, index, user.userName, formatTime(now()));
        });
      })();
      return { data: null, msg: '新增成功' };
    }),
  ];
}
