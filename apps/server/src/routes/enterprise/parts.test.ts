import { contract } from '@onsite/api-client';
import type {
  AccessoryRow,
  CommodityRow,
  PartsOrderRow,
  StockPartRow,
  StorageRecordRow,
} from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractShape } from '../../enterprise/testSupport';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let market: string;
let enterprise: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, market, enterprise, viewer] = await Promise.all([
    server.login('admin'),
    server.login('market'),
    server.login('enterprise'),
    server.login('viewer'),
  ]);
});
afterAll(async () => server.close());

const TABLES = [
  'ent_accessory_price',
  'ent_commodity',
  'ent_stock_part',
  'ent_storage_record',
  'ent_parts_order',
];
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((table) => [table, server.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
  );
/** Every refused call in `action` changes none of the parts tables. */
async function unchanged(action: () => Promise<void>) {
  const before = snapshot();
  await action();
  expect(snapshot()).toEqual(before);
}

const get = (path: string, token: string | undefined, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query });
const post = (path: string, token: string | undefined, body: unknown) =>
  server.call('POST', path, { token, body });
const first = <T>(rows: unknown): T => {
  const row = (rows as T[])[0];
  if (row === undefined) throw new Error('no row');
  return row;
};
/** Expects a refusal: the HTTP status (200 for a business refusal, code 500) and the message. */
async function refused(
  answer: Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  msg: string,
) {
  const { status: actual, body } = await answer;
  expect(body.msg).toBe(msg);
  expect(actual).toBe(status);
  if (status === 200) expect(body.code).toBe(500);
}

const accessoryBody = (name: string, extra: Record<string, unknown> = {}) => ({
  enterpriseId: 1,
  accessoryType: '1',
  accessoryName: name,
  accessoryCategory: '锁体',
  accessorySpecification: '测试规格',
  brandName: '安居',
  modelName: 'X1',
  accessoryPrice: 30,
  accessoryPriceThreshold: 36,
  remark: '',
  ...extra,
});
const orderNoOf = (enterpriseId: number) =>
  (
    server.db
      .prepare('SELECT order_no FROM work_order WHERE enterprise_id = ? ORDER BY order_id LIMIT 1')
      .get(enterpriseId) as {
      order_no: string;
    }
  ).order_no;
const supplierOf = (enterpriseId: number) =>
  (
    server.db
      .prepare(
        'SELECT supplier_id FROM ent_supplier WHERE enterprise_id = ? AND forbidden_status = 0 LIMIT 1',
      )
      .get(enterpriseId) as { supplier_id: number }
  ).supplier_id;

