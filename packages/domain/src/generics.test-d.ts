import { describe, expectTypeOf, it } from 'vitest';
import { mainContractAction } from './contracts';
import { type GreetingPeriod, greetingPeriod } from './greeting';
import { ASSIGN_ON, applyWorkStatus, WORK_NE, WORK_ON, type WorkStatusCode } from './header';
import { isPermissionCode, type PermissionCode } from './permissions';
import { addReturnAddress, removeReturnAddress, setDefaultReturnAddress } from './returnAddresses';
import { applySettlementType } from './settlement';

interface EnterpriseForm {
  enterpriseName: string;
  enterpriseSettlementType?: number;
  returnedMoneyType?: number;
  returnedMoneyDate?: number;
}

interface AddressRow {
  id: number;
  contact: string;
  phoneNumber: string;
  address: string;
  defaultStatus: number;
}

describe('generic rules keep the caller type', () => {
  it('applySettlementType returns the form type it was given', () => {
    const form: EnterpriseForm = { enterpriseName: 'a' };
    expectTypeOf(applySettlementType(form, 1)).toEqualTypeOf<EnterpriseForm>();
  });

  it('the return-address operations return rows of the caller type', () => {
    const rows: AddressRow[] = [];
    const row: AddressRow = { id: 1, contact: '', phoneNumber: '', address: '', defaultStatus: 0 };
    expectTypeOf(addReturnAddress(rows, row)).toEqualTypeOf<AddressRow[]>();
    expectTypeOf(setDefaultReturnAddress(rows, 0)).toEqualTypeOf<AddressRow[]>();
    expectTypeOf(removeReturnAddress(rows, 0)).toEqualTypeOf<AddressRow[]>();
  });

  it('applyWorkStatus keeps extra state fields', () => {
    const state = { workStatus: WORK_ON as WorkStatusCode, assignStatus: ASSIGN_ON, userId: 1 };
    expectTypeOf(applyWorkStatus(state, WORK_NE)).toEqualTypeOf<typeof state>();
  });
});

describe('literal unions', () => {
  it('narrows permission codes and keeps the period and contract unions closed', () => {
    const value: unknown = 'editPriceInfo';
    if (isPermissionCode(value)) expectTypeOf(value).toEqualTypeOf<PermissionCode>();
    expectTypeOf(greetingPeriod(9)).toEqualTypeOf<GreetingPeriod>();
    expectTypeOf(mainContractAction(1)).toEqualTypeOf<'set' | 'unset'>();
    // @ts-expect-error not a permission code
    const wrong: PermissionCode = 'editEverything';
    expectTypeOf(wrong).toEqualTypeOf<PermissionCode>();
  });
});
