import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { contract, Done, defineCall } from '../contract';
import { prepareRequest } from './request';
import { routeOf } from './route';

describe('turning a call input into a request', () => {
  it('fills path parameters and keeps them out of the query', () => {
    expect(prepareRequest(routeOf(contract.basicdata.orderType.getList), { id: '1' })).toEqual({
      method: 'GET',
      url: '/basicdata/orderType/getList/1',
      params: undefined,
      data: undefined,
    });
  });

  it('encodes a path parameter', () => {
    expect(prepareRequest(routeOf(contract.system.user.byToken), { token: 'a/b c' }).url).toBe(
      '/system/user/getInfoByToken/a%2Fb%20c',
    );
  });

  it('sends the fields of a query-only POST as query parameters (contract toMain)', () => {
    expect(
      prepareRequest(routeOf(contract.enterprise.contract.toMain), { contractId: 7, enterpriseId: 1 }),
    ).toEqual({
      method: 'POST',
      url: '/enterprise/contract/toMain',
      params: { contractId: 7, enterpriseId: 1 },
      data: undefined,
    });
  });

  it('splits a call with both a query and a body by the query schema’s keys', () => {
    const call = defineCall({
      method: 'POST',
      path: '/demo/:id/save',
      params: Type.Object({ id: Type.Integer() }),
      query: Type.Object({ version: Type.Integer() }),
      body: Type.Object({ name: Type.String() }),
      response: Done,
      doc: { summary: 'demo', path: 'chosen', payload: 'chosen' },
    });
    expect(prepareRequest(routeOf(call), { id: 3, version: 2, name: '门锁' })).toEqual({
      method: 'POST',
      url: '/demo/3/save',
      params: { version: 2 },
      data: { name: '门锁' },
    });
  });

  it('sends a JSON array input as the body', () => {
    expect(prepareRequest(routeOf(contract.order.customer.sendOrder), [1, 2]).data).toEqual([1, 2]);
  });

  it('refuses a missing path parameter', () => {
    expect(() => prepareRequest(routeOf(contract.enterprise.management.get), {})).toThrow(
      /Missing path parameter id/,
    );
  });
});