describe('accessories (D61): the catalogue tab 2 prices', () => {
  it('adds, edits, disables, enables and deletes an accessory; tab 2 shows it only while enabled', async () => {
    const added = await post('/enterprise/accessories/add', market, accessoryBody('测试锁舌'));
    expectContractShape(contract.enterprise.accessories.add, added.body);
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data as number;
    const tab2 = async () =>
      (
        (await get('/enterprise/price/accessory/list/1', market)).body.data as {
          rows: { enterpriseAccessoryId: number }[];
        }[]
      )
        .flatMap((group) => group.rows)
        .some((row) => row.enterpriseAccessoryId === id);
    expect(await tab2()).toBe(true);
    const { enterpriseId: _e, ...fields } = accessoryBody('测试锁舌二');
    expect(
      (await post('/enterprise/accessories/update', market, { enterpriseAccessoryId: id, ...fields })).body
        .msg,
    ).toBe('保存成功');
    const page = await get('/enterprise/accessories/list', market, {
      enterpriseId: 1,
      accessoryName: '测试锁舌二',
    });
    expectContractShape(contract.enterprise.accessories.list, page.body);
    expect(first<AccessoryRow>(page.body.rows)).toMatchObject({
      enterpriseAccessoryId: id,
      stockQuantity: 0,
    });
    expect(
      (await post('/enterprise/accessories/disable', market, { enterpriseAccessoryId: id })).body.msg,
    ).toBe('禁用成功');
    expect(await tab2()).toBe(false);
    const options = await get('/enterprise/accessories/options', enterprise, { enterpriseId: 1 });
    expect((options.body.data as { id: number }[]).some((option) => option.id === id)).toBe(false);
    await refused(
      post('/enterprise/accessories/disable', market, { enterpriseAccessoryId: id }),
      200,
      '该配件已是禁用状态',
    );
    expect(
      (await post('/enterprise/accessories/enable', market, { enterpriseAccessoryId: id })).body.msg,
    ).toBe('启用成功');
    await refused(
      post('/enterprise/accessories/enable', market, { enterpriseAccessoryId: id }),
      200,
      '该配件已是启用状态',
    );
    expect(
      (await post('/enterprise/accessories/remove', market, { enterpriseAccessoryId: id })).body.msg,
    ).toBe('删除成功');
  });

  it('refuses a taken name, a blank name, a used accessory, codes and other enterprises, changing nothing', async () => {
    const used = first<StockPartRow>(
      (await get('/enterprise/stockParts/list', admin, { enterpriseId: 1 })).body.rows,
    );
    const usedRow = first<AccessoryRow>(
      (
        (await get('/enterprise/accessories/list', admin, { enterpriseId: 1, pageSize: 100 })).body
          .rows as AccessoryRow[]
      ).filter((row) => row.enterpriseAccessoryId === used.enterpriseAccessoryId),
    );
    const other = first<AccessoryRow>(
      (await get('/enterprise/accessories/list', admin, { enterpriseId: 2 })).body.rows,
    );
    await unchanged(async () => {
      await refused(
        post(
          '/enterprise/accessories/add',
          market,
          accessoryBody(usedRow.accessoryName, {
            accessorySpecification: usedRow.accessorySpecification.toUpperCase(),
          }),
        ),
        200,
        `配件「${usedRow.accessorySpecification ? `${usedRow.accessoryName} ${usedRow.accessorySpecification.toUpperCase()}` : usedRow.accessoryName}」在该企业已存在`,
      );
      await refused(
        post('/enterprise/accessories/add', market, accessoryBody('   ')),
        400,
        '请求体 配件名称（accessoryName） 不能为空',
      );
      expect(
        (await post('/enterprise/accessories/add', market, accessoryBody('坏类型', { accessoryType: '9' })))
          .status,
      ).toBe(400);
      expect(
        (await post('/enterprise/accessories/add', market, accessoryBody('负价', { accessoryPrice: -1 })))
          .status,
      ).toBe(400);
      const remove = await post('/enterprise/accessories/remove', market, {
        enterpriseAccessoryId: usedRow.enterpriseAccessoryId,
      });
      expect(remove.body.code).toBe(500);
      expect(remove.body.msg).toMatch(/^配件「.+」已有 \d+ 条库存或配件订单，不能删除，可以禁用$/);
      expect((await post('/enterprise/accessories/add', viewer, accessoryBody('无权'))).status).toBe(403);
      expect((await get('/enterprise/accessories/list', viewer)).status).toBe(403);
      expect(
        (await post('/enterprise/accessories/add', enterprise, accessoryBody('越权', { enterpriseId: 2 })))
          .status,
      ).toBe(403);
      expect((await get('/enterprise/accessories/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
      await refused(
        post('/enterprise/accessories/disable', enterprise, {
          enterpriseAccessoryId: other.enterpriseAccessoryId,
        }),
        404,
        `配件 ${other.enterpriseAccessoryId} 不存在`,
      );
      await refused(
        post('/enterprise/accessories/remove', market, { enterpriseAccessoryId: 999999 }),
        404,
        '配件 999999 不存在',
      );
    });
    const own = await get('/enterprise/accessories/list', enterprise, { pageSize: 100 });
    expect((own.body.rows as AccessoryRow[]).every((row) => row.enterpriseId === 1)).toBe(true);
  });

  it('exports the filtered accessories as a workbook', async () => {
    const file = await get('/enterprise/accessories/export', market, { enterpriseId: 1 });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await get('/enterprise/accessories/export', enterprise, { enterpriseId: 2 })).status).toBe(403);
  });
});

describe('commodities (D61)', () => {
  const body = (code: string, extra: Record<string, unknown> = {}) => ({
    enterpriseId: 1,
    commodityCode: code,
    commodityName: '测试商品',
    brandName: '',
    modelName: '',
    unit: '个',
    price: 12.5,
    supplierId: null,
    remark: '',
    ...extra,
  });

  it('adds with a supplier, edits, disables, enables, deletes and exports', async () => {
    const added = await post(
      '/enterprise/commodity/add',
      enterprise,
      body('T-1', { supplierId: supplierOf(1) }),
    );
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data as number;
    const { enterpriseId: _e, ...fields } = body('T-1', { price: 13.99 });
    expect(
      (await post('/enterprise/commodity/update', enterprise, { commodityId: id, ...fields })).body.msg,
    ).toBe('保存成功');
    const page = await get('/enterprise/commodity/list', enterprise, { commodityName: 't-1' });
    expectContractShape(contract.enterprise.commodity.list, page.body);
    expect(first<CommodityRow>(page.body.rows)).toMatchObject({
      commodityId: id,
      price: 13.99,
      supplierId: null,
    });
    expect((await post('/enterprise/commodity/disable', enterprise, { commodityId: id })).body.msg).toBe(
      '禁用成功',
    );
    await refused(
      post('/enterprise/commodity/disable', enterprise, { commodityId: id }),
      200,
      '该商品已是禁用状态',
    );
    expect((await post('/enterprise/commodity/enable', enterprise, { commodityId: id })).body.msg).toBe(
      '启用成功',
    );
    await refused(
      post('/enterprise/commodity/enable', enterprise, { commodityId: id }),
      200,
      '该商品已是启用状态',
    );
    expect((await post('/enterprise/commodity/remove', enterprise, { commodityId: id })).body.msg).toBe(
      '删除成功',
    );
    expect((await get('/enterprise/commodity/export', enterprise, {})).status).toBe(200);
  });

  it('refuses a taken code, a blank name or unit, another enterprise’s supplier and other enterprises', async () => {
    const taken = first<CommodityRow>(
      (await get('/enterprise/commodity/list', admin, { enterpriseId: 1 })).body.rows,
    );
    const other = first<CommodityRow>(
      (await get('/enterprise/commodity/list', admin, { enterpriseId: 2 })).body.rows,
    );
    await unchanged(async () => {
      await refused(
        post('/enterprise/commodity/add', market, body(taken.commodityCode.toLowerCase())),
        200,
        `商品编码「${taken.commodityCode.toLowerCase()}」在该企业已存在`,
      );
      await refused(
        post('/enterprise/commodity/add', market, body('T-2', { commodityName: ' ' })),
        400,
        '请求体 商品名称（commodityName） 不能为空',
      );
      await refused(
        post('/enterprise/commodity/add', market, body('T-2', { unit: ' ' })),
        400,
        '单位不能为空',
      );
      await refused(
        post('/enterprise/commodity/add', market, body('T-2', { supplierId: supplierOf(2) })),
        400,
        '所选供应商不存在、已禁用或不属于该企业',
      );
      expect((await post('/enterprise/commodity/add', market, body('坏 码'))).status).toBe(400);
      expect((await post('/enterprise/commodity/add', viewer, body('T-3'))).status).toBe(403);
      expect(
        (await post('/enterprise/commodity/add', enterprise, body('T-3', { enterpriseId: 2 }))).status,
      ).toBe(403);
      await refused(
        post('/enterprise/commodity/remove', enterprise, { commodityId: other.commodityId }),
        404,
        `商品 ${other.commodityId} 不存在`,
      );
    });
  });
});

describe('stock lines and moves (D61): the quantity changes only by a move, never below zero', () => {
  it('opens a line, moves stock in and out in one transaction each, and records every move', async () => {
    const accessory = (await post('/enterprise/accessories/add', market, accessoryBody('库存测试件'))).body
      .data as number;
    const added = await post('/enterprise/stockParts/add', enterprise, {
      enterpriseId: 1,
      enterpriseAccessoryId: accessory,
      warehouse: '南山仓',
      masterId: null,
      warnQuantity: 3,
    });
    expect(added.body.msg).toBe('新增成功');
    const stockId = added.body.data as number;
    const move = (extra: Record<string, unknown>) =>
      post('/enterprise/stockParts/move', enterprise, {
        stockId,
        direction: 'in',
        reason: 'purchase',
        quantity: 5,
        supplierId: supplierOf(1),
        orderNo: '',
        remark: '',
        ...extra,
      });
    const moved = await move({});
    expectContractShape(contract.enterprise.stockParts.move, moved.body);
    expect(moved.body).toMatchObject({ data: 5, msg: '入库成功' });
    const out = await move({
      direction: 'out',
      reason: 'order',
      quantity: 3,
      supplierId: null,
      orderNo: orderNoOf(1),
    });
    expect(out.body).toMatchObject({ data: 2, msg: '出库成功' });
    const low = await get('/enterprise/stockParts/list', enterprise, { low: 1, pageSize: 100 });
    expect(
      (low.body.rows as StockPartRow[]).some((row) => row.stockId === stockId && row.quantity === 2),
    ).toBe(true);
    const records = await get('/enterprise/storageRecord/list', enterprise, { accessoryName: '库存测试件' });
    expectContractShape(contract.enterprise.storageRecord.list, records.body);
    expect(
      (records.body.rows as StorageRecordRow[]).map((row) => [
        row.direction,
        row.reason,
        row.quantity,
        row.balance,
      ]),
    ).toEqual([
      ['out', 'order', 3, 2],
      ['in', 'purchase', 5, 5],
    ]);
    await unchanged(async () => {
      await refused(
        move({ direction: 'out', reason: 'loss', quantity: 3, supplierId: null }),
        200,
        '库存不足：现有 2，不能出库 3',
      );
      await refused(move({ reason: 'loss' }), 400, '出入库原因与方向不符');
      await refused(move({ reason: 'partsOrder', supplierId: null }), 400, '配件订单收货请在配件订单中操作');
      await refused(move({ reason: 'return' }), 400, '只有采购入库可以选择供应商');
      await refused(
        move({ direction: 'out', reason: 'order', supplierId: null }),
        400,
        '订单领用请填写订单号',
      );
      await refused(
        move({ direction: 'out', reason: 'order', supplierId: null, orderNo: orderNoOf(2) }),
        400,
        `订单 ${orderNoOf(2)} 不存在或不属于该企业`,
      );
      await refused(move({ supplierId: supplierOf(2) }), 400, '所选供应商不存在、已禁用或不属于该企业');
      expect((await move({ quantity: 0 })).status).toBe(400);
      expect(
        (
          await post('/enterprise/stockParts/move', viewer, {
            stockId,
            direction: 'in',
            reason: 'return',
            quantity: 1,
            supplierId: null,
            orderNo: '',
            remark: '',
          })
        ).status,
      ).toBe(403);
      await refused(
        post('/enterprise/stockParts/add', enterprise, {
          enterpriseId: 1,
          enterpriseAccessoryId: accessory,
          warehouse: '南山仓',
          masterId: null,
          warnQuantity: 0,
        }),
        200,
        '该配件在「南山仓」已有库存',
      );
      await refused(
        post('/enterprise/stockParts/add', market, {
          enterpriseId: 1,
          enterpriseAccessoryId: accessory,
          warehouse: ' ',
          masterId: null,
          warnQuantity: 0,
        }),
        400,
        '仓库不能为空',
      );
      await refused(
        post('/enterprise/stockParts/add', market, {
          enterpriseId: 1,
          enterpriseAccessoryId: accessory,
          warehouse: '师傅包',
          masterId: 999999,
          warnQuantity: 0,
        }),
        400,
        '师傅 999999 不存在或已停用',
      );
      await refused(
        post('/enterprise/stockParts/add', enterprise, {
          enterpriseId: 1,
          enterpriseAccessoryId: accessory,
          warehouse: '师傅包',
          masterId: 1,
          warnQuantity: 0,
        }),
        400,
        '师傅 1 不存在或已停用',
      );
      const foreign = first<AccessoryRow>(
        (await get('/enterprise/accessories/list', admin, { enterpriseId: 2 })).body.rows,
      );
      await refused(
        post('/enterprise/stockParts/add', market, {
          enterpriseId: 1,
          enterpriseAccessoryId: foreign.enterpriseAccessoryId,
          warehouse: '总仓',
          masterId: null,
          warnQuantity: 0,
        }),
        400,
        '所选配件不存在、已禁用或不属于该企业',
      );
      await refused(
        post('/enterprise/stockParts/remove', enterprise, { stockId }),
        200,
        '该库存已有 2 条出入库记录，不能删除',
      );
      const otherLine = first<StockPartRow>(
        (await get('/enterprise/stockParts/list', admin, { enterpriseId: 2 })).body.rows,
      );
      await refused(
        post('/enterprise/stockParts/move', enterprise, {
          stockId: otherLine.stockId,
          direction: 'in',
          reason: 'return',
          quantity: 1,
          supplierId: null,
          orderNo: '',
          remark: '',
        }),
        404,
        `库存 ${otherLine.stockId} 不存在`,
      );
      expect((await get('/enterprise/storageRecord/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
      expect((await get('/enterprise/storageRecord/list', viewer)).status).toBe(403);
    });
    expect(
      (
        await post('/enterprise/stockParts/update', enterprise, {
          stockId,
          warehouse: '南山二仓',
          warnQuantity: 1,
        })
      ).body.msg,
    ).toBe('保存成功');
    const empty = await post('/enterprise/stockParts/add', enterprise, {
      enterpriseId: 1,
      enterpriseAccessoryId: accessory,
      warehouse: '空仓',
      masterId: null,
      warnQuantity: 0,
    });
    expect(
      (await post('/enterprise/stockParts/remove', enterprise, { stockId: empty.body.data })).body.msg,
    ).toBe('删除成功');
    expect((await get('/enterprise/stockParts/export', enterprise)).status).toBe(200);
    expect((await get('/enterprise/storageRecord/export', enterprise, { direction: 'in' })).status).toBe(200);
  });
});

describe('parts orders (D61): pending → shipped → received (stock in, one transaction) or cancelled', () => {
  it('asks, edits, ships and receives: the stock and its move come with the receipt', async () => {
    const accessory = (await post('/enterprise/accessories/add', market, accessoryBody('订单测试件'))).body
      .data as number;
    const fields = {
      enterpriseAccessoryId: accessory,
      quantity: 6,
      purpose: 'order',
      orderNo: orderNoOf(1),
      warehouse: '总仓',
      supplierId: null,
      remark: '',
    };
    const added = await post('/enterprise/partsOrder/add', enterprise, { enterpriseId: 1, ...fields });
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data as number;
    expect(
      (await post('/enterprise/partsOrder/update', enterprise, { partsOrderId: id, ...fields, quantity: 7 }))
        .body.msg,
    ).toBe('保存成功');
    await refused(
      post('/enterprise/partsOrder/receive', enterprise, { partsOrderId: id }),
      200,
      '只有已发货的配件订单可以收货',
    );
    expect(
      (await post('/enterprise/partsOrder/ship', market, { partsOrderId: id, expressNo: 'SF1' })).body.msg,
    ).toBe('配件订单已发货');
    await refused(
      post('/enterprise/partsOrder/ship', market, { partsOrderId: id, expressNo: '' }),
      200,
      '只有待发货的配件订单可以发货',
    );
    await refused(
      post('/enterprise/partsOrder/update', enterprise, { partsOrderId: id, ...fields }),
      200,
      '只有待发货的配件订单可以修改',
    );
    expect((await post('/enterprise/partsOrder/receive', enterprise, { partsOrderId: id })).body.msg).toBe(
      '已收货，库存已增加',
    );
    const page = await get('/enterprise/partsOrder/list', enterprise, { status: 2, pageSize: 100 });
    expectContractShape(contract.enterprise.partsOrder.list, page.body);
    const row = (page.body.rows as PartsOrderRow[]).find((r) => r.partsOrderId === id);
    expect(row).toMatchObject({ status: 2, quantity: 7, orderNo: orderNoOf(1), expressNo: 'SF1' });
    const stock = (await get('/enterprise/stockParts/list', enterprise, { accessoryName: '订单测试件' })).body
      .rows as StockPartRow[];
    expect(stock.map((line) => [line.warehouse, line.quantity])).toEqual([['总仓', 7]]);
    const record = first<StorageRecordRow>(
      (await get('/enterprise/storageRecord/list', enterprise, { accessoryName: '订单测试件' })).body.rows,
    );
    expect(record).toMatchObject({
      direction: 'in',
      reason: 'partsOrder',
      quantity: 7,
      balance: 7,
      partsOrderNo: row?.partsOrderNo,
    });
    await refused(
      post('/enterprise/partsOrder/cancel', enterprise, { partsOrderId: id, cancelReason: '不要了' }),
      200,
      '已收货或已取消的配件订单不能取消',
    );
  });

  it('cancels with a reason and refuses bad requests and other enterprises, changing nothing', async () => {
    const pending = first<PartsOrderRow>(
      (await get('/enterprise/partsOrder/list', enterprise, { status: 0 })).body.rows,
    );
    const other = first<PartsOrderRow>(
      (await get('/enterprise/partsOrder/list', admin, { enterpriseId: 2 })).body.rows,
    );
    const accessory = pending.enterpriseAccessoryId;
    const fields = {
      enterpriseId: 1,
      enterpriseAccessoryId: accessory,
      quantity: 1,
      purpose: 'restock',
      orderNo: '',
      warehouse: '总仓',
      supplierId: null,
      remark: '',
    };
    await unchanged(async () => {
      await refused(
        post('/enterprise/partsOrder/add', enterprise, { ...fields, purpose: 'order' }),
        400,
        '订单用料请填写订单号',
      );
      await refused(
        post('/enterprise/partsOrder/add', enterprise, { ...fields, orderNo: orderNoOf(1) }),
        400,
        '补货不关联订单，请清空订单号',
      );
      await refused(
        post('/enterprise/partsOrder/add', enterprise, { ...fields, warehouse: ' ' }),
        400,
        '仓库不能为空',
      );
      await refused(
        post('/enterprise/partsOrder/add', enterprise, { ...fields, supplierId: supplierOf(2) }),
        400,
        '所选供应商不存在、已禁用或不属于该企业',
      );
      await refused(
        post('/enterprise/partsOrder/add', enterprise, {
          ...fields,
          enterpriseAccessoryId: other.enterpriseAccessoryId,
        }),
        400,
        '所选配件不存在、已禁用或不属于该企业',
      );
      expect((await post('/enterprise/partsOrder/add', enterprise, { ...fields, quantity: 0 })).status).toBe(
        400,
      );
      expect(
        (await post('/enterprise/partsOrder/add', enterprise, { ...fields, enterpriseId: 2 })).status,
      ).toBe(403);
      expect((await post('/enterprise/partsOrder/add', viewer, fields)).status).toBe(403);
      await refused(
        post('/enterprise/partsOrder/cancel', enterprise, {
          partsOrderId: pending.partsOrderId,
          cancelReason: '  ',
        }),
        400,
        '请填写取消原因',
      );
      await refused(
        post('/enterprise/partsOrder/ship', enterprise, { partsOrderId: other.partsOrderId, expressNo: '' }),
        404,
        `配件订单 ${other.partsOrderId} 不存在`,
      );
      expect((await get('/enterprise/partsOrder/list', enterprise, { enterpriseId: 2 })).status).toBe(403);
    });
    expect(
      (
        await post('/enterprise/partsOrder/cancel', enterprise, {
          partsOrderId: pending.partsOrderId,
          cancelReason: '重复申请',
        })
      ).body.msg,
    ).toBe('配件订单已取消');
    const cancelled = (await get('/enterprise/partsOrder/list', enterprise, { status: 3, pageSize: 100 }))
      .body.rows as PartsOrderRow[];
    expect(cancelled.find((row) => row.partsOrderId === pending.partsOrderId)?.cancelReason).toBe('重复申请');
  });
});
