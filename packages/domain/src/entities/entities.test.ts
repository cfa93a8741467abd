import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as entities from '.';

const schemas = Object.entries(entities).flatMap(([name, value]): [string, TSchema][] =>
  name.endsWith('Schema') && typeof value === 'object' && value !== null ? [[name, value as TSchema]] : [],
);

const valid = (schema: TSchema, value: unknown) => Value.Check(schema, value);

describe('the entity schemas', () => {
  it('are plain JSON Schema: they survive a JSON round trip unchanged', () => {
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) {
      const plain = JSON.parse(JSON.stringify(schema)) as TSchema;
      expect(plain, name).toEqual({ ...schema });
      expect(JSON.stringify(schema), name).not.toMatch(/"~/);
    }
  });

  it('accept only an 11-digit mobile starting 13–19 for a return address (spec 001 §5)', () => {
    const address = {
      contact: '陈仓管',
      phoneNumber: '13912340005',
      address: '深圳市南山区',
      defaultStatus: 0,
    };
    expect(valid(entities.ReturnAddressSchema, address)).toBe(true);
    expect(valid(entities.ReturnAddressSchema, { ...address, phoneNumber: '12912340005' })).toBe(false);
    expect(valid(entities.ReturnAddressSchema, { ...address, phoneNumber: '1391234000' })).toBe(false);
    expect(valid(entities.ReturnAddressSchema, { ...address, address: '' })).toBe(false);
  });

  it('limit send requirements to 20 characters and addresses and requirements to 5 (spec 001 §9)', () => {
    expect(valid(entities.SendRequirementSchema, { requirement: '一'.repeat(20) })).toBe(true);
    expect(valid(entities.SendRequirementSchema, { requirement: '一'.repeat(21) })).toBe(false);
    const contacts = entities.EnterpriseProfileSchema.properties.contacts;
    const address = { contact: 'a', phoneNumber: '13912340005', address: 'b', defaultStatus: 1 };
    expect(valid(contacts, Array(5).fill(address))).toBe(true);
    expect(valid(contacts, Array(6).fill(address))).toBe(false);
    const requirements = entities.EnterpriseProfileSchema.properties.enterpriseSendBack;
    expect(valid(requirements, Array(6).fill({ requirement: 'x' }))).toBe(false);
  });

  it('keep the urgent ratio within 0–100 and at most 3 barcode pictures', () => {
    expect(valid(entities.PercentSchema, 0)).toBe(true);
    expect(valid(entities.PercentSchema, 100)).toBe(true);
    expect(valid(entities.PercentSchema, 100.5)).toBe(false);
    expect(valid(entities.PercentSchema, -1)).toBe(false);
    expect(valid(entities.SerialDiagramSchema, '')).toBe(true);
    expect(valid(entities.SerialDiagramSchema, 'a.png,b.png,c.png')).toBe(true);
    expect(valid(entities.SerialDiagramSchema, 'a.png,b.png,c.png,d.png')).toBe(false);
    expect(valid(entities.SerialDiagramSchema, 'a.png,,b.png')).toBe(false);
  });

  it('refuse negative money and accept the spec time formats only', () => {
    expect(valid(entities.MoneySchema, 0)).toBe(true);
    expect(valid(entities.MoneySchema, -0.01)).toBe(false);
    for (const time of ['2024-06-01', '2024-06-01 09:30', '2024-06-01 09:30:00']) {
      expect(valid(entities.DateTimeTextSchema, time), time).toBe(true);
    }
    for (const time of ['2024-06-01T09:30:00Z', '2024/06/01', '2024-06-01 9:30']) {
      expect(valid(entities.DateTimeTextSchema, time), time).toBe(false);
    }
  });

  it('know the enumerations of the spec', () => {
    expect(valid(entities.RechargeStatusSchema, 3)).toBe(true);
    expect(valid(entities.RechargeStatusSchema, 4)).toBe(false);
    expect(valid(entities.BillOperationTypeSchema, 5)).toBe(true);
    expect(valid(entities.BillOperationTypeSchema, 6)).toBe(false);
    expect(valid(entities.WorkStatusValueSchema, 'WORK_NE')).toBe(true);
    expect(valid(entities.AssignStatusValueSchema, 'WORK_ON')).toBe(false);
    expect(valid(entities.DemandTypeSchema, 'writeoff_demand')).toBe(true);
    expect(valid(entities.CustomerOrderStatusSchema, 2)).toBe(true);
    expect(valid(entities.EnterpriseTypeSchema, 2)).toBe(false);
  });

  it('read the paging request of spec 000 §3 with every field optional', () => {
    expect(valid(entities.PageQuerySchema, {})).toBe(true);
    expect(
      valid(entities.PageQuerySchema, {
        pageNum: 1,
        pageSize: 10,
        beginTime: '2024-06-01 00:00:00',
        endTime: '2024-06-30 23:59:59',
        sortField: 'createTime',
        sortOrder: 'desc',
      }),
    ).toBe(true);
    expect(valid(entities.PageQuerySchema, { pageNum: 0 })).toBe(false);
    expect(valid(entities.PageQuerySchema, { sortField: 'id; drop table' })).toBe(false);
  });

  it('type live messages as a union discriminated on type', () => {
    const message = { title: '', text: '', remark: '', count: null, orderId: null };
    expect(valid(entities.LiveMessageSchema, { type: 3, ...message })).toBe(true);
    expect(valid(entities.LiveMessageSchema, { type: 'other', sourceType: 9, ...message })).toBe(true);
    expect(valid(entities.LiveMessageSchema, { type: 4, ...message })).toBe(false);
  });
});
