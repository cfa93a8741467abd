import { enterprises } from '@onsite/api-client/testing';
import type { Enterprise, PermissionCode } from '@onsite/domain';
import { PERMISSION_CODES } from '@onsite/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { enterpriseInfoAccess } from './access';
import { customInfoSave, toFormValues, toUpdatePayload } from './enterpriseFormModel';

const [lock] = enterprises as [Enterprise];
const accessOf = (codes: readonly PermissionCode[], platformSuper = false) =>
  enterpriseInfoAccess((code) => codes.includes(code), { editable: true, platformSuper });
const everyone = accessOf(PERMISSION_CODES, true);

describe('toFormValues', () => {
  it('names the contacts of each install type with the code appended and reads the switches', () => {
    const values = toFormValues(lock);
    expect(values.principalName1).toBe('安居经理');
    expect(values.customerServicePhone3).toBe('13912340022');
    expect(values.createTime?.format('YYYY-MM-DD HH:mm')).toBe('2024-01-02 10:00');
    expect(values.needAccessories).toBe(true);
    expect(values.needSaleOrderCode).toBe(false);
    expect(values.sendRequirements).toEqual(['旧锁需拍照后寄回', '包装完好']);
    expect(values).not.toHaveProperty('enterpriseContracts');
  });
});

describe('toUpdatePayload (spec 001 §7)', () => {
  it('sends the unchanged form back as the enterprise was, without its contracts', () => {
    const { enterpriseContracts: _contracts, ...profile } = lock;
    // Send requirements go as texts: the server replaces the list (their ids are not kept).
    const enterpriseSendBack = lock.enterpriseSendBack.map(({ requirement }) => ({ requirement }));
    expect(toUpdatePayload(lock, toFormValues(lock), everyone)).toEqual({ ...profile, enterpriseSendBack });
  });

  it('takes only the groups the user may edit from the form; the others keep the server values', () => {
    const values = {
      ...toFormValues(lock),
      enterpriseName: '改名',
      register: '新注册人',
      createTime: dayjs('2025-03-04 05:06'),
      enterpriseStar: '1',
    };
    const payload = toUpdatePayload(lock, values, accessOf(['viewBaseData', 'editBasicInnerInfo']));
    expect(payload.enterpriseName).toBe(lock.enterpriseName);
    expect(payload.enterpriseStar).toBe(lock.enterpriseStar);
    expect(payload.register).toBe('新注册人');
    expect(payload.createTime).toBe('2025-03-04 05:06');
  });

  it('builds the contacts of the chosen install types only, and changes needSaleOrderCode only for user type 00', () => {
    const values = {
      ...toFormValues(lock),
      installTypes: ['3', '2'],
      principalName2: ' 新经理 ',
      needSaleOrderCode: true,
    };
    const payload = toUpdatePayload(lock, values, accessOf(PERMISSION_CODES));
    expect(Object.keys(payload.installationUsers).sort()).toEqual(['2', '3']);
    expect(payload.installationUsers['2']).toMatchObject({
      installType: '2',
      principalName: '新经理',
      principalPhone: '',
    });
    expect(payload.needSaleOrderCode).toBe(0);
    expect(toUpdatePayload(lock, values, everyone).needSaleOrderCode).toBe(1);
  });

  it('clears empty choices to null and normalizes the lists', () => {
    const values = {
      ...toFormValues(lock),
      returnedMoneyType: undefined,
      returnedMoneyDate: undefined,
      marketPrincipal: undefined,
      contacts: [
        { contact: ' 甲 ', phoneNumber: '13900000001 ', address: '仓库', defaultStatus: 1 },
        { contact: '', phoneNumber: '', address: '', defaultStatus: 0 },
      ],
      sendRequirements: ['  拍照  ', '', '   '],
    };
    const payload = toUpdatePayload(lock, values, everyone);
    expect(payload).toMatchObject({
      returnedMoneyType: null,
      returnedMoneyDate: null,
      marketPrincipal: null,
    });
    expect(payload.contacts).toEqual([
      { contact: '甲', phoneNumber: '13900000001', address: '仓库', defaultStatus: 0 },
    ]);
    expect(payload.enterpriseSendBack).toEqual([{ requirement: '拍照' }]);
  });
});

describe('customInfoSave', () => {
  const saved = {
    customInfoId: 1,
    enterpriseId: 1,
    info1: 'a',
    info2: '',
    info3: '',
    needSaleOrderCode: 0 as const,
  };
  it('is null when info1–3 did not change', () => {
    expect(customInfoSave(1, saved, { info1: 'a', info2: '', info3: '' }, 1)).toBeNull();
  });
  it('carries the id when there is one, and the sales-order code just sent', () => {
    expect(customInfoSave(1, saved, { info1: 'b' }, 1)).toEqual({
      enterpriseId: 1,
      customInfoId: 1,
      info1: 'b',
      info2: '',
      info3: '',
      needSaleOrderCode: 1,
    });
    expect(customInfoSave(1, null, { info3: 'c' }, 0)).toEqual({
      enterpriseId: 1,
      info1: '',
      info2: '',
      info3: 'c',
      needSaleOrderCode: 0,
    });
  });
});
