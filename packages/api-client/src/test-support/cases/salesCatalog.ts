import { expect } from 'vitest';
import type { salesCatalog } from '../../contract/enterprise/salesCatalog';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

const shop = {
  shopName: '合约测试门店',
  channelId: null,
  contactName: '测试店长',
  phone: '0755-26880099',
  provinceCode: '440000',
  cityCode: '440300',
  areaCode: '440305',
  detailedAddress: '科技园北路 1 号',
  remark: '',
};
const supplier = {
  supplierName: '合约测试供应商',
  contactName: '测试经理',
  phone: '13800138099',
  address: '',
  remark: '',
};
const channel = { channelCode: 'CASE', channelName: '合约测试渠道', remark: '' };
const source = { sourceCode: 'CASE', sourceName: '合约测试来源', remark: '' };

/**
 * The id of the entry the `add` case added to enterprise 1, found by its name; `fallback` (an unused
 * fixture row) where the target keeps no added rows (MSW).
 */
async function addedId<Row>(
  rows: Promise<{ rows: Row[] }>,
  named: (row: Row) => boolean,
  idOf: (row: Row) => number,
  fallback: number,
): Promise<number> {
  const row = (await rows).rows.find(named);
  return row === undefined ? fallback : idOf(row);
}

const newShopId = (target: ContractTarget) =>
  addedId(
    target.client.enterprise.shop.list({ enterpriseId: 1, shopName: shop.shopName }),
    (row) => row.shopName === shop.shopName,
    (row) => row.shopId,
    2,
  );
const newSupplierId = (target: ContractTarget) =>
  addedId(
    target.client.enterprise.supplier.list({ enterpriseId: 1, supplierName: supplier.supplierName }),
    (row) => row.supplierName === supplier.supplierName,
    (row) => row.supplierId,
    2,
  );
const newChannelId = (target: ContractTarget) =>
  addedId(
    target.client.enterprise.channel.list({ enterpriseId: 1, channelName: channel.channelName }),
    (row) => row.channelName === channel.channelName,
    (row) => row.channelId,
    3,
  );
const newSourceId = (target: ContractTarget) =>
  addedId(
    target.client.enterprise.source.list({ enterpriseId: 1, sourceName: source.sourceName }),
    (row) => row.sourceName === source.sourceName,
    (row) => row.sourceId,
    2,
  );

/** Cases of one entity: list, options, then add, update, disable, enable and remove of the entry `add` made. */
function cases<K extends string>(
  entity: 'shop' | 'supplier' | 'channel' | 'source',
  idKey: K,
  fields: object,
  newId: (target: ContractTarget) => Promise<number>,
  fallback: number,
) {
  const byId = (id: number) => ({ [idKey]: id }) as Record<K, number>;
  const changeCase = (action: 'disable' | 'enable' | 'remove') => ({
    input: byId(fallback),
    sends: `POST /enterprise/${entity}/${action}`,
    body: AS_INPUT,
    prepare: async (target: ContractTarget) => ({ input: byId(await newId(target)) }),
  });
  return {
    list: {
      input: { enterpriseId: 1, forbiddenStatus: 0 as const },
      sends: `GET /enterprise/${entity}/list?enterpriseId=1&forbiddenStatus=0`,
      check: (page: { rows: { enterpriseId: number; forbiddenStatus: number }[] }) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.forbiddenStatus === 0)).toBe(true),
    },
    options: {
      input: { enterpriseId: 1 },
      sends: `GET /enterprise/${entity}/options?enterpriseId=1`,
      check: (options: { id: number; name: string }[]) => expect(options.length).toBeGreaterThan(0),
    },
    add: { input: { enterpriseId: 1, ...fields }, sends: `POST /enterprise/${entity}/add`, body: AS_INPUT },
    update: {
      input: { ...byId(fallback), ...fields, remark: '改' },
      sends: `POST /enterprise/${entity}/update`,
      body: AS_INPUT,
      prepare: async (target: ContractTarget) => ({
        input: { ...byId(await newId(target)), ...fields, remark: '改' },
      }),
    },
    disable: changeCase('disable'),
    enable: changeCase('enable'),
    remove: changeCase('remove'),
  };
}

/** D53: the sales catalogue (as the administrator, on enterprise 1). */
export const salesCatalogCases = {
  shop: cases('shop', 'shopId', shop, newShopId, 2),
  supplier: cases('supplier', 'supplierId', supplier, newSupplierId, 2),
  channel: cases('channel', 'channelId', channel, newChannelId, 3),
  source: cases('source', 'sourceId', source, newSourceId, 2),
} as unknown as CasesOf<typeof salesCatalog>;
