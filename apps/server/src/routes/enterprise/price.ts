import { contract } from '@onsite/api-client';
import {
  type AccessoryPriceGroup,
  type EnterprisePriceGroup,
  type HistoryFieldChange,
  normalizePrice,
} from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { anyCode } from '../../enterprise/access';
import { actorOf, requireEnterprise } from '../../enterprise/guard';
import { change, writeHistory } from '../../enterprise/history';
import { ACCESSORY_TYPES, accessoryTypeLabel, HISTORY_MODULES, OPERATE_TYPES } from '../../enterprise/labels';
import { installTypesOf } from '../../enterprise/repository';
import { badRequest, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { installTypeLabel } from '../../seed/installTypes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.price;

/** Spec 001 §6: viewing prices (tab 2) and editing them. */
const VIEW_PRICES = anyCode('priceInfo', 'viewEnterprisePrice', 'viewPriceInfo');
const EDIT_PRICES = anyCode('editPriceInfo');

interface PriceRow {
  enterprise_price_id: number;
  enterprise_id: number;
  installation_type_code: string;
  order_type_id: number;
  type_name: string;
  price_type: 0 | 1;
  price: number;
  proportion: number;
  price_remark: string;
}

interface AccessoryRow {
  enterprise_accessory_id: number;
  enterprise_id: number;
  accessory_type: string;
  accessory_name: string;
  accessory_category: string;
  accessory_specification: string;
  brand_name: string;
  model_name: string;
  accessory_price: number;
  accessory_price_threshold: number;
  remark: string;
}

const PRICE_SELECT = `SELECT p.*, o.type_name FROM ent_price p JOIN bd_order_type o ON o.order_type_id = p.order_type_id`;

/** Amount tab: prices per install type and accessory prices (spec 001 §2 Tab 2, §7). */
export function priceRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  /** History per enterprise of one save: the changed rows only. */
  const recordAll = (user: SessionUser, changesByEnterprise: Map<number, HistoryFieldChange[]>) => {
    const actor = actorOf(user, now);
    for (const [enterpriseId, changes] of changesByEnterprise) {
      writeHistory(db, actor, {
        enterpriseId,
        module: HISTORY_MODULES.price,
        operateType: OPERATE_TYPES.edit,
        content: changes,
      });
    }
  };

  return [
    route(calls.list, VIEW_PRICES, ({ query }, { user }) => {
      requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
      const rows = db
        .prepare(
          `${PRICE_SELECT} WHERE p.enterprise_id = ? AND p.del_status = 0 ORDER BY o.order_num, o.order_type_id, p.price_type`,
        )
        .all(query.enterpriseId) as PriceRow[];
      const data: EnterprisePriceGroup[] = installTypesOf(db, query.enterpriseId).map((installType) => ({
        installType,
        installTypeName: installTypeLabel(installType),
        prices: rows
          .filter((row) => row.installation_type_code === installType)
          .map((row) => ({
            enterprisePriceId: row.enterprise_price_id,
            installationTypeCode: row.installation_type_code,
            installType: installTypeLabel(row.installation_type_code),
            priceType: row.price_type,
            price: row.price,
            orderType: row.order_type_id,
            proportion: row.proportion,
            priceRemark: row.price_remark,
          })),
      }));
      return { data };
    }),

    route(calls.update, EDIT_PRICES, ({ body }, { user }) => {
      if (new Set(body.map((row) => row.enterprisePriceId)).size !== body.length) {
        throw badRequest('价格行重复：同一 enterprisePriceId 只能出现一次');
      }
      const find = db.prepare(`${PRICE_SELECT} WHERE p.enterprise_price_id = ? AND p.del_status = 0`);
      const pairs = body.map((input) => {
        const stored = find.get(input.enterprisePriceId) as PriceRow | undefined;
        if (!stored) throw notFound(`价格行 ${input.enterprisePriceId} `);
        requireEnterprise(db, user, stored.enterprise_id);
        if (
          stored.installation_type_code !== input.installationTypeCode ||
          stored.order_type_id !== input.orderType
        ) {
          throw badRequest(`价格行 ${input.enterprisePriceId} 的安装类型或订单类型与原数据不符`);
        }
        // Spec 001 §5: an empty price is sent (and kept) as 0.
        return { stored, next: { ...input, price: normalizePrice(input.price) } };
      });
      const actor = actorOf(user, now);
      const changesByEnterprise = new Map<number, HistoryFieldChange[]>();
      for (const { stored, next } of pairs) {
        const prefix = `${installTypeLabel(stored.installation_type_code)}-${stored.type_name}`;
        const changes = [
          ...change(
            `${prefix}-价格类型`,
            stored.price_type === 1 ? '比例' : '固定金额',
            next.priceType === 1 ? '比例' : '固定金额',
          ),
          ...change(`${prefix}-价格`, String(stored.price), String(next.price)),
          ...change(`${prefix}-比例(%)`, String(stored.proportion), String(next.proportion)),
          ...change(`${prefix}-备注`, stored.price_remark, next.priceRemark),
        ];
        changesByEnterprise.set(stored.enterprise_id, [
          ...(changesByEnterprise.get(stored.enterprise_id) ?? []),
          ...changes,
        ]);
      }
      db.transaction(() => {
        const update = db.prepare(
          `UPDATE ent_price SET price_type = ?, price = ?, proportion = ?, price_remark = ?, update_user = ?, update_time = ?
           WHERE enterprise_price_id = ?`,
        );
        for (const { stored, next } of pairs) {
          update.run(
            next.priceType,
            next.price,
            next.proportion,
            next.priceRemark,
            actor.name,
            actor.time,
            stored.enterprise_price_id,
          );
        }
        recordAll(user, changesByEnterprise);
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.accessory.list, VIEW_PRICES, ({ params }, { user }) => {
      requireEnterprise(db, user, params.enterpriseId, { allowRemoved: true });
      const rows = db
        .prepare(
          // D61: the accessory catalogue (配件管理) is the source; a disabled accessory is no longer priced here.
          'SELECT * FROM ent_accessory_price WHERE enterprise_id = ? AND forbidden_status = 0 ORDER BY accessory_type, enterprise_accessory_id',
        )
        .all(params.enterpriseId) as AccessoryRow[];
      const types = [
        ...new Set([...ACCESSORY_TYPES.map((type) => type.value), ...rows.map((row) => row.accessory_type)]),
      ];
      const data: AccessoryPriceGroup[] = types.map((accessoryType) => ({
        accessoryType,
        accessoryTypeName: accessoryTypeLabel(accessoryType),
        rows: rows
          .filter((row) => row.accessory_type === accessoryType)
          .map((row) => ({
            enterpriseAccessoryId: row.enterprise_accessory_id,
            accessoryType: row.accessory_type,
            accessoryName: row.accessory_name,
            accessoryCategory: row.accessory_category,
            accessorySpecification: row.accessory_specification,
            brandName: row.brand_name,
            modelName: row.model_name,
            accessoryPrice: row.accessory_price,
            accessoryPriceThreshold: row.accessory_price_threshold,
            remark: row.remark,
          })),
      }));
      return { data };
    }),

    route(calls.accessory.update, EDIT_PRICES, ({ body }, { user }) => {
      if (new Set(body.map((row) => row.enterpriseAccessoryId)).size !== body.length) {
        throw badRequest('配件行重复：同一 enterpriseAccessoryId 只能出现一次');
      }
      const find = db.prepare('SELECT * FROM ent_accessory_price WHERE enterprise_accessory_id = ?');
      const pairs = body.map((input) => {
        if (input.accessoryPriceThreshold === undefined && input.remark === undefined) {
          throw badRequest(`配件行 ${input.enterpriseAccessoryId} 没有要保存的价格阈值或备注`);
        }
        const stored = find.get(input.enterpriseAccessoryId) as AccessoryRow | undefined;
        if (!stored) throw notFound(`配件价格行 ${input.enterpriseAccessoryId} `);
        requireEnterprise(db, user, stored.enterprise_id);
        return {
          stored,
          // A cleared threshold (null) is saved as 0, like a price (spec 001 §5).
          threshold:
            input.accessoryPriceThreshold === undefined
              ? stored.accessory_price_threshold
              : normalizePrice(input.accessoryPriceThreshold),
          remark: input.remark ?? stored.remark,
        };
      });
      const changesByEnterprise = new Map<number, HistoryFieldChange[]>();
      for (const { stored, threshold, remark } of pairs) {
        const changes = [
          ...change(
            `${stored.accessory_name}-价格阈值`,
            String(stored.accessory_price_threshold),
            String(threshold),
          ),
          ...change(`${stored.accessory_name}-备注`, stored.remark, remark),
        ];
        changesByEnterprise.set(stored.enterprise_id, [
          ...(changesByEnterprise.get(stored.enterprise_id) ?? []),
          ...changes,
        ]);
      }
      db.transaction(() => {
        const update = db.prepare(
          'UPDATE ent_accessory_price SET accessory_price_threshold = ?, remark = ? WHERE enterprise_accessory_id = ?',
        );
        for (const { stored, threshold, remark } of pairs)
          update.run(threshold, remark, stored.enterprise_accessory_id);
        recordAll(user, changesByEnterprise);
      })();
      return { data: null, msg: '保存成功' };
    }),
  ];
}
