import { contract } from '@onsite/api-client';
import { DEMAND_TYPES, type Demand, type DemandList, validateDemandContent } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { anyCode } from '../../enterprise/access';
import { actorOf, requireEnterprise } from '../../enterprise/guard';
import { writeHistory } from '../../enterprise/history';
import {
  DEMAND_TYPE_LABELS,
  DOMAIN_MESSAGE_TEXT,
  HISTORY_MODULES,
  OPERATE_TYPES,
} from '../../enterprise/labels';
import { requireOrderTypes } from '../../enterprise/references';
import { idsOf } from '../../enterprise/repository';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route, type SignedInContext } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.demand;

/** Spec 001 §6: demand add, edit (enable, disable, relations) and delete codes; reading is tab 3. */
const VIEW = anyCode('viewEnterpriseSetting');
const ADD = anyCode('addEnterpriseRequest');
const EDIT = anyCode('editEnterpriseRequest');
const DELETE = anyCode('deleteEnterpriseRequest');

interface DemandRow {
  demand_id: number;
  enterprise_id: number;
  demand_type: Demand['demandType'];
  demand_content: string;
  disabled_flag: 0 | 1;
  rela_type: 1 | 2;
  rela_model_ids: string;
  rela_order_types: string;
  update_time: string | null;
  update_by: string | null;
}

const demandOf = (row: DemandRow): Demand => ({
  demandId: row.demand_id,
  enterpriseId: row.enterprise_id,
  demandType: row.demand_type,
  demandContent: row.demand_content,
  disabledFlag: row.disabled_flag,
  updateTime: row.update_time,
  updateBy: row.update_by,
});

function requireDemand(db: Db, user: SessionUser, demandId: number): DemandRow {
  const row = db.prepare('SELECT * FROM ent_demand WHERE demand_id = ?').get(demandId) as
    | DemandRow
    | undefined;
  if (!row) throw notFound(`需求 ${demandId} `);
  requireEnterprise(db, user, row.enterprise_id);
  return row;
}

function checkContent(content: string): string {
  const message = validateDemandContent(content);
  if (message) throw badRequest(DOMAIN_MESSAGE_TEXT[message]);
  return content.trim();
}

const RELATION_LABELS = { 1: '关联', 2: '排除' } as const;

