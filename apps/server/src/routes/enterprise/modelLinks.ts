import { contract } from '@onsite/api-client';
import type { TreeOption } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { PLATFORM_SUPER, SIGNED_IN_USER } from '../../enterprise/access';
import { actorOf, requireEnterprise, scopedEnterpriseId } from '../../enterprise/guard';
import { writeHistory } from '../../enterprise/history';
import { HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { Where } from '../../enterprise/paging';
import { badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { MODEL_SELECT, type ModelRow, modelOf, requireModels } from './modelRows';

const calls = contract.enterprise.model;

/** Which models an enterprise has: the model configuration dialog and the demand modal's model step. */
export function modelLinkRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const modelIdsOf = (enterpriseId: number) =>
    (
      db
        .prepare('SELECT model_id FROM ent_enterprise_model WHERE enterprise_id = ? ORDER BY model_id')
        .all(enterpriseId) as {
        model_id: number;
      }[]
    ).map((row) => row.model_id);

  const recordLinks = (user: SessionUser, enterpriseId: number, added: string[], removed: string[]) => {
    const parts = [
      added.length ? `关联型号 ${added.join('、')}` : '',
      removed.length ? `解除型号 ${removed.join('、')}` : '',
    ];
    const text = parts.filter(Boolean).join('；');
    if (text === '') return;
    writeHistory(db, actorOf(user, now), {
      enterpriseId,
      module: HISTORY_MODULES.profile,
      operateType: OPERATE_TYPES.configure,
      content: text,
    });
  };

  return [
    route(calls.selectEnterpriseModelTree, SIGNED_IN_USER, ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const brands = db.prepare('SELECT brand_id, brand_name FROM ent_brand ORDER BY brand_id').all() as {
        brand_id: number;
        brand_name: string;
      }[];
      const models = db
        .prepare(`${MODEL_SELECT} WHERE m.forbidden_status = 0 ORDER BY m.model_id`)
        .all() as ModelRow[];
      const tree: TreeOption[] = brands
        .map((brand) => ({
          value: String(brand.brand_id),
          label: brand.brand_name,
          children: models
            .filter((model) => model.brand_id === brand.brand_id)
            .map((model) => ({ value: String(model.model_id), label: model.model_name })),
        }))
        .filter((brand) => brand.children.length > 0);
      return { data: { tree, checkedKeys: modelIdsOf(query.enterpriseId) } };
    }),

    route(contract.enterprise.management.configModel, PLATFORM_SUPER, ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const next = [...new Set(body.modelIds)];
      const models = requireModels(db, next);
      const before = modelIdsOf(body.enterpriseId);
      const beforeModels = requireModels(db, before);
      db.transaction(() => {
        db.prepare('DELETE FROM ent_enterprise_model WHERE enterprise_id = ?').run(body.enterpriseId);
        const insert = db.prepare('INSERT INTO ent_enterprise_model (enterprise_id, model_id) VALUES (?, ?)');
        for (const id of next) insert.run(body.enterpriseId, id);
        recordLinks(
          user,
          body.enterpriseId,
          models.filter((model) => !before.includes(model.model_id)).map((model) => model.model_name),
          beforeModels.filter((model) => !next.includes(model.model_id)).map((model) => model.model_name),
        );
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.relateModelEnterprise, PLATFORM_SUPER, ({ body }, { user }) => {
      const [model] = requireModels(db, [body.modelId]);
      if (!model) throw badRequest(`型号 ${body.modelId} 不存在`);
      const next = [...new Set(body.enterpriseIds)];
      for (const enterpriseId of next) requireEnterprise(db, user, enterpriseId);
      const before = (
        db.prepare('SELECT enterprise_id FROM ent_enterprise_model WHERE model_id = ?').all(body.modelId) as {
          enterprise_id: number;
        }[]
      ).map((row) => row.enterprise_id);
      db.transaction(() => {
        db.prepare('DELETE FROM ent_enterprise_model WHERE model_id = ?').run(body.modelId);
        const insert = db.prepare('INSERT INTO ent_enterprise_model (enterprise_id, model_id) VALUES (?, ?)');
        for (const enterpriseId of next) insert.run(enterpriseId, body.modelId);
        for (const enterpriseId of next.filter((id) => !before.includes(id)))
          recordLinks(user, enterpriseId, [model.model_name], []);
        for (const enterpriseId of before.filter((id) => !next.includes(id)))
          recordLinks(user, enterpriseId, [], [model.model_name]);
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.selectModelRelated, SIGNED_IN_USER, ({ query }, { user }) => {
      requireModels(db, [query.modelId]);
      const where = new Where()
        .add('l.model_id = ?', query.modelId)
        .add('e.del_status = 0')
        .when(scopedEnterpriseId(user), 'e.enterprise_id = ?');
      const rows = db
        .prepare(
          `SELECT e.enterprise_id, e.enterprise_name FROM ent_enterprise_model l
           JOIN ent_enterprise e ON e.enterprise_id = l.enterprise_id ${where.toSql()} ORDER BY e.enterprise_id`,
        )
        .all(...where.params) as { enterprise_id: number; enterprise_name: string }[];
      return {
        data: rows.map((row) => ({ enterpriseId: row.enterprise_id, enterpriseName: row.enterprise_name })),
      };
    }),

    route(calls.selectModelEnterprise, SIGNED_IN_USER, ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const rows = db
        .prepare(
          `${MODEL_SELECT} JOIN ent_enterprise_model l ON l.model_id = m.model_id
           WHERE l.enterprise_id = ? ORDER BY m.brand_id, m.model_id`,
        )
        .all(query.enterpriseId) as ModelRow[];
      return { data: rows.map(modelOf) };
    }),
  ];
}
