import {
  BillLineSchema,
  CurrentUserSchema,
  CustomerOrderSchema,
  DictDataSchema,
  EnterpriseListRowSchema,
  EnterpriseSchema,
  OrderSchema,
  RechargeRecordSchema,
  RoleSchema,
  SystemMenuSchema,
  SystemUserSchema,
} from '@onsite/domain';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  billLines,
  currentUsers,
  customerOrders,
  dictionaries,
  enterpriseListRows,
  enterprises,
  menus,
  orders,
  rechargeRecords,
  roles,
  systemUsers,
} from './fixtures';

const problems = (schema: TSchema, values: readonly unknown[]) =>
  values.flatMap((value, index) =>
    Value.Errors(schema, value).map((error) => `#${index}${error.instancePath} ${error.message}`),
  );

describe('the fixtures', () => {
  it('satisfy the entity schemas', () => {
    expect(problems(EnterpriseSchema, enterprises)).toEqual([]);
    expect(problems(EnterpriseListRowSchema, enterpriseListRows)).toEqual([]);
    expect(problems(CustomerOrderSchema, customerOrders)).toEqual([]);
    expect(problems(RechargeRecordSchema, rechargeRecords)).toEqual([]);
    expect(problems(CurrentUserSchema, Object.values(currentUsers))).toEqual([]);
    expect(problems(DictDataSchema, Object.values(dictionaries).flat())).toEqual([]);
    expect(problems(OrderSchema, orders)).toEqual([]);
    expect(problems(BillLineSchema, billLines)).toEqual([]);
    expect(problems(SystemMenuSchema, menus)).toEqual([]);
    expect(problems(RoleSchema, roles)).toEqual([]);
    expect(problems(SystemUserSchema, systemUsers)).toEqual([]);
  });

  it('hold enterprises of both types with contacts and contracts', () => {
    expect(new Set(enterprises.map((enterprise) => enterprise.types))).toEqual(new Set([0, 1]));
    for (const enterprise of enterprises) {
      expect(enterprise.contacts.length).toBeGreaterThan(0);
      expect(enterprise.enterpriseContracts?.length).toBeGreaterThan(0);
    }
  });

  it('hold customer orders in all three statuses and recharges in all three', () => {
    expect(new Set(customerOrders.map((order) => order.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(rechargeRecords.map((record) => record.status))).toEqual(new Set([1, 2, 3]));
  });

  it('hold every dictionary of the spec, remove_type with reason 3', () => {
    expect(Object.keys(dictionaries).sort()).toEqual(
      [
        'install_type',
        'remove_type',
        'invoice_type',
        'enterprise_level',
        'enterprise_importance_type',
        'enterprise_invoice',
        'enterprise_tax',
        'pay_type',
        'settle_cycle',
        'return_money',
      ].sort(),
    );
    expect(dictionaries.remove_type?.map((entry) => entry.dictValue)).toContain('3');
  });

  it('hold the five profiles of the demo accounts', () => {
    expect(currentUsers.admin).toMatchObject({ userId: 1, userType: '00' });
    expect(currentUsers.dispatcher).toMatchObject({ deptId: 103, roleIds: [29] });
    expect(currentUsers.market.deptId).toBe(104);
    expect(currentUsers.enterprise.userType).toBe('22');
    expect(currentUsers.viewer.userType).toBe('1');
  });
});