/** Requirement texts of the five tabs and their model / order-type relations (spec 001 §2 Tab 3, 000 §2 demand modal). */
export function demandRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const record = (
    user: SessionUser,
    row: Pick<DemandRow, 'enterprise_id' | 'demand_type'>,
    type: keyof typeof OPERATE_TYPES,
    text: string,
  ) =>
    writeHistory(db, actorOf(user, now), {
      enterpriseId: row.enterprise_id,
      module: HISTORY_MODULES.demand,
      operateType: OPERATE_TYPES[type],
      content: `${DEMAND_TYPE_LABELS[row.demand_type]}：${text}`,
    });

  const setFlag = (call: typeof calls.enable | typeof calls.disable, flag: 0 | 1) =>
    route(call, EDIT, ({ body }: { body: { demandId: number } }, { user }: SignedInContext) => {
      const row = requireDemand(db, user, body.demandId);
      if (row.disabled_flag === flag)
        throw businessError(flag === 1 ? '该要求已是禁用状态' : '该要求已是启用状态');
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          'UPDATE ent_demand SET disabled_flag = ?, update_time = ?, update_by = ? WHERE demand_id = ?',
        ).run(flag, actor.time, actor.name, row.demand_id);
        record(user, row, flag === 1 ? 'disable' : 'enable', row.demand_content);
      })();
      return { data: null, msg: flag === 1 ? '禁用成功' : '启用成功' };
    });

  return [
    route(calls.list, VIEW, ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const rows = db
        .prepare('SELECT * FROM ent_demand WHERE enterprise_id = ? ORDER BY demand_id')
        .all(query.enterpriseId) as DemandRow[];
      const demandList = Object.fromEntries(
        DEMAND_TYPES.map((type) => [type, rows.filter((row) => row.demand_type === type).map(demandOf)]),
      ) as DemandList;
      return { data: { demandList } };
    }),

    route(calls.add, ADD, ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const content = checkContent(body.demandContent);
      const actor = actorOf(user, now);
      const demandId = db.transaction(() => {
        const inserted = db
          .prepare(
            `INSERT INTO ent_demand (enterprise_id, demand_type, demand_content, create_time, update_time, update_by)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(body.enterpriseId, body.demandType, content, actor.time, actor.time, actor.name);
        record(user, { enterprise_id: body.enterpriseId, demand_type: body.demandType }, 'add', content);
        return Number(inserted.lastInsertRowid);
      })();
      return { data: demandId, msg: '保存成功' };
    }),

    route(calls.update, EDIT, ({ body }, { user }) => {
      const row = requireDemand(db, user, body.demandId);
      const content = checkContent(body.demandContent);
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          'UPDATE ent_demand SET demand_content = ?, update_time = ?, update_by = ? WHERE demand_id = ?',
        ).run(content, actor.time, actor.name, row.demand_id);
        writeHistory(db, actor, {
          enterpriseId: row.enterprise_id,
          module: HISTORY_MODULES.demand,
          operateType: OPERATE_TYPES.edit,
          content: [
            { label: DEMAND_TYPE_LABELS[row.demand_type], oldValue: row.demand_content, newValue: content },
          ].filter((item) => item.oldValue !== item.newValue),
        });
      })();
      return { data: null, msg: '保存成功' };
    }),

    setFlag(calls.disable, 1),
    setFlag(calls.enable, 0),

    route(calls.remove, DELETE, ({ body }, { user }) => {
      const row = requireDemand(db, user, body.demandId);
      db.transaction(() => {
        db.prepare('DELETE FROM ent_demand WHERE demand_id = ?').run(row.demand_id);
        record(user, row, 'remove', row.demand_content);
      })();
      return { data: null, msg: '删除成功' };
    }),

    route(calls.get, VIEW, ({ params }, { user }) => {
      const row = db.prepare('SELECT * FROM ent_demand WHERE demand_id = ?').get(params.id) as
        | DemandRow
        | undefined;
      if (!row) throw notFound(`需求 ${params.id} `);
      requireEnterprise(db, user, row.enterprise_id, { allowRemoved: true });
      return {
        data: {
          demandId: row.demand_id,
          enterpriseId: row.enterprise_id,
          relaType: row.rela_type,
          relaModelIds: idsOf(row.rela_model_ids),
          relaOrderTypes: idsOf(row.rela_order_types),
        },
      };
    }),

    route(calls.configModels, EDIT, ({ body }, { user }) => {
      const row = requireDemand(db, user, body.demandId);
      const modelIds = [...new Set(body.relaModelIds)];
      const find = db.prepare('SELECT model_name FROM ent_model WHERE model_id = ?');
      const names = modelIds.map((id) => {
        const model = find.get(id) as { model_name: string } | undefined;
        if (!model) throw badRequest(`型号 ${id} 不存在`);
        return model.model_name;
      });
      db.transaction(() => {
        db.prepare('UPDATE ent_demand SET rela_type = ?, rela_model_ids = ? WHERE demand_id = ?').run(
          body.relaType,
          modelIds.join(','),
          row.demand_id,
        );
        record(
          user,
          row,
          'configure',
          `「${row.demand_content}」${RELATION_LABELS[body.relaType]}型号 ${names.join('、') || '（无）'}`,
        );
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.configOrderTypes, EDIT, ({ body }, { user }) => {
      const row = requireDemand(db, user, body.demandId);
      const ids = [...new Set(body.relaOrderTypes)];
      const orderTypes = requireOrderTypes(db, ids);
      db.transaction(() => {
        db.prepare('UPDATE ent_demand SET rela_type = ?, rela_order_types = ? WHERE demand_id = ?').run(
          body.relaType,
          ids.join(','),
          row.demand_id,
        );
        const names = ids.map((id) => orderTypes.get(id)?.type_name ?? String(id)).join('、');
        record(
          user,
          row,
          'configure',
          `「${row.demand_content}」${RELATION_LABELS[body.relaType]}订单类型 ${names || '（无）'}`,
        );
      })();
      return { data: null, msg: '保存成功' };
    }),
  ];
}
