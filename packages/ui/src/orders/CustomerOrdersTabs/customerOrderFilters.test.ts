import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { customerOrderFiltersOf, filterFieldsOf } from './customerOrderFilters';

describe('customer-order filters (spec 000 §7.6)', () => {
  it('trims texts and leaves out empty ones', () => {
    expect(
      customerOrderFiltersOf({
        customerName: ' 刘女士 ',
        orderNo: '   ',
        enterpriseName: '',
        deleteReason: '3',
      }),
    ).toEqual({ customerName: '刘女士', deleteReason: '3' });
  });

  it('splits each date range into its start and end day', () => {
    expect(
      customerOrderFiltersOf({
        createTime: [dayjs('2024-06-01 13:00'), dayjs('2024-06-30 08:00')],
        updateTime: [dayjs('2024-07-01'), null],
        deleteTime: null,
      }),
    ).toEqual({ createStartTime: '2024-06-01', createEndTime: '2024-06-30', updateStartTime: '2024-07-01' });
  });

  it('gives nothing for an empty form', () => {
    expect(customerOrderFiltersOf({})).toEqual({});
  });

  it('adds who and when to handled, and why, who and when to the recycle bin', () => {
    expect(filterFieldsOf(0)).not.toContain('updateBy');
    expect(filterFieldsOf(0)).not.toContain('deleteReason');
    expect(filterFieldsOf(1)).toEqual(expect.arrayContaining(['updateBy', 'updateTime']));
    expect(filterFieldsOf(1)).not.toContain('deleteBy');
    expect(filterFieldsOf(2)).toEqual(expect.arrayContaining(['deleteReason', 'deleteBy', 'deleteTime']));
  });
});
