import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const orderType = { typeName: '门锁维修', installType: '1', orderNum: 3, status: '0' as const, remark: '' };

const cases: CasesOf<Contract['basicdata']> = {
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
    },
    del: { input: { orderTypeId: 2 }, sends: 'POST /basicdata/orderType/del', body: AS_INPUT },
    tree: { input: { enterpriseId: 1 }, sends: 'GET /basicdata/orderType/tree?enterpriseId=1' },
  },
  basicPrice: {
    list: { input: { installType: '1' }, sends: 'GET /basicdata/basicPrice/list?installType=1' },
  },
};

describe('basicdata calls', () => {
  const target = useContractTarget();
  runCases('basicdata', contract.basicdata, target.client.basicdata, cases, target);
});
