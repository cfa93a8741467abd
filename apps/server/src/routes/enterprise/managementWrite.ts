import { contract } from '@onsite/api-client';
import {
  DEPT_MARKET_PRINCIPALS,
  isMobile,
  USER_TYPE_ENTERPRISE,
  validateEnterpriseNames,
} from '@onsite/domain';
import { randomOneTimePassword } from '../../auth/oneTimePassword';
import { hashPassword } from '../../auth/passwords';
import { assignRegistrationCode } from '../../core/registrationCodes';
import { anyCode, PLATFORM_SUPER } from '../../enterprise/access';
import { actorOf, requireEnterprise } from '../../enterprise/guard';
import { writeHistory } from '../../enterprise/history';
import { DOMAIN_MESSAGE_TEXT, HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { ensurePriceRows } from '../../enterprise/prices';
import { FIELD_GROUPS } from '../../enterprise/profileFields';
import {
  assertMayChange,
  completeProfile,
  diffProfile,
  normalizeProfile,
} from '../../enterprise/profileUpdate';
import { writeInstallTypes, writeProfile } from '../../enterprise/profileWrite';
import { checkInstallTypes, checkUsersInDept } from '../../enterprise/references';
import { findEnterpriseRow, loadEnterprise } from '../../enterprise/repository';
import { badRequest, businessError } from '../../http/errors';
import { type RouteDefinition, route, type SignedInContext } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.management;

/** The initial password of an enterprise account created by `add` (the enterprise changes it after signing in). */

/** Role given to new enterprise accounts when the seed defines it (a user without buttons may do everything, D11). */
const ENTERPRISE_ROLE_KEY = 'enterprise';

type StateChange = {
  column: 'forbidden_status' | 'del_status';
  value: 0 | 1;
  already: string;
  type: keyof typeof OPERATE_TYPES;
};

const STATE_CHANGES = {
  disable: { column: 'forbidden_status', value: 1, already: '企业已是禁用状态', type: 'disable' },
  enable: { column: 'forbidden_status', value: 0, already: '企业已是启用状态', type: 'enable' },
  remove: { column: 'del_status', value: 1, already: '企业已删除', type: 'remove' },
  resume: { column: 'del_status', value: 0, already: '企业未被删除，无需恢复', type: 'resume' },
} as const satisfies Record<string, StateChange>;

/** Changing enterprises: add, the full update, state changes, model configuration. */
export function managementWriteRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const stateRoute = (call: (typeof calls)[keyof typeof STATE_CHANGES], change: StateChange) =>
    route(call, PLATFORM_SUPER, ({ body }: { body: { enterpriseId: number } }, { user }: SignedInContext) => {
      const enterprise = requireEnterprise(db, user, body.enterpriseId, {
        allowRemoved: change.column === 'del_status',
      });
      if (enterprise[change.column] === change.value) throw businessError(change.already);
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          `UPDATE ent_enterprise SET ${change.column} = ?, update_time = ?, update_by = ? WHERE enterprise_id = ?`,
        ).run(change.value, actor.time, actor.name, body.enterpriseId);
        const operateType = OPERATE_TYPES[change.type];
        writeHistory(db, actor, {
          enterpriseId: body.enterpriseId,
          module: HISTORY_MODULES.profile,
          operateType,
          content: `${operateType}企业「${enterprise.enterprise_name}」`,
        });
      })();
      return { data: null, msg: `${OPERATE_TYPES[change.type]}成功` };
    });

  return [
    route(calls.add, PLATFORM_SUPER, async ({ body }, { user }) => {
      const nameMessage = validateEnterpriseNames(body);
      if (nameMessage) throw badRequest(DOMAIN_MESSAGE_TEXT[nameMessage]);
      const installTypes = [...new Set(body.installTypes)];
      checkInstallTypes(installTypes);
      if (body.defaultInstallType !== null && !installTypes.includes(body.defaultInstallType)) {
        throw badRequest('默认安装类型必须是已选的安装类型之一');
      }
      if (body.marketPrincipal !== null)
        checkUsersInDept(db, [body.marketPrincipal], DEPT_MARKET_PRINCIPALS, '市场负责人');
      if (body.phone !== '' && !isMobile(body.phone)) throw badRequest('联系电话须为11位手机号');
      if (
        db.prepare('SELECT 1 FROM ent_enterprise WHERE enterprise_name = ?').get(body.enterpriseName.trim())
      ) {
        throw businessError(`企业名称「${body.enterpriseName.trim()}」已存在`);
      }
      if (db.prepare('SELECT 1 FROM sys_user WHERE login_name = ?').get(body.loginName)) {
        throw businessError(`登录账号 ${body.loginName} 已存在`);
      }
      if (body.phone !== '' && db.prepare('SELECT 1 FROM sys_user WHERE phonenumber = ?').get(body.phone)) {
        throw businessError(`手机号 ${body.phone} 已被其他账号使用`);
      }
      // Issue 14: a random one-time password, answered once, changed at the account's first sign-in.
      const initialPassword = randomOneTimePassword();
      const passwordHash = await hashPassword(initialPassword);
      const actor = actorOf(user, now);
      const enterpriseId = db.transaction(() => {
        const inserted = db
          .prepare(
            `INSERT INTO ent_enterprise (enterprise_name, enterprise_sys_name, types, default_install_type, register,
               register_phone, market_principal, login_name, user_name, phone, create_time, update_time, update_by)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            body.enterpriseName.trim(),
            body.enterpriseSysName.trim(),
            body.types,
            body.defaultInstallType,
            body.register,
            body.registerPhone,
            body.marketPrincipal,
            body.loginName,
            body.userName,
            body.phone,
            actor.time,
            actor.time,
            actor.name,
          );
        const id = Number(inserted.lastInsertRowid);
        writeInstallTypes(db, id, installTypes);
        ensurePriceRows(db, actor.time, actor.name, id);
        db.prepare('INSERT OR IGNORE INTO wallet (enterprise_id) VALUES (?)').run(id);
        assignRegistrationCode(db, id);
        const account = db
          .prepare(
            `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, phonenumber, create_time,
               password_change_required)
             VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
          )
          .run(
            body.loginName,
            body.userName || body.enterpriseSysName.trim(),
            passwordHash,
            USER_TYPE_ENTERPRISE,
            id,
            body.phone === '' ? null : body.phone,
            actor.time,
          );
        const role = db.prepare('SELECT role_id FROM sys_role WHERE role_key = ?').get(ENTERPRISE_ROLE_KEY) as
          | { role_id: number }
          | undefined;
        if (role) {
          db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(
            account.lastInsertRowid,
            role.role_id,
          );
        }
        writeHistory(db, actor, {
          enterpriseId: id,
          module: HISTORY_MODULES.profile,
          operateType: OPERATE_TYPES.add,
          content: `新增企业「${body.enterpriseName.trim()}」，登录账号 ${body.loginName}`,
        });
        return id;
      })();
      return { data: { enterpriseId, initialPassword }, msg: '新增成功' };
    }),

    route(calls.update, anyCode(...FIELD_GROUPS.map((group) => group.code)), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const row = findEnterpriseRow(db, body.enterpriseId);
      if (!row) throw badRequest('企业不存在');
      const stored = loadEnterprise(db, body.enterpriseId);
      if (!stored) throw badRequest('企业不存在');
      const next = normalizeProfile(db, row, completeProfile(stored, body));
      const diff = diffProfile(db, row, next);
      assertMayChange(user, diff.fields);
      const actor = actorOf(user, now);
      db.transaction(() => {
        writeProfile(db, body.enterpriseId, next, actor);
        ensurePriceRows(db, actor.time, actor.name, body.enterpriseId);
        writeHistory(db, actor, {
          enterpriseId: body.enterpriseId,
          module: HISTORY_MODULES.profile,
          operateType: OPERATE_TYPES.edit,
          content: diff.changes,
        });
      })();
      return { data: null, msg: '保存成功' };
    }),

    stateRoute(calls.disable, STATE_CHANGES.disable),
    stateRoute(calls.enable, STATE_CHANGES.enable),
    stateRoute(calls.remove, STATE_CHANGES.remove),
    stateRoute(calls.resume, STATE_CHANGES.resume),
  ];
}
