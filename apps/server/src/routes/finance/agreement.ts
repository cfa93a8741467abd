import { contract } from '@onsite/api-client';
import type { AgreementAcceptance, AgreementStatus, ServiceAgreement } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { pageOf } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface AgreementRow {
  version: number;
  title: string;
  content: string;
  publish_by: string;
  publish_time: string;
}

interface AcceptanceRow {
  enterprise_id: number;
  enterprise_name: string;
  version: number;
  accept_by: string;
  accept_user_id: number;
  accept_time: string;
}

const toAgreement = (row: AgreementRow): ServiceAgreement => ({
  version: row.version,
  title: row.title,
  content: row.content,
  publishBy: row.publish_by,
  publishTime: row.publish_time,
});

const toAcceptance = (row: AcceptanceRow): AgreementAcceptance => ({
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  version: row.version,
  acceptBy: row.accept_by,
  acceptUserId: row.accept_user_id,
  acceptTime: row.accept_time,
});

/** The current agreement: the highest version published (none before the first). */
export function currentAgreement(db: Db): AgreementRow | undefined {
  return db
    .prepare(
      'SELECT version, title, content, publish_by, publish_time FROM service_agreement ORDER BY version DESC LIMIT 1',
    )
    .get() as AgreementRow | undefined;
}

function acceptanceOf(db: Db, enterpriseId: number, version: number): AcceptanceRow | undefined {
  return db
    .prepare(
      `SELECT a.enterprise_id, e.enterprise_name, a.version, a.accept_by, a.accept_user_id, a.accept_time
       FROM agreement_acceptance a JOIN ent_enterprise e ON e.enterprise_id = a.enterprise_id
       WHERE a.enterprise_id = ? AND a.version = ?`,
    )
    .get(enterpriseId, version) as AcceptanceRow | undefined;
}

const STATE_CONDITION = {
  current: 'a.version = :current',
  outdated: 'a.version < :current',
  never: 'a.version IS NULL',
} as const;

/**
 * D55: 协议确认. The service agreement is a stored document (`service_agreement`): each version as
 * published by staff (`finance:agreement:publish`), never edited; the highest is current. An enterprise
 * user accepts the version they read (`finance:agreement:confirm`; one acceptance per enterprise and
 * version, with the user and the time); a newer version asks again. Staff list every enterprise with the
 * version it accepted last (`finance:agreement:list`); an enterprise user sees only their own.
 */
export function agreementRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { agreement } = contract.finance;
  return [
    route(agreement.current, button(CODES.agreementList), (_input, { user }) => {
      const current = currentAgreement(db);
      const enterpriseId = user.enterpriseId;
      const last =
        enterpriseId === null
          ? null
          : ((
              db
                .prepare('SELECT MAX(version) AS version FROM agreement_acceptance WHERE enterprise_id = ?')
                .get(enterpriseId) as { version: number | null }
            ).version ?? null);
      const accepted =
        current && enterpriseId !== null ? acceptanceOf(db, enterpriseId, current.version) : undefined;
      return {
        data: {
          agreement: current ? toAgreement(current) : null,
          accepted: accepted ? toAcceptance(accepted) : null,
          lastAcceptedVersion: last,
        },
      };
    }),

    route(agreement.list, button(CODES.agreementList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.agreementList, '查看协议确认');
      const current = currentAgreement(db)?.version ?? 0;
      const conditions = ['e.del_status = 0'];
      if (enterpriseId !== null) conditions.push('e.enterprise_id = :enterpriseId');
      if (query.state) conditions.push(STATE_CONDITION[query.state]);
      const from = `FROM ent_enterprise e LEFT JOIN agreement_acceptance a ON a.enterprise_id = e.enterprise_id
          AND a.version = (SELECT MAX(x.version) FROM agreement_acceptance x WHERE x.enterprise_id = e.enterprise_id)
        WHERE ${conditions.join(' AND ')}`;
      const params = { current, ...(enterpriseId === null ? {} : { enterpriseId }) };
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT e.enterprise_id, e.enterprise_name, a.version, a.accept_by, a.accept_time ${from}
           ORDER BY e.enterprise_id LIMIT :limit OFFSET :offset`,
        )
        .all({ ...params, limit, offset }) as {
        enterprise_id: number;
        enterprise_name: string;
        version: number | null;
        accept_by: string | null;
        accept_time: string | null;
      }[];
      const { total } = db.prepare(`SELECT COUNT(*) AS total ${from}`).get(params) as { total: number };
      return {
        rows: rows.map(
          (row): AgreementStatus => ({
            enterpriseId: row.enterprise_id,
            enterpriseName: row.enterprise_name,
            acceptedVersion: row.version,
            acceptBy: row.accept_by,
            acceptTime: row.accept_time,
            current: row.version !== null && row.version === current,
          }),
        ),
        total,
        pageNum,
      };
    }),

    route(agreement.confirm, button(CODES.agreementConfirm), ({ body }, { user }) => {
      if (user.enterpriseId === null) throw forbidden('「确认协议」（仅企业用户）');
      const enterpriseId = user.enterpriseId;
      const current = currentAgreement(db);
      if (!current) throw businessError('尚未发布服务协议');
      if (body.version !== current.version)
        throw businessError(`服务协议已更新为第 ${current.version} 版，请阅读新版本后再确认`);
      const done = acceptanceOf(db, enterpriseId, current.version);
      if (done)
        throw businessError(
          `贵企业已于 ${done.accept_time} 由 ${done.accept_by} 确认第 ${done.version} 版服务协议`,
        );
      db.prepare(
        `INSERT INTO agreement_acceptance (enterprise_id, version, accept_by, accept_user_id, accept_time)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(enterpriseId, current.version, user.userName, user.userId, formatTime(now()));
      const saved = acceptanceOf(db, enterpriseId, current.version);
      if (!saved) throw notFound(`企业 ${enterpriseId}`);
      return { data: toAcceptance(saved), msg: '已确认服务协议' };
    }),

    route(agreement.publish, button(CODES.agreementPublish), ({ body }, { user }) => {
      if (user.enterpriseId !== null) throw forbidden('「发布协议」（仅平台员工）');
      const title = body.title.trim();
      const content = body.content.trim();
      if (title === '') throw businessError('请输入协议标题');
      if (content === '') throw businessError('请输入协议内容');
      const current = currentAgreement(db);
      if (current && current.title === title && current.content === content)
        throw businessError('协议内容没有变化');
      const version = (current?.version ?? 0) + 1;
      const time = formatTime(now());
      db.prepare(
        `INSERT INTO service_agreement (version, title, content, publish_by, publish_user_id, publish_time)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(version, title, content, user.userName, user.userId, time);
      return {
        data: { version, title, content, publishBy: user.userName, publishTime: time },
        msg: `已发布第 ${version} 版服务协议，各企业需重新确认`,
      };
    }),
  ];
}
