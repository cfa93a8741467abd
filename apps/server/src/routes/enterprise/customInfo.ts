import { contract } from '@onsite/api-client';
import { anyCode } from '../../enterprise/access';
import { actorOf, isPlatformSuper, requireEnterprise } from '../../enterprise/guard';
import { change, writeHistory } from '../../enterprise/history';
import { flagText, HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { findEnterpriseRow } from '../../enterprise/repository';
import { badRequest, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.customInfo;

interface CustomInfoRow {
  custom_info_id: number;
  enterprise_id: number;
  info1: string;
  info2: string;
  info3: string;
}

/** Custom info of an enterprise and the sales-order-code switch (spec 001 §7 helpers). */
export function customInfoRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const find = (enterpriseId: number) =>
    db.prepare('SELECT * FROM ent_custom_info WHERE enterprise_id = ?').get(enterpriseId) as
      | CustomInfoRow
      | undefined;

  return [
    route(calls.get, anyCode('viewBaseData'), ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const row = find(query.enterpriseId);
      const enterprise = findEnterpriseRow(db, query.enterpriseId);
      if (!row || !enterprise) return { data: null };
      return {
        data: {
          customInfoId: row.custom_info_id,
          enterpriseId: row.enterprise_id,
          info1: row.info1,
          info2: row.info2,
          info3: row.info3,
          needSaleOrderCode: enterprise.need_sale_order_code,
        },
      };
    }),

    route(calls.save, anyCode('editInnerInfo'), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const enterprise = findEnterpriseRow(db, body.enterpriseId);
      if (!enterprise) throw badRequest('企业不存在');
      const row = find(body.enterpriseId);
      if (body.customInfoId !== undefined && body.customInfoId !== row?.custom_info_id) {
        throw badRequest(`自定义信息 ${body.customInfoId} 不属于企业 ${body.enterpriseId}`);
      }
      // Spec 001 §5: only user type '00' may toggle the sales-order code.
      if (body.needSaleOrderCode !== enterprise.need_sale_order_code && !isPlatformSuper(user)) {
        throw forbidden('修改销售单号开关（仅限用户类型 00）');
      }
      const changes = [
        ...change('自定义信息1', row?.info1 ?? '', body.info1),
        ...change('自定义信息2', row?.info2 ?? '', body.info2),
        ...change('自定义信息3', row?.info3 ?? '', body.info3),
        ...change('销售单号', flagText(enterprise.need_sale_order_code), flagText(body.needSaleOrderCode)),
      ];
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          `INSERT INTO ent_custom_info (enterprise_id, info1, info2, info3) VALUES (?, ?, ?, ?)
           ON CONFLICT (enterprise_id) DO UPDATE SET info1 = excluded.info1, info2 = excluded.info2, info3 = excluded.info3`,
        ).run(body.enterpriseId, body.info1, body.info2, body.info3);
        db.prepare(
          'UPDATE ent_enterprise SET need_sale_order_code = ?, update_time = ?, update_by = ? WHERE enterprise_id = ?',
        ).run(body.needSaleOrderCode, actor.time, actor.name, body.enterpriseId);
        writeHistory(db, actor, {
          enterpriseId: body.enterpriseId,
          module: HISTORY_MODULES.profile,
          operateType: OPERATE_TYPES.edit,
          content: changes,
        });
      })();
      return { data: null, msg: '保存成功' };
    }),
  ];
}
