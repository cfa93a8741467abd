import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { parts } from '../../contract/enterprise/parts';
import { partsAccessories, partsCommodities, partsOrders, partsRecords, partsStock } from '../fixtures/parts';
import type { AnswerContext, AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows the caller may see: an enterprise user only their own enterprise's, as the server decides (D61). */
function visible<Row extends { enterpriseId: number }>(
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

const file = (fileName: string) => () => ({ body: FAKE_XLSX, contentType: XLSX, fileName });

/** D61: the answers of accessories, commodities, stock, moves and parts orders (the server's refusals the stories need). */
export const partsAnswers: AnswersOf<typeof parts> = {
  accessories: {
    list: (query, context) =>
      filterRows(visible(partsAccessories, context, query.enterpriseId), {
        accessoryName: query.accessoryName,
        accessoryType: query.accessoryType,
        forbiddenStatus: query.forbiddenStatus,
      }),
    options: ({ enterpriseId }) =>
      partsAccessories
        .filter((row) => row.enterpriseId === enterpriseId && row.forbiddenStatus === 0)
        .map((row) => ({
          id: row.enterpriseAccessoryId,
          name: `${row.accessoryName} ${row.accessorySpecification}`,
        })),
    add: () => partsAccessories.length + 1,
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: ({ enterpriseAccessoryId }) => {
      const row = found(
        partsAccessories.find((accessory) => accessory.enterpriseAccessoryId === enterpriseAccessoryId),
        `配件 ${enterpriseAccessoryId} `,
      );
      if (row.stockQuantity > 0)
        throw new AnswerFailure(`配件「${row.accessoryName}」已有 1 条库存或配件订单，不能删除，可以禁用`);
      return null;
    },
    export: file('配件管理.xlsx'),
  },
  commodity: {
    list: (query, context) =>
      filterRows(visible(partsCommodities, context, query.enterpriseId), {
        commodityName: query.commodityName,
        supplierId: query.supplierId,
        forbiddenStatus: query.forbiddenStatus,
      }),
    add: ({ commodityCode }) => {
      if (partsCommodities.some((row) => row.enterpriseId === 1 && row.commodityCode === commodityCode))
        throw new AnswerFailure(`商品编码「${commodityCode}」在该企业已存在`);
      return partsCommodities.length + 1;
    },
    update: () => null,
    disable: () => null,
    enable: () => null,
    remove: () => null,
    export: file('商品管理.xlsx'),
  },
  stockParts: {
    list: (query, context) =>
      filterRows(visible(partsStock, context, query.enterpriseId), {
        accessoryName: query.accessoryName,
        warehouse: query.warehouse,
      }).filter((row) => query.low !== 1 || (row.warnQuantity > 0 && row.quantity <= row.warnQuantity)),
    add: () => partsStock.length + 1,
    update: () => null,
    remove: ({ stockId }) => {
      const line = found(
        partsStock.find((row) => row.stockId === stockId),
        `库存 ${stockId} `,
      );
      // The fixture lines with stock are the ones that moved.
      if (line.quantity > 0) throw new AnswerFailure('该库存已有 2 条出入库记录，不能删除');
      return null;
    },
    move: ({ stockId, direction, quantity }) => {
      const line = found(
        partsStock.find((row) => row.stockId === stockId),
        `库存 ${stockId} `,
      );
      const balance = line.quantity + (direction === 'in' ? quantity : -quantity);
      if (balance < 0) throw new AnswerFailure(`库存不足：现有 ${line.quantity}，不能出库 ${quantity}`);
      return balance;
    },
    export: file('库存配件.xlsx'),
  },
  storageRecord: {
    list: (query, context) =>
      filterRows(visible(partsRecords, context, query.enterpriseId), {
        accessoryName: query.accessoryName,
        direction: query.direction,
        reason: query.reason,
      }),
    export: file('入库记录.xlsx'),
  },
  partsOrder: {
    list: (query, context) =>
      filterRows(visible(partsOrders, context, query.enterpriseId), {
        partsOrderNo: query.partsOrderNo,
        status: query.status,
        purpose: query.purpose,
      }),
    add: () => partsOrders.length + 1,
    update: () => null,
    ship: () => null,
    receive: ({ partsOrderId }) => {
      const row = found(
        partsOrders.find((order) => order.partsOrderId === partsOrderId),
        `配件订单 ${partsOrderId} `,
      );
      if (row.status !== 1) throw new AnswerFailure('只有已发货的配件订单可以收货');
      return null;
    },
    cancel: () => null,
  },
};
