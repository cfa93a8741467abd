import { expect } from 'vitest';
import type { parts } from '../../contract/enterprise/parts';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

const accessory = {
  accessoryType: '1' as const,
  accessoryName: '合约测试配件',
  accessoryCategory: '锁体',
  accessorySpecification: 'CASE',
  brandName: '',
  modelName: '',
  accessoryPrice: 10,
  accessoryPriceThreshold: 12,
  remark: '',
};
const commodity = {
  commodityCode: 'CASE-1',
  commodityName: '合约测试商品',
  brandName: '',
  modelName: '',
  unit: '个',
  price: 9.9,
  supplierId: null,
  remark: '',
};

/** The first row of a page matching `pick`, else `fallback` (the fixture id where the target keeps no added rows). */
async function idOf<Row>(
  page: Promise<{ rows: Row[] }>,
  pick: (row: Row) => boolean,
  id: (row: Row) => number,
  fallback: number,
): Promise<number> {
  const row = (await page).rows.find(pick);
  return row === undefined ? fallback : id(row);
}

const newAccessoryId = (target: ContractTarget) =>
  idOf(
    target.client.enterprise.accessories.list({ enterpriseId: 1, accessoryName: accessory.accessoryName }),
    (row) => row.accessoryName === accessory.accessoryName,
    (row) => row.enterpriseAccessoryId,
    3,
  );
const newCommodityId = (target: ContractTarget) =>
  idOf(
    target.client.enterprise.commodity.list({ enterpriseId: 1, commodityName: commodity.commodityCode }),
    (row) => row.commodityCode === commodity.commodityCode,
    (row) => row.commodityId,
    2,
  );
/** An enabled accessory of enterprise 1 (the stock line and the parts order use it). */
const anAccessoryId = (target: ContractTarget) =>
  idOf(
    target.client.enterprise.accessories.list({ enterpriseId: 1, forbiddenStatus: 0 }),
    () => true,
    (row) => row.enterpriseAccessoryId,
    1,
  );
const lineIn = (target: ContractTarget, warehouse: string, fallback: number) =>
  idOf(
    target.client.enterprise.stockParts.list({ enterpriseId: 1, warehouse }),
    (row) => row.warehouse === warehouse,
    (row) => row.stockId,
    fallback,
  );
const casePartsOrderId = (target: ContractTarget, fallback: number) =>
  idOf(
    target.client.enterprise.partsOrder.list({ enterpriseId: 1, pageSize: 100 }),
    (row) => row.remark === '合约测试',
    (row) => row.partsOrderId,
    fallback,
  );

const file = (path: string) => ({
  input: { enterpriseId: 1 },
  sends: `GET ${path}?enterpriseId=1`,
  check: (answer: { fileName: string }) => expect(answer.fileName).toMatch(/\.xlsx$/),
});

