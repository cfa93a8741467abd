import { THIRD_ORDER_IMPORT_COLUMNS } from '@onsite/domain';
import { expect } from 'vitest';
import type { thirdOrder } from '../../contract/thirdOrder';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf } from './prepare';
import { workbookBytes } from './xlsx';

/** A third-party order workbook of `rows` under the import's header (D58). */
export const thirdOrderWorkbook = (rows: readonly (readonly string[])[], name = 'third-orders.xlsx') =>
  new File([workbookBytes([THIRD_ORDER_IMPORT_COLUMNS, ...rows])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** A good row (a seeded district, install type and order type) with channel order number `no`. */
export const thirdOrderRow = (no: string, customer = '合约客户') =>
  [
    '合约渠道',
    no,
    customer,
    '13900000099',
    '广东省',
    '深圳市',
    '南山区',
    '科技园1栋',
    '安装',
    '智能锁安装',
    '1',
    '',
  ] as const;

const caseNo = () => `CASE${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A verified order whose money review is not in `state` (the fixtures' order 11 stands in). */
async function reviewOrderId(target: ContractTarget, not: 'approved' | 'returned'): Promise<number> {
  const page = await target.client.order.moneyReview.list({ pageNum: 1, pageSize: 100 });
  return idOf(
    page.rows,
    (row) => row.reviewState !== not,
    (row) => row.orderId,
    11,
  );
}

/** D58: third-party orders and the money review (as staff holding the codes). */
export const thirdOrderCases: CasesOf<typeof thirdOrder> = {
  third: {
    list: {
      input: { enterpriseId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /order/third/list?enterpriseId=1&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.orderNo !== '')).toBe(true);
      },
    },
    get: {
      input: { thirdOrderId: 1 },
      sends: 'GET /order/third/get/1',
      prepare: async (target) => {
        const page = await target.client.order.third.list({ pageNum: 1, pageSize: 1 });
        const thirdOrderId = page.rows[0]?.thirdOrderId ?? 1;
        return { input: { thirdOrderId }, sends: `GET /order/third/get/${thirdOrderId}` };
      },
      check: (details) => {
        expect(details.thirdOrder.channelOrderNo).not.toBe('');
        expect(details.course.length).toBeGreaterThan(0);
      },
    },
    import: {
      input: { enterpriseId: 1, file: thirdOrderWorkbook([thirdOrderRow('CASE-1')]) },
      sends: 'POST /order/third/import?enterpriseId=1',
      prepare: async () => ({
        input: { enterpriseId: 1, file: thirdOrderWorkbook([thirdOrderRow(caseNo())]) },
      }),
      check: (result) => {
        expect(result).toMatchObject({ errorCount: 0, errorFile: null });
        expect(result.importedCount).toBeGreaterThan(0);
        expect(result.batchNo).toMatch(/^TP/);
      },
    },
    downloadError: {
      input: { fileName: 'exports/third-order-import-errors-case.xlsx' },
      sends: 'GET /order/third/downloadError?fileName=exports/third-order-import-errors-case.xlsx',
      // A bad import (a district that does not exist) leaves the error workbook to download.
      prepare: async (target) => {
        const bad = [...thirdOrderRow(caseNo())];
        bad[6] = '不存在区';
        const result = await target.client.order.third.import({
          enterpriseId: 1,
          file: thirdOrderWorkbook([bad]),
        });
        const fileName = result.errorFile ?? 'exports/third-order-import-errors-case.xlsx';
        return { input: { fileName }, sends: `GET /order/third/downloadError?fileName=${fileName}` };
      },
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  moneyReview: {
    list: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/moneyReview/list?pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.enterpriseAmount >= 0)).toBe(true);
      },
    },
    approve: {
      input: { orderId: 11 },
      sends: 'POST /order/moneyReview/approve',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { orderId: await reviewOrderId(target, 'approved') } }),
    },
    back: {
      input: { orderId: 11, reason: '数量与签收单不符' },
      sends: 'POST /order/moneyReview/back',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderId: await reviewOrderId(target, 'returned'), reason: '数量与签收单不符' },
      }),
    },
  },
};
