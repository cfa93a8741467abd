import type { ProductModel } from '@onsite/domain';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';

export interface ModelRow {
  model_id: number;
  model_name: string;
  model_code: string;
  brand_id: number;
  brand_name: string;
  forbidden_status: 0 | 1;
  remark: string;
  create_time: string | null;
}

export const MODEL_SELECT =
  'SELECT m.*, b.brand_name FROM ent_model m JOIN ent_brand b ON b.brand_id = m.brand_id';

export const modelOf = (row: ModelRow): ProductModel => ({
  modelId: row.model_id,
  modelName: row.model_name,
  modelCode: row.model_code,
  brandId: row.brand_id,
  brandName: row.brand_name,
  forbiddenStatus: row.forbidden_status,
  remark: row.remark,
  createTime: row.create_time,
});

/** Models by id; an unknown id answers 400 naming it. */
export function requireModels(db: Db, ids: readonly number[]): ModelRow[] {
  const find = db.prepare(`${MODEL_SELECT} WHERE m.model_id = ?`);
  return ids.map((id) => {
    const row = find.get(id) as ModelRow | undefined;
    if (!row) throw badRequest(`型号 ${id} 不存在`);
    return row;
  });
}
