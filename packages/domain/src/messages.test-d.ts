import { describe, expectTypeOf, it } from 'vitest';
import type { billOperationLabel } from './billTypes';
import type { validateBatchPlace, validateOrderRemoval } from './customerOrders';
import type { validateDemandContent } from './demands';
import type { validateEnterpriseNames } from './enterpriseForm';
import type { validateBarcodeSetting } from './enterpriseSettings';
import type { greetingMessageKey } from './greeting';
import type { DomainMessageKey } from './messages';
import type { validateReturnAddresses } from './returnAddresses';
import type { TabsMessage } from './tabs';
import type { rechargeStatusKey, topupStepError } from './topup';
import type { userInfoError } from './user';
import type { contractFileError, validateChangePassword } from './validation';

describe('message keys are one closed union', () => {
  it('covers the return type of every rule that answers with a message', () => {
    expectTypeOf<NonNullable<ReturnType<typeof validateChangePassword>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof contractFileError>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateReturnAddresses>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateBarcodeSetting>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateEnterpriseNames>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateDemandContent>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof topupStepError>>>().toExtend<DomainMessageKey>();
    expectTypeOf<ReturnType<typeof rechargeStatusKey>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateOrderRemoval>>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof validateBatchPlace>>>().toExtend<DomainMessageKey>();
    expectTypeOf<TabsMessage>().toExtend<DomainMessageKey>();
    expectTypeOf<ReturnType<typeof billOperationLabel>>().toExtend<DomainMessageKey>();
    expectTypeOf<ReturnType<typeof greetingMessageKey>>().toExtend<DomainMessageKey>();
    expectTypeOf<NonNullable<ReturnType<typeof userInfoError>>>().toExtend<DomainMessageKey>();
  });

  it('is a union of literals, not string', () => {
    expectTypeOf<string>().not.toExtend<DomainMessageKey>();
    expectTypeOf<'topup.amountRequired'>().toExtend<DomainMessageKey>();
  });

  it('matches the issue contract for the validation unions', () => {
    expectTypeOf<ReturnType<typeof validateReturnAddresses>>().toEqualTypeOf<
      null | 'address.phoneInvalid' | 'address.incomplete'
    >();
    expectTypeOf<ReturnType<typeof validateBarcodeSetting>>().toEqualTypeOf<
      null | 'barcode.pictureRequired' | 'barcode.tooManyPictures'
    >();
    expectTypeOf<ReturnType<typeof topupStepError>>().toEqualTypeOf<
      null | 'topup.amountRequired' | 'topup.payTypeRequired'
    >();
    expectTypeOf<ReturnType<typeof validateOrderRemoval>>().toEqualTypeOf<
      null | 'removal.reasonRequired' | 'removal.remarkRequired'
    >();
  });
});