/** D61: parts (as the administrator, on enterprise 1). */
export const partsCases = {
  accessories: {
    list: {
      input: { enterpriseId: 1, forbiddenStatus: 0 },
      sends: 'GET /enterprise/accessories/list?enterpriseId=1&forbiddenStatus=0',
      check: (page: { rows: { enterpriseId: number; forbiddenStatus: number }[] }) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.forbiddenStatus === 0)).toBe(true),
    },
    options: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/accessories/options?enterpriseId=1',
      check: (options: unknown[]) => expect(options.length).toBeGreaterThan(0),
    },
    add: {
      input: { enterpriseId: 1, ...accessory },
      sends: 'POST /enterprise/accessories/add',
      body: AS_INPUT,
    },
    update: {
      input: { enterpriseAccessoryId: 3, ...accessory, remark: '改' },
      sends: 'POST /enterprise/accessories/update',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { enterpriseAccessoryId: await newAccessoryId(target), ...accessory, remark: '改' },
      }),
    },
    ...Object.fromEntries(
      (['disable', 'enable', 'remove'] as const).map((action) => [
        action,
        {
          input: { enterpriseAccessoryId: 3 },
          sends: `POST /enterprise/accessories/${action}`,
          body: AS_INPUT,
          prepare: async (target: ContractTarget) => ({
            input: { enterpriseAccessoryId: await newAccessoryId(target) },
          }),
        },
      ]),
    ),
    export: file('/enterprise/accessories/export'),
  },
  commodity: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/commodity/list?enterpriseId=1',
      check: (page: { rows: { enterpriseId: number }[] }) =>
        expect(page.rows.every((row) => row.enterpriseId === 1)).toBe(true),
    },
    add: {
      input: { enterpriseId: 1, ...commodity },
      sends: 'POST /enterprise/commodity/add',
      body: AS_INPUT,
    },
    update: {
      input: { commodityId: 2, ...commodity, remark: '改' },
      sends: 'POST /enterprise/commodity/update',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { commodityId: await newCommodityId(target), ...commodity, remark: '改' },
      }),
    },
    ...Object.fromEntries(
      (['disable', 'enable', 'remove'] as const).map((action) => [
        action,
        {
          input: { commodityId: 2 },
          sends: `POST /enterprise/commodity/${action}`,
          body: AS_INPUT,
          prepare: async (target: ContractTarget) => ({
            input: { commodityId: await newCommodityId(target) },
          }),
        },
      ]),
    ),
    export: file('/enterprise/commodity/export'),
  },
  stockParts: {
    list: {
      input: { enterpriseId: 1, low: 1 },
      sends: 'GET /enterprise/stockParts/list?enterpriseId=1&low=1',
      check: (page: { rows: { quantity: number; warnQuantity: number }[] }) =>
        expect(page.rows.every((row) => row.quantity <= row.warnQuantity)).toBe(true),
    },
    add: {
      input: {
        enterpriseId: 1,
        enterpriseAccessoryId: 1,
        warehouse: '合约仓',
        masterId: null,
        warnQuantity: 0,
      },
      sends: 'POST /enterprise/stockParts/add',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: {
          enterpriseId: 1,
          enterpriseAccessoryId: await anAccessoryId(target),
          warehouse: '合约仓',
          masterId: null,
          warnQuantity: 0,
        },
      }),
    },
    update: {
      input: { stockId: 1, warehouse: '合约仓', warnQuantity: 2 },
      sends: 'POST /enterprise/stockParts/update',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { stockId: await lineIn(target, '合约仓', 1), warehouse: '合约仓', warnQuantity: 2 },
      }),
    },
    remove: {
      input: { stockId: 3 },
      sends: 'POST /enterprise/stockParts/remove',
      body: AS_INPUT,
      // A line that never moved: opened for the case (the server), the fixture's empty line (MSW).
      prepare: async (target: ContractTarget) => {
        await target.client.enterprise.stockParts.add({
          enterpriseId: 1,
          enterpriseAccessoryId: await anAccessoryId(target),
          warehouse: '合约空仓',
          masterId: null,
          warnQuantity: 0,
        });
        return { input: { stockId: await lineIn(target, '合约空仓', 3) } };
      },
    },
    move: {
      input: {
        stockId: 1,
        direction: 'in',
        reason: 'return',
        quantity: 1,
        supplierId: null,
        orderNo: '',
        remark: '',
      },
      sends: 'POST /enterprise/stockParts/move',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: {
          stockId: await lineIn(target, '合约仓', 1),
          direction: 'in' as const,
          reason: 'return' as const,
          quantity: 1,
          supplierId: null,
          orderNo: '',
          remark: '',
        },
      }),
      check: (balance: number) => expect(balance).toBeGreaterThan(0),
    },
    export: file('/enterprise/stockParts/export'),
  },
  storageRecord: {
    list: {
      input: { enterpriseId: 1, direction: 'in' },
      sends: 'GET /enterprise/storageRecord/list?enterpriseId=1&direction=in',
      check: (page: { rows: { direction: string }[] }) =>
        expect(page.rows.every((row) => row.direction === 'in')).toBe(true),
    },
    export: file('/enterprise/storageRecord/export'),
  },
  partsOrder: {
    list: {
      input: { enterpriseId: 1, status: 0 },
      sends: 'GET /enterprise/partsOrder/list?enterpriseId=1&status=0',
      check: (page: { rows: { status: number }[] }) =>
        expect(page.rows.every((row) => row.status === 0)).toBe(true),
    },
    add: {
      input: {
        enterpriseId: 1,
        enterpriseAccessoryId: 1,
        quantity: 2,
        purpose: 'restock',
        orderNo: '',
        warehouse: '合约仓',
        supplierId: null,
        remark: '合约测试',
      },
      sends: 'POST /enterprise/partsOrder/add',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: {
          enterpriseId: 1,
          enterpriseAccessoryId: await anAccessoryId(target),
          quantity: 2,
          purpose: 'restock' as const,
          orderNo: '',
          warehouse: '合约仓',
          supplierId: null,
          remark: '合约测试',
        },
      }),
    },
    update: {
      input: {
        partsOrderId: 1,
        enterpriseAccessoryId: 1,
        quantity: 3,
        purpose: 'restock',
        orderNo: '',
        warehouse: '合约仓',
        supplierId: null,
        remark: '合约测试',
      },
      sends: 'POST /enterprise/partsOrder/update',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: {
          partsOrderId: await casePartsOrderId(target, 1),
          enterpriseAccessoryId: await anAccessoryId(target),
          quantity: 3,
          purpose: 'restock' as const,
          orderNo: '',
          warehouse: '合约仓',
          supplierId: null,
          remark: '合约测试',
        },
      }),
    },
    ship: {
      input: { partsOrderId: 1, expressNo: 'SF-CASE' },
      sends: 'POST /enterprise/partsOrder/ship',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { partsOrderId: await casePartsOrderId(target, 1), expressNo: 'SF-CASE' },
      }),
    },
    receive: {
      input: { partsOrderId: 2 },
      sends: 'POST /enterprise/partsOrder/receive',
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { partsOrderId: await casePartsOrderId(target, 2) },
      }),
    },
    cancel: {
      input: { partsOrderId: 1, cancelReason: '合约测试取消' },
      sends: 'POST /enterprise/partsOrder/cancel',
      body: AS_INPUT,
      // A pending order of the enterprise (the seed's, the fixture's).
      prepare: async (target: ContractTarget) => ({
        input: {
          partsOrderId: await idOf(
            target.client.enterprise.partsOrder.list({ enterpriseId: 1, status: 0 }),
            () => true,
            (row) => row.partsOrderId,
            1,
          ),
          cancelReason: '合约测试取消',
        },
      }),
    },
  },
} as unknown as CasesOf<typeof parts>;
