import { existsSync, readFileSync } from 'node:fs';
import { contract } from '@onsite/api-client';
import type { Db } from '../../db/database';
import { PLATFORM_SUPER, SIGNED_IN_USER } from '../../enterprise/access';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { checkRequestedFileName, extensionOf, resolveStoredFile } from '../../enterprise/storage';
import { formatDateTime } from '../../enterprise/time';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { MODEL_SELECT, type ModelRow, modelOf, requireModels } from './modelRows';

const calls = contract.enterprise.model;

/** The brand of a new or moved model: it exists and is enabled (D40: a disabled brand gets no new models). */
function checkBrand(db: Db, brandId: number, keptBrandId = 0): void {
  const brand = db
    .prepare('SELECT brand_name, forbidden_status FROM ent_brand WHERE brand_id = ?')
    .get(brandId) as { brand_name: string; forbidden_status: 0 | 1 } | undefined;
  if (!brand) throw badRequest(`品牌 ${brandId} 不存在`);
  if (brand.forbidden_status === 1 && brandId !== keptBrandId)
    throw businessError(`品牌「${brand.brand_name}」已禁用，不能新增型号`);
}

function checkUniqueName(db: Db, brandId: number, modelName: string, exceptId = 0): void {
  const clash = db
    .prepare('SELECT 1 FROM ent_model WHERE brand_id = ? AND model_name = ? AND model_id <> ?')
    .get(brandId, modelName, exceptId);
  if (clash) throw businessError(`该品牌下已有型号「${modelName}」`);
}

/** The models screen: the catalogue of brands' models (spec 000 §7.9 /enterprise/model). */
export function modelRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const setForbidden = (call: typeof calls.forbiddenModel | typeof calls.enableModel, status: 0 | 1) =>
    route(call, PLATFORM_SUPER, ({ body }: { body: { modelId: number } }) => {
      const [model] = requireModels(db, [body.modelId]);
      if (model?.forbidden_status === status)
        throw businessError(status === 1 ? '该型号已是禁用状态' : '该型号已是启用状态');
      db.prepare('UPDATE ent_model SET forbidden_status = ? WHERE model_id = ?').run(status, body.modelId);
      return { data: null, msg: status === 1 ? '禁用成功' : '启用成功' };
    });

  return [
    route(calls.queryModel, SIGNED_IN_USER, ({ query }) => {
      const where = new Where()
        .when(query.brandId, 'm.brand_id = ?')
        .when(
          query.modelName,
          "m.model_name LIKE ? ESCAPE '\\'",
          query.modelName ? likeText(query.modelName) : null,
        )
        .when(query.forbiddenStatus, 'm.forbidden_status = ?');
      const page = pageOf<ModelRow>(db, {
        select: MODEL_SELECT,
        from: 'FROM ent_model m',
        where,
        query,
        sortable: {
          modelId: 'm.model_id',
          modelName: 'm.model_name',
          brandId: 'm.brand_id',
          createTime: 'm.create_time',
        },
        defaultOrder: 'm.model_id DESC',
        tieBreaker: 'm.model_id',
      });
      return { rows: page.rows.map(modelOf), total: page.total, pageNum: page.pageNum };
    }),

    route(calls.addModel, PLATFORM_SUPER, ({ body }) => {
      const modelName = body.modelName.trim();
      if (modelName === '') throw badRequest('型号名称不能为空');
      checkBrand(db, body.brandId);
      checkUniqueName(db, body.brandId, modelName);
      const inserted = db
        .prepare(
          'INSERT INTO ent_model (brand_id, model_name, model_code, remark, create_time) VALUES (?, ?, ?, ?, ?)',
        )
        .run(body.brandId, modelName, body.modelCode.trim(), body.remark, formatDateTime(now()));
      return { data: Number(inserted.lastInsertRowid), msg: '新增成功' };
    }),

    route(calls.editModel, PLATFORM_SUPER, ({ body }) => {
      const [model] = requireModels(db, [body.modelId]);
      const modelName = body.modelName.trim();
      if (modelName === '') throw badRequest('型号名称不能为空');
      checkBrand(db, body.brandId, model?.brand_id);
      checkUniqueName(db, body.brandId, modelName, body.modelId);
      db.prepare(
        'UPDATE ent_model SET brand_id = ?, model_name = ?, model_code = ?, remark = ? WHERE model_id = ?',
      ).run(body.brandId, modelName, body.modelCode.trim(), body.remark, body.modelId);
      return { data: null, msg: '保存成功' };
    }),

    // A model still related to enterprises is kept: removing it would silently change their configuration.
    route(calls.deleteModel, PLATFORM_SUPER, ({ body }) => {
      const models = requireModels(db, [...new Set(body.modelIds)]);
      const linked = db.prepare('SELECT COUNT(*) AS count FROM ent_enterprise_model WHERE model_id = ?');
      for (const model of models) {
        const { count } = linked.get(model.model_id) as { count: number };
        if (count > 0) throw businessError(`型号「${model.model_name}」已关联 ${count} 家企业，请先解除关联`);
      }
      db.transaction(() => {
        for (const model of models)
          db.prepare('DELETE FROM ent_model WHERE model_id = ?').run(model.model_id);
      })();
      return { data: null, msg: '删除成功' };
    }),

    setForbidden(calls.forbiddenModel, 1),
    setForbidden(calls.enableModel, 0),

    route(calls.selectAllModel, SIGNED_IN_USER, () => {
      const rows = db
        .prepare(`${MODEL_SELECT} WHERE m.forbidden_status = 0 ORDER BY m.brand_id, m.model_id`)
        .all() as ModelRow[];
      return { data: rows.map(modelOf) };
    }),

    route(
      calls.downloadErrorModel,
      PLATFORM_SUPER,
      ({ query }) => {
        const absolute = resolveStoredFile(config.dataDir, query.fileName);
        if (extensionOf(query.fileName) !== 'xlsx') throw badRequest('只能下载 .xlsx 格式的导入错误文件');
        if (!existsSync(absolute)) throw notFound(`文件 ${query.fileName} `);
        return {
          body: readFileSync(absolute),
          contentType: calls.downloadErrorModel.produces,
          fileName: calls.downloadErrorModel.fileName,
        };
      },
      { precheck: checkRequestedFileName },
    ),
  ];
}
