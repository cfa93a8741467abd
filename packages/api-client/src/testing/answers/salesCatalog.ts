import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { salesCatalog } from '../../contract/enterprise/salesCatalog';
import { orderSources, salesChannels, salesShops, salesSuppliers } from '../fixtures/salesCatalog';
import type { AnswerContext, AnswersOf } from './types';
import { AnswerFailure, filterRows, found } from './util';

interface Scoped {
  enterpriseId: number;
  forbiddenStatus: 0 | 1;
}

/** The rows the caller may see: an enterprise user only their own enterprise's, as the server decides (D53). */
function visible<Row extends Scoped>(
  rows: readonly Row[],
  context: AnswerContext,
  enterpriseId?: number,
): Row[] {
  const own = context.user.userType === USER_TYPE_ENTERPRISE ? (context.user.enterpriseId ?? 0) : undefined;
  return rows.filter(
    (row) =>
      (own === undefined || row.enterpriseId === own) &&
      (enterpriseId === undefined || row.enterpriseId === enterpriseId),
  );
}

/** The enabled entries of one enterprise, as a picker offers them. */
const optionsOf = <Row extends Scoped>(
  rows: readonly Row[],
  enterpriseId: number,
  name: (row: Row) => [number, string],
) =>
  rows
    .filter((row) => row.enterpriseId === enterpriseId && row.forbiddenStatus === 0)
    .map((row) => {
      const [id, label] = name(row);
      return { id, name: label };
    });

/** D53: the answers of shops, suppliers, channels and order sources (the server's refusals where the stories need them). */
export const salesCatalogAnswers: AnswersOf<typeof salesCatalog> = {
  shop: {
    list: (query, context) =>
      filterRows(visible(salesShops, context, query.enterpriseId), {
        shopName: query.shopName,
        channelId: query.channelId,
        forbiddenStatus: query.forbiddenStatus,
      }),
    options: ({ enterpriseId }) => optionsOf(salesShops, enterpriseId, (row) => [row.shopId, row.shopName]),
    add: () => salesShops.length + 1,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: ({ shopId }) => {
      const row = found(
        salesShops.find((shop) => shop.shopId === shopId),
        `门店 ${shopId} `,
      );
      if (row.orderCount > 0)
        throw new AnswerFailure(
          `门店「${row.shopName}」已被 ${row.orderCount} 个订单使用，不能删除，可以禁用`,
        );
      return null;
    },
  },
  supplier: {
    list: (query, context) =>
      filterRows(visible(salesSuppliers, context, query.enterpriseId), {
        supplierName: query.supplierName,
        forbiddenStatus: query.forbiddenStatus,
      }),
    options: ({ enterpriseId }) =>
      optionsOf(salesSuppliers, enterpriseId, (row) => [row.supplierId, row.supplierName]),
    add: () => salesSuppliers.length + 1,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
  },
  channel: {
    list: (query, context) =>
      filterRows(visible(salesChannels, context, query.enterpriseId), {
        channelName: query.channelName,
        forbiddenStatus: query.forbiddenStatus,
      }),
    options: ({ enterpriseId }) =>
      optionsOf(salesChannels, enterpriseId, (row) => [row.channelId, row.channelName]),
    add: () => salesChannels.length + 1,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: ({ channelId }) => {
      const row = found(
        salesChannels.find((channel) => channel.channelId === channelId),
        `渠道 ${channelId} `,
      );
      if (row.shopCount > 0)
        throw new AnswerFailure(
          `渠道「${row.channelName}」下还有 ${row.shopCount} 个门店，不能删除，可以禁用`,
        );
      return null;
    },
  },
  source: {
    list: (query, context) =>
      filterRows(visible(orderSources, context, query.enterpriseId), {
        sourceName: query.sourceName,
        forbiddenStatus: query.forbiddenStatus,
      }),
    options: ({ enterpriseId }) =>
      optionsOf(orderSources, enterpriseId, (row) => [row.sourceId, row.sourceName]),
    add: ({ sourceCode }) => {
      if (orderSources.some((row) => row.enterpriseId === 1 && row.sourceCode === sourceCode))
        throw new AnswerFailure(`来源编码「${sourceCode}」在该企业已存在`);
      return orderSources.length + 1;
    },
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: ({ sourceId }) => {
      const row = found(
        orderSources.find((source) => source.sourceId === sourceId),
        `订单来源 ${sourceId} `,
      );
      if (row.orderCount > 0)
        throw new AnswerFailure(
          `订单来源「${row.sourceName}」已被 ${row.orderCount} 个订单使用，不能删除，可以禁用`,
        );
      return null;
    },
  },
};
