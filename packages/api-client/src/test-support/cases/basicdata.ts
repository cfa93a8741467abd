import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { idOf } from './prepare';

const orderType = { typeName: '门锁维修', installType: '1', orderNum: 3, status: '0' as const, remark: '' };

/** The order type the `save` case adds; update and delete change that one. */
const newOrderTypeId = async (target: ContractTarget) => {
  const { rows } = await target.client.basicdata.orderType.list({ installType: '1', pageSize: 100 });
  return idOf(
    rows,
    (row) => row.typeName === orderType.typeName,
    (row) => row.orderTypeId,
    2,
  );
};

export const basicdataCases: CasesOf<Contract['basicdata']> = {
  province: {
    selectAllProvince: { input: {}, sends: 'POST /basicdata/province/selectAllProvince' },
  },
  city: {
    selectCityName: {
      input: { provinceCode: '440000' },
      sends: 'POST /basicdata/city/selectCityName',
      body: AS_INPUT,
      check: (cities) => expect(cities.map((city) => city.cityName)).toContain('深圳市'),
    },
  },
  area: {
    selectAreaName: {
      input: { cityCode: '440300' },
      sends: 'POST /basicdata/area/selectAreaName',
      body: AS_INPUT,
    },
  },
  orderType: {
    getList: {
      input: { id: '1' },
      sends: 'GET /basicdata/orderType/getList/1',
      check: (page) => expect(page.rows.every((row) => row.installType === '1')).toBe(true),
    },
    list: { input: { installType: '2' }, sends: 'GET /basicdata/orderType/list?installType=2' },
    save: { input: orderType, sends: 'POST /basicdata/orderType/save', body: AS_INPUT },
    update: {
      input: { orderTypeId: 2, ...orderType },
      sends: 'POST /basicdata/orderType/update',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderTypeId: await newOrderTypeId(target), ...orderType, remark: '含上门检测' },
      }),
    },
    del: {
      input: { orderTypeId: 2 },
      sends: 'POST /basicdata/orderType/del',
      body: AS_INPUT,
      // Deletes the type the `save` case added; a type in use cannot be deleted.
      prepare: async (target) => ({ input: { orderTypeId: await newOrderTypeId(target) } }),
    },
    tree: { input: { enterpriseId: 1 }, sends: 'GET /basicdata/orderType/tree?enterpriseId=1' },
  },
  basicPrice: {
    list: { input: { installType: '1' }, sends: 'GET /basicdata/basicPrice/list?installType=1' },
  },
};
